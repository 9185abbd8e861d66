import FlowEngine

/// Play's side of an Age Signals call: a pure function from what the system knows to what the
/// app receives. Facts are cited by reference section; assumptions carry [I] in the reasons.
public enum AgeSignalsService {
  /// The app's calls, answered: in 0.0.4 `requestAgeSignalsAccess` then, after `SHARED`,
  /// `checkAgeSignals`; in 0.0.3 `checkAgeSignals` alone.
  public static func answer(_ query: AgeSignalsQuery) -> AgeSignalsAnswer {
    if let fault = query.fault {
      // The app's first call throws: 0.0.4 starts with requestAgeSignalsAccess.
      let call: AgeSignalsCall =
        switch query.sdk {
        case .v004: .requestAgeSignalsAccess
        case .v003: .checkAgeSignals
        }
      return AgeSignalsAnswer(
        failure: .init(call: call, error: fault), reasons: [faultReason(fault, call: call)])
    }
    let rule = PlayRegionRule.rule(
      for: query.region, on: query.today, in: query.regionRules,
      accountCreated: query.accountCreated, storeDates: query.storeDates)
    var answer =
      switch query.sdk {
      case .v004: answerV004(query, rule: rule)
      case .v003: answerV003(query, rule: rule)
      }
    if let law = PlayNewAccountsLaw(
      for: query.region, on: query.today, in: query.regionRules,
      accountCreated: query.accountCreated, storeDates: query.storeDates)
    {
      answer.reasons.insert(
        "\(law.sentence), so the law \(law.binds ? "binds" : "does not bind") it "
          + "(reference §8.1).", at: 0)
    }
    if let reason = storeDateReason(query) {
      answer.reasons.append(reason)
    }
    if let period = PlayRegionRule.period(
      for: query.region, on: query.today, in: query.regionRules,
      accountCreated: query.accountCreated, storeDates: query.storeDates),
      period.rule == .sharingModes, period.confidence == .assumption
    {
      // A row that names the sharing modes itself (Canada's) says why.
      answer.reasons.append(
        "Play's rule for \(query.region) is an assumption: \(period.source) [I].")
    }
    return answer
  }

  /// Where Google gives no firm date for a law the statute has in force today for this account,
  /// which reading of the stores' dates decided, in one sentence (reference §9.1; the reading
  /// [I]).
  private static func storeDateReason(_ query: AgeSignalsQuery) -> String? {
    guard
      let period = PlayRegionRule.period(
        for: query.region, on: query.today, in: query.regionRules,
        accountCreated: query.accountCreated, storeDates: .statute), period.unannounced
    else { return nil }
    let name = period.rule.lawName ?? query.region.rawValue
    switch query.storeDates {
    case .statute:
      return "\(name): no firm date from Google (\(period.source)); AgeTUI follows the "
        + "statute's, from \(period.from) (store-dates: statute) [I]."
    case .toBeDetermined:
      return "\(name)'s law applies from \(period.from) by statute, but Google's date is to be "
        + "determined, so Play does not apply it yet (store-dates: to-be-determined) [I]."
    }
  }

  /// The age Play reports: its cached signal catches up with a birthday only `refreshWeeks`
  /// after it (reference §6.3 [V]: 2–8 weeks; where in the window [I]).
  public static func reportedAge(of account: PlayAccount, on today: SimDate, refreshWeeks: Int)
    -> Int
  {
    account.birthdate.wholeYears(until: today.adding(days: -7 * refreshWeeks))
  }

  private static func answerV004(_ query: AgeSignalsQuery, rule: PlayRegionRule)
    -> AgeSignalsAnswer
  {
    let account = query.account
    var answer = AgeSignalsAnswer()
    switch rule {
    case .appStoreLaw(let name):
      // No in-app prompt where an app-store law binds: shared, or verification required.
      if account.isSupervised || account.verification != .none {
        answer.access = .shared
        answer.reasons.append(
          "\(name)'s app-store law: no in-app prompt; the age is shared (reference §8.3).")
      } else {
        answer.access = .verificationRequired
        answer.reasons.append(
          "\(name)'s app-store law requires a verified or supervised age and this account has "
            + "neither: VERIFICATION_REQUIRED sends the user to the Play Store (reference §8.3).")
        return answer
      }
    case .ageBracketLaw(let name):
      // The operating system hands apps the bracket: nothing to prompt for or decline [I].
      answer.access = .shared
      answer.reasons.append(
        "\(name)'s age-bracket law: the operating system gives apps the age bracket declared at "
          + "set-up, so Play shares it with no in-app prompt, whatever the sharing mode "
          + "(reference §9.1) [I].")
    case .declaredOrUnknown, .sharingModes:
      let whose = account.isSupervised ? "the parent's Family Link setting" : "the user's setting"
      switch account.sharingMode {
      case .alwaysShare:
        answer.access = .shared
        answer.reasons.append("Always share (\(whose)): shared, no prompt (reference §8.3).")
      case .neverShare:
        answer.access = .notShared
        answer.reasons.append("Never share (\(whose)): not shared, no prompt (reference §8.3).")
        return answer
      case .askBeforeSharing:
        answer.promptShown = true
        answer.access = account.sharesOnPrompt ? .shared : .notShared
        answer.reasons.append(
          "Ask before sharing (\(whose)): Play's in-app prompt asked and the user "
            + (account.sharesOnPrompt ? "shared" : "did not share") + " (reference §8.3)"
            + (account.isSupervised ? "; the child answers the prompt [I]." : "."))
        guard account.sharesOnPrompt else { return answer }
      }
    }
    let age = reportedAge(of: account, on: query.today, refreshWeeks: query.refreshWeeks)
    let range = query.ranges.range(holding: age)
    var result = AgeSignalsResult(ageLower: range.lower, ageUpper: range.upper)
    result.ageRangeSource = source(of: account, rule: rule)
    if account.isSupervised {
      result.significantChangeStatus = account.changeStatus
      result.approvalDate = account.approvalDate
      result.installID = query.installID
    }
    answer.result = result
    answer.reasons += ageReasons(query, age: age, range: range)
    return answer
  }

  private static func answerV003(_ query: AgeSignalsQuery, rule: PlayRegionRule)
    -> AgeSignalsAnswer
  {
    let account = query.account
    let age = reportedAge(of: account, on: query.today, refreshWeeks: query.refreshWeeks)
    let range = query.ranges.range(holding: age)
    var result = AgeSignalsResult(ageLower: range.lower, ageUpper: range.upper)
    var reasons: [String] = []
    switch rule {
    case .sharingModes:
      reasons.append(
        "No Age Signals law applies here: 0.0.3 returns a null userStatus and the app ignores "
          + "the other fields (reference §6.3).")
      return AgeSignalsAnswer(result: AgeSignalsResult(), reasons: reasons)
    case .declaredOrUnknown where account.sharingMode == .neverShare:
      reasons.append(
        "Brazil returns only DECLARED or UNKNOWN (reference §6.3); 0.0.3 predates the sharing "
          + "modes, so AgeTUI assumes Play honours Never share as an unknown age, UNKNOWN with "
          + "no ages [I].")
      return AgeSignalsAnswer(result: AgeSignalsResult(userStatus: .unknown), reasons: reasons)
    case .declaredOrUnknown:
      result.userStatus = .declared
      reasons.append("Brazil: only declared or unknown ages (reference §6.3).")
    case .ageBracketLaw(let name):
      result.userStatus = .declared
      reasons.append(
        "\(name)'s age-bracket law: the bracket is declared at device set-up by the user or a "
          + "parent, so 0.0.3 reports DECLARED (reference §6.3, §9.1) [I].")
    case .appStoreLaw(let name):
      if account.isSupervised {
        result.userStatus = userStatus(for: account.changeStatus)
        reasons.append(
          "\(name): a supervised account; the parent sets the age (reference §6.3).")
      } else if account.verification != .none {
        result.userStatus = .verified
        reasons.append("\(name): Google verified the age (reference §6.3).")
      } else {
        reasons.append(
          "\(name): the age is unknown; send the user to the Play Store (reference §6.3).")
        return AgeSignalsAnswer(result: AgeSignalsResult(userStatus: .unknown), reasons: reasons)
      }
    }
    if account.isSupervised {
      result.approvalDate = account.approvalDate
      result.installID = query.installID
    }
    reasons += ageReasons(query, age: age, range: range)
    return AgeSignalsAnswer(result: result, reasons: reasons)
  }

  /// 0.0.3's status of a supervised account, from its significant-change approval.
  private static func userStatus(for change: PlaySignificantChangeStatus?) -> AgeSignalsUserStatus {
    switch change {
    case nil, .approved?: .supervised
    case .pending?: .supervisedApprovalPending
    case .declined?: .supervisedApprovalDenied
    }
  }

  /// Where the age comes from: the parent for a supervised account; a check (C or D) only where
  /// a law makes it mandatory (reference §8.3 [V]); a declaration otherwise.
  private static func source(of account: PlayAccount, rule: PlayRegionRule) -> PlayAgeRangeSource {
    if account.isSupervised { return .tierB }
    guard case .appStoreLaw = rule else { return .tierA }
    switch account.verification {
    case .none: return .tierA
    case .tierC: return .tierC
    case .tierD: return .tierD
    }
  }

  private static func ageReasons(
    _ query: AgeSignalsQuery, age: Int, range: (lower: Int, upper: Int?)
  ) -> [String] {
    func shown(_ range: (lower: Int, upper: Int?)) -> String {
      range.upper.map { "\(range.lower)–\($0)" } ?? "\(range.lower)+"
    }
    var reasons = [
      "Ranges \(query.ranges.description): the app learns \(shown(range)), never the birthdate "
        + "(reference §6.3)."
    ]
    let birthdate = query.account.birthdate
    let actual = birthdate.wholeYears(until: query.today)
    if actual != age {
      // Inside the refresh window after a birthday: say why the range has not moved, and when
      // it does.
      let birthday = birthdate.adding(years: actual)
      let refreshed = birthday.adding(days: 7 * query.refreshWeeks)
      let next = shown(query.ranges.range(holding: actual))
      let moves =
        next == shown(range)
        ? "it still counts \(age), not \(actual), until \(refreshed); the range, \(next), is "
          + "the same either way"
        : "the range has not moved yet: \(shown(range)) until \(refreshed), when it becomes "
          + next
      reasons.append(
        "Birthday on \(birthday): Play refreshes its signal \(query.refreshWeeks) weeks after "
          + "a birthday (Google: 2–8, reference §6.3), so \(moves) [I: where in the window, "
          + "--refresh-weeks].")
    }
    return reasons
  }

  private static func faultReason(_ error: AgeSignalsError, call: AgeSignalsCall) -> String {
    "\(call.rawValue) threw \(error.rawValue) (\(error.code)); "
      + (error.isRetryable ? "retryable" : "not retryable") + " (reference §6.6)."
  }
}
