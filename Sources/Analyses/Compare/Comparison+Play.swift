import FlowEngine
import GooglePlay
import PlayPresentation
import Scenarios

// MARK: - Google Play's side: the scenario's Play script replayed once per value

extension Comparison {
  /// The side a comparison replays: `store` when given, else Apple's when the scenario runs on
  /// Apple, else Google Play's. Throws when the scenario does not run on `store`, or the side
  /// does not have the setting (the iOS version is Apple's, the Age Signals library Google's).
  static func side(of scenario: Scenario, store: StoreName?, by dimension: CompareDimension)
    throws(CompareError) -> StoreName
  {
    let stores = scenario.platforms.compactMap(StoreName.init)
    let side = store ?? (stores.contains(.apple) ? .apple : .googlePlay)
    guard stores.contains(side) else {
      throw CompareError(
        "--store \(side.rawValue): \(scenario.name) runs on "
          + stores.map(\.title).joined(separator: " and ") + " only.")
    }
    guard !CompareDimension.all(on: side).contains(dimension) else { return side }
    let other: StoreName = side == .apple ? .googlePlay : .apple
    let what = dimension == .os ? "the iOS version is Apple's" : "the SDK version is Google Play's"
    let names =
      CompareDimension.all(on: side).map(\.rawValue) + (stores.count > 1 ? ["platform"] : [])
    let works = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    let switching =
      stores.contains(other)
      ? other == .apple
        ? "; drop --store google-play to compare its Apple side by \(dimension.rawValue)"
        : "; add --store google-play to compare its Google Play side by \(dimension.rawValue)"
      : ""
    throw CompareError(
      "--by \(dimension.rawValue): \(what), and \(scenario.name) is compared on \(side.title)"
        + (stores.count == 1 ? ", the only store it runs on" : "")
        + ": use --by \(works)\(switching)")
  }

  /// Replays the scenario's Google Play script once per value of `dimension`, up to script
  /// step `step` (the end when nil), as the Apple side does its own: Play has no automatic
  /// answers, so its walkthrough steps are its script steps.
  init(
    playing scenario: Scenario, by dimension: CompareDimension, values: [String]?, at step: Int?
  ) throws(CompareError) {
    guard let script = scenario.play else {
      throw CompareError("\(scenario.name) has no Google Play script to compare")
    }
    let regions = scenario.world.regions
    let valid = dimension.values(in: script.world, regions: regions)
    let own = dimension.value(in: script.world)
    let ownFirst = valid.filter { $0 == own } + valid.filter { $0 != own }
    let chosen = try Self.resolve(values ?? ownFirst, valid: valid, dimension: dimension)
    let reached = try Self.checked(step, of: scenario, count: script.steps.count)
    self.scenario = scenario
    self.dimension = dimension
    self.store = .googlePlay
    self.step = reached
    self.stepCount = script.steps.count
    self.stepAction = reached == 0 ? nil : script.steps[reached - 1].text
    let parent = scenario.world.parentName
    var columns: [CompareColumn] = []
    for value in chosen {
      var variant = scenario
      variant.play?.world = dimension.world(script.world, with: value) ?? script.world
      guard var runner = PlayScenarioRunner(scenario: variant) else { continue }
      while runner.steps.count < reached, runner.playNextStep() != nil {}
      let (world, steps) = (runner.world, runner.steps)
      columns.append(
        CompareColumn(
          value: value, label: dimension.label(of: value, regions: regions),
          isScenarioValue: value.lowercased() == own.lowercased(),
          cells: CompareAspect.all(on: .googlePlay).map {
            CompareCell(
              aspect: $0, lines: Self.playLines($0, world: world, steps: steps, parent: parent))
          }))
    }
    (self.columns, aspects) = Self.marked(columns, on: .googlePlay)
  }

  // MARK: - Play's cells

  static func playLines(
    _ aspect: CompareAspect, world: PlayWorld, steps: [PlayRunStep], parent: String?
  ) -> [String] {
    let phone = AndroidPhonePresentation(world)
    switch aspect {
    case .screen:
      return [phone.headline] + (phone.prompt.map { ["sheet: \($0.title)"] } ?? [])
        + phone.text.filter { !$0.isEmpty }
    case .saw:
      let seen = steps.flatMap(\.entries).filter {
        $0.to == .child && ($0.kind == .prompt || $0.kind == .notification)
      }
      return seen.isEmpty ? ["no prompt, sheet or notification"] : seen.map(\.summary)
    case .received:
      let fields = phone.received.filter { $0.name != "installId" }
      return fields.isEmpty ? ["no answer yet"] : fields.map(\.text)
    case .flow:
      let devices = DeviceID.allCases.filter { world.flows[$0] != nil }
      return devices.compactMap { device in
        guard let flow = world.flows[device] else { return nil }
        let prefix = device == .childPhone ? "" : "Tablet: "
        let step: String =
          switch flow.step {
          case .waitingForParent(_, let request): "waiting-for-parent (request #\(request))"
          case .notRunning, .checkingRegulation, .requestingAgeSignal, .checkingFeature,
            .needsParentalApproval, .acknowledging, .blocked, .running:
            DeviceSummary.description(of: flow.step)
          }
        return prefix + step + (flow.branch.map { ", branch \($0.rawValue)" } ?? "")
      }
    case .familyLink:
      return familyLinkLines(world, parent: parent ?? "the parent")
    case .refused:
      return steps.compactMap { step in
        step.refusal.map { "step \(step.number) (\(step.actionText)): \($0.text)" }
      }
    case .learned, .parent:
      return []
    }
  }

  /// Play's requests in Family Link and their answers, and any revoked approval.
  private static func familyLinkLines(_ world: PlayWorld, parent: String) -> [String] {
    guard world.child.isSupervised else { return ["not supervised: no Family Link"] }
    let requests = world.requests.map { request -> String in
      let changes = request.changeIDs.map(\.rawValue).joined(separator: ", ")
      let state: String =
        switch request.state {
        case .pending: "waiting for \(parent), sent \(request.sentOn)"
        case .approved: "approved"
        case .declined: "denied"
        case .superseded(let successor): "replaced by #\(successor)"
        }
      return "#\(request.id) \(state): \(changes)"
    }
    let revoked = world.revocations.map { "approval revoked \($0.revokedOn)" }
    let lines = requests + revoked
    return lines.isEmpty ? ["\(parent) not asked"] : lines
  }
}
