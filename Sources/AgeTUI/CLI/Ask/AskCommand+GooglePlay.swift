import Apple
import ArgumentParser
import FlowEngine
import GooglePlay

// MARK: - The two platforms' options, and Google Play's answer

extension AskCommand {
  /// Apple needs gates and has no use for Google Play's options: each one given is named, so
  /// a flag is never silently ignored.
  func validateForApple() throws {
    guard gates != nil else {
      throw ValidationError("Missing expected argument '--gates <A[,B[,C]]>'")
    }
    let googleOnly: [(String, Bool)] = [
      ("--supervised", supervised), ("--sdk", sdk != .newest),
      ("--change-status", changeStatus != nil), ("--approval-date", approvalDate != nil),
      ("--fault", fault != nil),
      ("--refresh-weeks", refreshWeeks != AgeSignalsQuery.standardRefreshWeeks),
      ("--verified \(verified?.rawValue ?? "")", verified?.playVerification != nil),
    ]
    if let (name, _) = googleOnly.first(where: \.1) {
      throw ValidationError("\(name) is a Google Play option; add --platform google-play")
    }
  }

  /// Google Play has no Apple Account, Family Sharing, OS version or app name in its answer;
  /// each Apple option given is named, and Google's own values are checked.
  func validateForGooglePlay() throws {
    let appleOnly: [(String, Bool)] = [
      ("--signed-out", signedOut), ("--in-family/--not-in-family", family != nil),
      ("--communication-limits", communicationLimits), ("--managed-account", managedAccount),
      ("--os", os.version != OSArgument.standard.version),
      ("--app-name", appName != Self.standardAppName),
      ("--bundle-id", bundleID != Self.standardBundleID),
      ("--law-dates", lawDates.reading != .statute),
      ("--verified \(verified?.rawValue ?? "")", verified?.adultVerification != nil),
    ]
    if let (name, _) = appleOnly.first(where: \.1) {
      throw ValidationError(
        "\(name) is an Apple option; Google Play's Age Signals has no such input "
          + "(Google Play takes --supervised, --verified tier-c|tier-d, --sdk, --change-status, "
          + "--fault)")
    }
    if let gates, case .failure(let error) = PlayAgeRanges.custom(gates.values) {
      throw ValidationError("--gates: \(error)")
    }
    guard (2...8).contains(refreshWeeks) else {
      throw ValidationError(
        "--refresh-weeks must be from 2 to 8 (Google refreshes 2–8 weeks after a birthday); "
          + "got \(refreshWeeks)")
    }
    let supervisedOnly: [(String, Bool)] = [
      ("--change-status", changeStatus != nil), ("--approval-date", approvalDate != nil),
    ]
    if !supervised, let (name, _) = supervisedOnly.first(where: \.1) {
      throw ValidationError(
        "\(name) applies to a supervised account only (Play reports significant changes to "
          + "Family Link accounts); add --supervised")
    }
  }

  /// One round of Age Signals calls, answered in Google's names.
  func answerForGooglePlay() -> any AskAnswer {
    let (birthdate, today) = resolvedDates()
    var ranges = PlayAgeRanges.standard
    if let gates, case .success(let custom) = PlayAgeRanges.custom(gates.values) {
      ranges = custom
    }
    let account = PlayAccount(
      birthdate: birthdate, isSupervised: supervised,
      verification: verified?.playVerification ?? PlayAccount.Verification.none,
      sharingMode: mode.playSharingMode, sharesOnPrompt: answer == .share,
      changeStatus: changeStatus,
      approvalDate: approvalDate ?? (changeStatus == .approved ? today : nil))
    let query = AgeSignalsQuery(
      account: account, region: region.region.code, accountCreated: accountCreated,
      today: today, sdk: sdk, ranges: ranges, fault: fault, refreshWeeks: refreshWeeks,
      storeDates: storeDates.reading)
    return PlayAskAnswer(answer: AgeSignalsService.answer(query), sdk: sdk)
  }
}

extension AskCommand.Mode {
  /// The same setting as Google Play names it.
  fileprivate var playSharingMode: PlayAccount.SharingMode {
    switch self {
    case .alwaysShare: .alwaysShare
    case .askFirst: .askBeforeSharing
    case .neverShare: .neverShare
    }
  }
}
