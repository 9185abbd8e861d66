import Apple
import FlowEngine
import Presentation

extension SystemSurface {
  /// Every system surface the simulation shows now, device by device (the person's devices,
  /// then the parent's iPhone, then Settings), with exactly what each says.
  public static func shown(in simulation: AppleSimulation) -> [AppleSurfaceSighting] {
    var sightings: [AppleSurfaceSighting] = []
    for device in simulation.devices where device.id != .parentPhone {
      sightings += onPersonDevice(simulation, device: device.id)
    }
    sightings += onParentPhone(simulation)
    sightings += inSettings(simulation)
    return sightings
  }

  private static func onPersonDevice(_ simulation: AppleSimulation, device id: DeviceID)
    -> [AppleSurfaceSighting]
  {
    let presentation = AppleChildDevicePresentation(simulation, device: id)
    var sightings: [AppleSurfaceSighting] = []
    func add(_ surface: SystemSurface, _ content: SurfaceContent) {
      sightings.append(AppleSurfaceSighting(surface: surface, device: id, content: content))
    }
    if let sheet = presentation.sheet, let shown = simulation.device(id)?.sheet {
      add(
        Self.sheet(shown, topic: topic(of: shown, in: simulation)),
        SurfaceContent(
          title: sheet.titleWording, lines: sheet.messageWordings,
          buttons: sheet.choices.compactMap(\.wording)))
    }
    if let error = presentation.alert {
      add(
        SystemSurface("cant-ask-alert", cantAsk(error)),
        SurfaceContent(
          title: AppleWording.cantAskTitle(), lines: [AppleWording.cantAskMessage(error)],
          buttons: [AppleWording.cantAskDismiss]))
    }
    if let reason = presentation.blockReason {
      add(
        SystemSurface("blocked-screen", blocked(reason)),
        SurfaceContent(
          title: BlockedScreenWording.title, lines: [BlockedScreenWording.text(reason)],
          buttons: presentation.screenChoices.compactMap(\.wording)))
    }
    for notification in presentation.notifications {
      let isRequired: Bool
      switch notification.share {
      case .required?: isRequired = true
      case .shared?, nil: isRequired = false
      }
      add(
        SystemSurface("shared-notification", isRequired ? "required" : "always-share"),
        SurfaceContent(title: nil, lines: [AppleWording.deviceNotification(notification.text)]))
    }
    return sightings
  }

  private static func topic(of sheet: AppleSheet, in simulation: AppleSimulation)
    -> AppleQuestionTopic?
  {
    // Only the compose sheet's words change with the question's topic.
    guard case .messagesCompose(let questionID) = sheet else { return nil }
    return simulation.askCenter.question(id: questionID)?.topic
  }

  private static func onParentPhone(_ simulation: AppleSimulation) -> [AppleSurfaceSighting] {
    let presentation = AppleParentDevicePresentation(simulation)
    var sightings: [AppleSurfaceSighting] = []
    for notification in presentation.notifications {
      sightings.append(
        AppleSurfaceSighting(
          surface: SystemSurface("request-notification"), device: .parentPhone,
          content: SurfaceContent(
            title: nil, lines: [AppleWording.requestNotification(notification.text)])))
    }
    for bubble in presentation.thread {
      guard let question = simulation.askCenter.question(id: bubble.questionID),
        let variant = Self.bubble(question.state)
      else { continue }
      sightings.append(
        AppleSurfaceSighting(
          surface: SystemSurface("messages-bubble", variant), device: .parentPhone,
          content: SurfaceContent(
            title: nil, lines: [bubble.textWording, bubble.statusWording],
            buttons: bubble.choices.compactMap(\.wording))))
    }
    return sightings
  }

  private static func inSettings(_ simulation: AppleSimulation) -> [AppleSurfaceSighting] {
    let settings = AppleSettingsPresentation(simulation)
    var sightings: [AppleSurfaceSighting] = []
    for section in settings.sections {
      guard let titleSource = section.titleSource else { continue }
      let cached = section.rows.contains { row in row.choices.contains { $0.source != nil } }
      let surface: SystemSurface
      if section.title == AppleWording.ageRangeForApps.text {
        surface = SystemSurface(
          "settings-age-range-for-apps", cached ? "cached" : "no-cached-answer")
      } else {
        surface = SystemSurface(
          "settings-sandbox", simulation.consentRevoked ? "notification-triggered" : "ready")
      }
      sightings.append(
        AppleSurfaceSighting(
          surface: surface, device: .childPhone,
          content: SurfaceContent(
            title: Wording(section.title, titleSource),
            lines: section.rows.flatMap(rowWordings),
            buttons: section.rows.flatMap { $0.choices.compactMap(\.wording) })))
    }
    return sightings
  }

  /// A Settings row's system words: its label and its value, where they are the system's.
  private static func rowWordings(_ row: AppleSettingsRow) -> [Wording] {
    guard let labelSource = row.labelSource else { return [] }
    let value = row.valueSource.map { [Wording(row.value, $0)] } ?? []
    return [Wording(row.label, labelSource)] + value
  }
}
