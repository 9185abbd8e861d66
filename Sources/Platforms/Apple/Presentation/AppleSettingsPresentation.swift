import Apple
import FlowEngine

/// The Settings pane: Age Range for Apps, family and account, the world (region, OS, app
/// updates), the simulated clock, the modelled assumptions, and the sandbox.
public struct AppleSettingsPresentation: Hashable, Sendable {
  /// The sections, in order.
  public var sections: [AppleSettingsSection]

  /// Every row, in order (for selection by index).
  public var rows: [AppleSettingsRow] { sections.flatMap(\.rows) }

  /// Describes Settings in a simulation.
  public init(_ simulation: AppleSimulation) {
    let world = simulation.world
    sections = [
      Self.ageRange(simulation), Self.account(world), Self.place(simulation),
      Self.clock(simulation), Self.assumptions(world.assumptions), Self.sandbox(simulation),
    ]
  }

  private static func ageRange(_ simulation: AppleSimulation) -> AppleSettingsSection {
    let world = simulation.world
    let mode = world.person.sharingMode
    let next = world.nextSharingMode
    let region = world.region
    var modeDetail =
      world.parentDecides
      ? "set by \(world.parentName ?? "the parent")" : "set by \(world.person.name)"
    if let law = world.regionRule.regulation(on: world.today), law.sharesAutomatically {
      modeDetail += "; \(region.name) shares automatically whatever the mode"
    }
    let entries = simulation.cache.entries.filter { $0.bundleID == world.app.bundleID }
    let answers = entries.map { entry in
      let answer: String
      switch entry.response {
      case .sharing(let shared): answer = shared.range.description
      case .declinedSharing: answer = "Don't Share"
      }
      return "\(answer) until \(entry.validUntil)"
    }
    // Each gate set is cached apart, but the same answer twice says nothing new: it is shown
    // once, with how many gate sets hold it, so the row stays short enough to read whole.
    var distinct: [(answer: String, count: Int)] = []
    for answer in answers {
      if let index = distinct.firstIndex(where: { $0.answer == answer }) {
        distinct[index].count += 1
      } else {
        distinct.append((answer, 1))
      }
    }
    let cached =
      distinct.isEmpty
      ? "no cached answer"
      : distinct.map { $0.count > 1 ? "\($0.answer) (\($0.count) gate sets)" : $0.answer }
        .joined(separator: "; ")
    return AppleSettingsSection(
      title: AppleWording.ageRangeForApps.text,
      rows: [
        AppleSettingsRow(
          label: AppleWording.sharingLabel.text, value: mode.title, detail: modeDetail,
          choices: [AppleActionChoice("Set to \(next.title)", .setSharingMode(next))],
          labelSource: AppleWording.sharingLabel.source,
          valueSource: AppleWording.sharingMode(mode).source),
        AppleSettingsRow(
          label: world.app.name, value: cached,
          detail: "cached answers hold until the anniversary of the declaration",
          choices: entries.isEmpty
            ? []
            : [AppleActionChoice(AppleWording.shareAgain, .shareAgeRangeAgain, role: .affirmative)]
        ),
      ], titleSource: AppleWording.ageRangeForApps.source)
  }

  private static func account(_ world: AppleWorld) -> AppleSettingsSection {
    let person = world.person
    let verification = AdultVerification.allCases.cycled(after: person.verification)
    return AppleSettingsSection(
      title: "Family & Account",
      rows: [
        AppleSettingsRow(
          label: "Family Sharing",
          value: person.isInFamily
            ? "in \(world.parentName.map { "\($0)'s" } ?? "a") family" : "not in a family",
          choices: [
            AppleActionChoice(
              person.isInFamily ? "Leave Family Sharing" : "Join Family Sharing",
              .setInFamily(!person.isInFamily))
          ]),
        AppleSettingsRow(
          label: "Apple Account", value: person.isSignedIn ? "signed in" : "signed out",
          choices: [
            AppleActionChoice(
              person.isSignedIn ? "Sign Out" : "Sign In", .setSignedIn(!person.isSignedIn),
              role: person.isSignedIn ? .destructive : .affirmative)
          ]),
        accountCreated(world),
        AppleSettingsRow(
          label: "Verification", value: person.verification.title,
          choices: [AppleActionChoice("Set: \(verification.title)", .setVerification(verification))]
        ),
        AppleSettingsRow(
          label: "Communication limits", value: person.hasCommunicationLimits ? "on" : "off",
          detail: "Screen Time, set by the parent",
          choices: [
            AppleActionChoice(
              person.hasCommunicationLimits ? "Turn Off" : "Turn On",
              .setCommunicationLimits(!person.hasCommunicationLimits))
          ]),
      ])
  }

  /// When the Apple Account was created: laws for *new accounts* bind only accounts created on
  /// or after their start (reference §8.1).
  private static func accountCreated(_ world: AppleWorld) -> AppleSettingsRow {
    let created = world.person.accountCreated
    let yearEarlier = world.today.adding(years: -1)
    let choices =
      [yearEarlier, world.today].filter { $0 != created }.map { (day: SimDate) in
        AppleActionChoice("Set: created \(day)", .setAccountCreated(day))
      }
      + (created == nil
        ? [] : [AppleActionChoice("Clear (counts as new)", .setAccountCreated(nil))])
    return AppleSettingsRow(
      label: "Account created", value: created?.description ?? "not set (counts as new)",
      detail: world.lawRule ?? "laws for new accounts bind accounts created from their start",
      isAssumption: created == nil, choices: choices)
  }

  private static func place(_ simulation: AppleSimulation) -> AppleSettingsSection {
    let world = simulation.world
    let region = world.region
    let nextRegion = world.nextRegion
    let law = world.regionRule.regulation(on: world.today)
    let regionValue =
      law.map { "\(region.name) (\(region.code)) · regulated since \($0.from)" }
      ?? "\(region.name) (\(region.code)) · not regulated"
    let nextOS = OSVersion.allCases.cycled(after: world.os)
    let installed = simulation.devices.map(\.installedVersion).max() ?? world.app.currentVersion
    let updates = world.app.changes.map(\.introducedIn).filter { $0 > installed }
    let update = updates.min()
    var rows = [
      AppleSettingsRow(
        label: "Region", value: regionValue,
        detail: "\(region.confidence.tag) \(region.source)",
        isAssumption: region.confidence == .assumption,
        choices: [AppleActionChoice("Move to \(nextRegion.name)", .setRegion(nextRegion.code))]),
      AppleSettingsRow(
        label: "iOS", value: world.os.rawValue,
        choices: [
          AppleActionChoice(
            "\(nextOS > world.os ? "Update" : "Downgrade") to \(nextOS.rawValue)", .setOS(nextOS))
        ]),
      AppleSettingsRow(
        label: "App Store", value: "\(world.app.name) \(installed) installed",
        detail: "first installed at \(world.app.originalInstallVersion)",
        choices: update.map {
          [AppleActionChoice("Install \(world.app.name) \($0)", .installUpdate($0))]
        }
          ?? []),
    ]
    if world.os.hasPermissionFlow {
      let next = PermissionFlow.allCases.cycled(after: world.permissionFlow)
      rows.append(
        AppleSettingsRow(
          label: "Permission flow", value: world.permissionFlow.title,
          detail: "the app's PermissionFlow for askSignificantChangePermission (27.0)",
          choices: [AppleActionChoice("Set: \(next.title)", .setPermissionFlow(next))]))
    }
    if let second = world.secondDevice {
      rows.append(
        AppleSettingsRow(
          label: "Second device", value: "\(second.title) signed in to the same account",
          detail: "shares the age-range cache and the iCloud key-value store",
          choices: [
            AppleActionChoice(
              "Open \(world.app.name) on the \(second.title)", .launchApp(.secondDevice))
          ]))
    }
    return AppleSettingsSection(title: "World", rows: rows)
  }

  private static func clock(_ simulation: AppleSimulation) -> AppleSettingsSection {
    let world = simulation.world
    let birthday = world.person.birthdate.nextRecurrence(after: world.today)
    let anniversary = simulation.cache.nextAnniversary(
      bundleID: world.app.bundleID, after: world.today)
    return AppleSettingsSection(
      title: "Clock",
      rows: [
        AppleSettingsRow(
          label: "Today", value: world.today.description,
          detail: "\(world.person.name) is \(world.age) (known to the system only)",
          choices: [
            AppleActionChoice("+1 day", .advanceClock(.days(1))),
            AppleActionChoice("+1 month", .advanceClock(.months(1))),
            AppleActionChoice("+1 year", .advanceClock(.years(1))),
          ]),
        AppleSettingsRow(
          label: "Next birthday", value: birthday.description,
          choices: [AppleActionChoice("Jump to \(birthday)", .advanceClock(.nextBirthday))]),
        AppleSettingsRow(
          label: "Next anniversary", value: anniversary?.description ?? "none (nothing cached)",
          detail: "of the original declaration: the cache renews then",
          choices: anniversary.map {
            [AppleActionChoice("Jump to \($0)", .advanceClock(.nextAnniversary))]
          }
            ?? []),
      ])
  }

  private static func assumptions(_ assumptions: Assumptions) -> AppleSettingsSection {
    var declined = assumptions
    declined.declinedSharing = DeclinedSharingPolicy.allCases.cycled(
      after: assumptions.declinedSharing)
    var dates = assumptions
    dates.lawDates = LawReading.allCases.cycled(after: assumptions.lawDates)
    var storeDates = assumptions
    storeDates.storeDates = StoreDateReading.allCases.cycled(after: assumptions.storeDates)
    return AppleSettingsSection(
      title: "Assumptions (not documented by Apple)",
      rows: [
        AppleSettingsRow(
          label: "On declined sharing", value: assumptions.declinedSharing.title,
          detail: "Apple's sample shows no branch", isAssumption: true,
          choices: [
            AppleActionChoice("Set: \(declined.declinedSharing.title)", .setAssumptions(declined))
          ]),
        switchRow(
          "Cache Don't Share", \.cachesDeclines, "re-prompt only at the anniversary", assumptions),
        switchRow(
          "Cap gates at majority", \.clampsGatesToMajority, "the regional maximum", assumptions),
        switchRow(
          "Notify on required share", \.notifiesOnRegulatedShare, "in a regulated region",
          assumptions),
        AppleSettingsRow(
          label: "Law start dates", value: assumptions.lawDates.title,
          detail: "Utah 2027-05-06 or 2026-05-06, Louisiana 2027-07-01 or 2026-07-01",
          isAssumption: true,
          choices: [AppleActionChoice("Set: \(dates.lawDates.title)", .setAssumptions(dates))]),
        AppleSettingsRow(
          label: "Unannounced dates", value: assumptions.storeDates.title,
          detail: "Apple has given none for Alabama or California (2027-01-01 by statute)",
          isAssumption: true,
          choices: [
            AppleActionChoice("Set: \(storeDates.storeDates.title)", .setAssumptions(storeDates))
          ]),
      ])
  }

  /// The row of an assumption that is on or off: `yes` or `no`, and one choice that turns it
  /// the other way.
  private static func switchRow(
    _ label: String, _ setting: WritableKeyPath<Assumptions, Bool>, _ detail: String,
    _ assumptions: Assumptions
  ) -> AppleSettingsRow {
    var switched = assumptions
    switched[keyPath: setting].toggle()
    let isOn = assumptions[keyPath: setting]
    return AppleSettingsRow(
      label: label, value: isOn ? "yes" : "no", detail: detail, isAssumption: true,
      choices: [AppleActionChoice(isOn ? "Turn Off" : "Turn On", .setAssumptions(switched))])
  }

  private static func sandbox(_ simulation: AppleSimulation) -> AppleSettingsSection {
    let app = simulation.world.app
    return AppleSettingsSection(
      title: "Developer › \(AppleWording.sandboxAccount.text)",
      rows: [
        AppleSettingsRow(
          label: AppleWording.revokeAppConsent.text,
          value: simulation.consentRevoked
            ? "\(AppleWording.notificationTriggered.text) for \(app.bundleID)" : app.bundleID,
          detail: simulation.consentRevoked
            ? "a notification will soon go to the developer's server (RESCIND_CONSENT)"
            : "sends RESCIND_CONSENT to the developer's server",
          choices: simulation.consentRevoked
            ? []
            : [AppleActionChoice(AppleWording.revokeConsent, .revokeConsent, role: .destructive)],
          labelSource: AppleWording.revokeAppConsent.source,
          valueSource: simulation.consentRevoked ? AppleWording.notificationTriggered.source : nil)
      ], titleSource: AppleWording.sandboxAccount.source)
  }
}
