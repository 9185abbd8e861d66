import Apple
import ApplePresentation
import FlowEngine
import Presentation
import Storyboard

/// The pictures of one moment of a run: the person's device, the parent's phone (when there
/// is a parent) and Settings (when the step changed them), each as SVG drawn from the
/// presentations.
public struct AppleDevicePictures: Hashable, Sendable {
  /// The person's device (the one the step acted on).
  public var child: String
  /// The parent's phone; nil when the family has no parent.
  public var parent: String?
  /// The Settings sections the step changed; nil when it changed none.
  public var settings: String?

  /// Draws `simulation` after `action` (nil: the start), which `previous` came before.
  /// - Parameters:
  ///   - device: The person's device to picture.
  ///   - label: How the pictures' accessible names place them ("after step 3").
  ///   - includesStyle: Whether each picture embeds the style sheet (a page states it once).
  public init(
    _ simulation: AppleSimulation, previous: AppleSimulation?, action: AppleAction?,
    device: DeviceID, label: String, options: StoryboardOptions, includesStyle: Bool = false
  ) {
    var facts = AppleLatestFacts()
    self.init(
      simulation, latestFacts: facts.simulation(simulation), previous: previous, action: action,
      device: device, label: label, options: options, includesStyle: includesStyle)
  }

  /// As the public initializer, with `latestFacts`, `simulation` with its ledger cut by
  /// ``AppleLatestFacts``, for the person's device.
  init(
    _ simulation: AppleSimulation, latestFacts: AppleSimulation, previous: AppleSimulation?,
    action: AppleAction?, device: DeviceID, label: String, options: StoryboardOptions,
    includesStyle: Bool
  ) {
    let world = simulation.world
    // Notifications the step posted are "now"; at the start, all are.
    let stepStart = previous?.trace.count ?? 0
    let childDevice = AppleChildDevicePresentation(
      Self.recentQuestions(of: latestFacts, keepingUpdates: true), device: device)
    child = AppleChildDevicePicture.svg(
      childDevice, appName: world.app.name, stepStart: stepStart,
      title: "\(childDevice.heading) \(label)", options: options, includesStyle: includesStyle)
    if world.parentName != nil {
      let parentDevice = AppleParentDevicePresentation(Self.recentQuestions(of: simulation))
      parent = AppleParentDevicePicture.svg(
        parentDevice, childName: world.person.name, stepStart: stepStart,
        title: "\(parentDevice.heading) \(label)", options: options, includesStyle: includesStyle)
    } else {
      parent = nil
    }
    settings = nil
    if let action, let previous, Self.changesSettings(action) {
      let before = AppleSettingsPresentation(previous)
      let after = AppleSettingsPresentation(simulation)
      var changedRows: Set<String> = []
      let sections = after.sections.filter { section in
        let old = before.sections.first { $0.title == section.title }
        var changed = false
        for row in section.rows
        where !(old?.rows.contains { $0.label == row.label && $0.value == row.value } ?? false) {
          changedRows.insert(row.label)
          changed = true
        }
        return changed
      }
      if !sections.isEmpty {
        settings = AppleSettingsPicture.svg(
          sections, changedRows: changedRows, title: "Settings \(label)", options: options,
          includesStyle: includesStyle)
      }
    }
  }

  /// `simulation` with only the questions the parent's picture can show: the last
  /// ``AppleParentDevicePicture/maximumBubbles`` sent ones, and every one still waiting (their
  /// notifications stay up). The presentation builds a bubble for every question of the thread,
  /// so a storyboard of a long thread cost the square of its length; the picture draws the
  /// last few only, the same bubbles either way.
  ///
  /// With `keepingUpdates` (for the person's device), every question about a significant
  /// update stays too (the app's screen says which changes an approval turned on), and the
  /// last questions whatever their state (a sheet shows the one being composed).
  static func recentQuestions(of simulation: AppleSimulation, keepingUpdates: Bool = false)
    -> AppleSimulation
  {
    let questions = simulation.askCenter.questions
    guard questions.count > AppleParentDevicePicture.maximumBubbles else { return simulation }
    var kept: [Int] = []
    kept.reserveCapacity(AppleParentDevicePicture.maximumBubbles + 2)
    var sent = 0
    for index in questions.indices.reversed() {
      let isSent = questions[index].sentOn != nil
      if (isSent && sent < AppleParentDevicePicture.maximumBubbles)
        || questions[index].state == .pending
        || (keepingUpdates
          && (questions.count - index <= AppleParentDevicePicture.maximumBubbles
            || Self.isUpdate(questions[index].topic)))
      {
        kept.append(index)
      }
      if isSent { sent += 1 }
    }
    var recent = simulation
    recent.askCenter = AskCenter(questions: kept.reversed().map { questions[$0] })
    return recent
  }

  private static func isUpdate(_ topic: AppleQuestionTopic) -> Bool {
    switch topic {
    case .significantAppUpdate: true
    case .communication: false
    }
  }

  /// The person's device a step pictures: the one its action acted on, else `current`.
  public static func device(for action: AppleAction, current: DeviceID) -> DeviceID {
    switch action {
    case .launchApp(let id), .closeApp(let id), .answerAgeRangePrompt(let id, _),
      .tapAskParent(let id), .sendQuestion(let id), .cancelCompose(let id),
      .choosePermissionFlow(let id, _), .enterPasscode(let id, _), .acknowledgeUpdate(let id),
      .askToCommunicate(let id, _):
      return id == .parentPhone ? current : id
    case .installUpdate, .answerQuestion, .revokeConsent, .setSharingMode, .shareAgeRangeAgain,
      .setVerification, .setInFamily, .setSignedIn, .setCommunicationLimits, .setAccountCreated,
      .setRegion, .setOS, .setPermissionFlow, .setAssumptions, .setAppGates, .advanceClock:
      return current
    }
  }

  /// Whether the action is one made in Settings (or one whose effect Settings shows: an
  /// installed update, revoked consent, the clock).
  public static func changesSettings(_ action: AppleAction) -> Bool {
    switch action {
    case .launchApp, .closeApp, .answerAgeRangePrompt, .tapAskParent, .sendQuestion,
      .cancelCompose, .choosePermissionFlow, .enterPasscode, .acknowledgeUpdate,
      .askToCommunicate, .answerQuestion:
      false
    case .installUpdate, .revokeConsent, .setSharingMode, .shareAgeRangeAgain, .setVerification,
      .setInFamily, .setSignedIn, .setCommunicationLimits, .setAccountCreated, .setRegion, .setOS,
      .setPermissionFlow, .setAssumptions, .setAppGates, .advanceClock:
      true
    }
  }
}

extension AppleDevicePictures {
  /// The pictures side by side in one SVG, the legend under them: what `run --format
  /// svg|png --devices` prints.
  public func combinedSVG(options: StoryboardOptions) -> String {
    let pictures = [child, parent, settings].compactMap { $0 }
    let gap = 24
    let width = PhoneFrame.screenWidth + 2 * PhoneFrame.bezel
    let heights = pictures.map(Self.height(of:))
    let total = pictures.count * width + (pictures.count - 1) * gap
    let height = (heights.max() ?? 0) + 36
    var svg = SVGWriter(
      capacity: pictures.reduce(512) { $0 + $1.utf8.count }, showsWordingMarks: true)
    svg.raw("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 ")
    svg.number(total)
    svg.raw(" ")
    svg.number(height)
    svg.raw("\" width=\"")
    svg.number(total)
    svg.raw("\" height=\"")
    svg.number(height)
    svg.raw("\" font-family=\"\(DevicePictureStyle.fontFamily)\">")
    svg.raw("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>")
    for (index, picture) in pictures.enumerated() {
      svg.raw("<g transform=\"translate(")
      svg.number(index * (width + gap))
      svg.raw(" 0)\">")
      svg.raw(picture.hasSuffix("\n") ? String(picture.dropLast()) : picture)
      svg.raw("</g>")
    }
    let legend = PictureText(
      options.legend, x: 4, baseline: height - 12, style: .footnote,
      isAssumedWording: options.showsWordingMarks)
    svg.text(legend)
    svg.raw("</svg>\n")
    return svg.output
  }

  /// The `height` a picture's root element states.
  private static func height(of svg: String) -> Int {
    guard let start = svg.firstRange(of: "height=\"") else { return 0 }
    return Int(svg[start.upperBound...].prefix { $0.isNumber }) ?? 0
  }
}
