import Apple
import FlowEngine
import GooglePlay
import GooglePlayScenarios
import Scenarios

/// What a store did at one moment of a story, in phrases read off its run: the trace entries of
/// the steps tagged with the moment, each kind of entry that matters at that moment turned into
/// one phrase, in trace order, each phrase once.
enum PlatformMoment {
  /// Apple's phrases: the age range and how it was shared; AskCenter, Messages and the answer;
  /// RESCIND_CONSENT.
  static func apple(_ steps: [WalkthroughStep], moment: StoreMoment) -> [String] {
    var phrases: [String] = []
    for step in steps {
      for entry in step.entries {
        guard let phrase = applePhrase(entry, moment: moment, world: step.world.world) else {
          continue
        }
        phrases += phrase.filter { !phrases.contains($0) }
      }
    }
    return phrases
  }

  private static func applePhrase(_ entry: TraceEntry, moment: StoreMoment, world: World)
    -> [String]?
  {
    let detail = entry.detail
    switch moment {
    case .age:
      guard case .ageRangeAnswer(let result, _, let promptShown, _)? = detail else { return nil }
      if case .response(.sharing(let shared)) = result {
        let automatic = world.regionRule.regulation(on: entry.date)?.sharesAutomatically == true
        let how =
          promptShown
          ? "the person shares at the prompt"
          : automatic ? "shared automatically in \(world.region.name)" : "shared without a prompt"
        return [how, "\(shared.range), \(shared.declaration?.rawValue ?? "no declaration")"]
      }
      if case .error(let error) = result { return ["error: \(error.message)"] }
      return ["declinedSharing"]
    case .significantChange:
      if Self.asksThroughAskCenter(entry) { return ["the app asks (AskCenter)"] }
      if case .questionSent? = detail { return ["the child sends the question in Messages"] }
      if case .parentAnswer(_, _, let answer)? = detail, entry.to == .app {
        return ["the app hears back (\(answer.rawValue))"]
      }
      if case .questionExpired? = detail { return ["the question expires unanswered"] }
      return nil
    case .revocation:
      guard case .rescindConsentNotification? = detail else { return nil }
      return ["RESCIND_CONSENT to the developer's server"]
    }
  }

  /// Whether an entry is the app asking through AskCenter: `AskCenter.ask` (26.2 on, or the
  /// newest call the OS has) or 27.0's `askSignificantChangePermission`, whichever the world uses.
  static func asksThroughAskCenter(_ entry: TraceEntry) -> Bool {
    if case .askRequest(let api, _)? = entry.detail {
      return api == .automatic || api == .askCenter
    }
    // The same detail also records a change of the setting; only the call is a request.
    if case .permissionFlow? = entry.detail { return entry.kind == .request }
    return false
  }

  /// Google Play's phrases: the Age Signals calls and answer; Play Console's declaration,
  /// Family Link's request and the statuses the app read; the revocation list.
  static func googlePlay(_ steps: [PlayRunStep], moment: StoreMoment, run: [PlayRunStep])
    -> [String]
  {
    var phrases: [String] = []
    for step in steps {
      for entry in step.entries {
        guard let phrase = playPhrase(entry, moment: moment) else { continue }
        phrases += phrase.filter { !phrases.contains($0) }
      }
    }
    if moment == .significantChange, let last = steps.last {
      // The statuses the app read up to the moment's end, on any step: on Play the app reads
      // the parent's answer by calling again.
      var read: [String] = []
      for step in run where step.number <= last.number {
        for entry in step.entries where entry.to == .app {
          guard case .signals(let result, _, _)? = entry.detail,
            let status = result.significantChangeStatus?.rawValue, read.last != status
          else { continue }
          read.append(status)
        }
      }
      if !read.isEmpty {
        phrases.append("the app calls again and reads " + read.joined(separator: " → "))
      }
    }
    return phrases
  }

  private static func playPhrase(_ entry: PlayTraceEntry, moment: StoreMoment) -> [String]? {
    let detail = entry.detail
    switch moment {
    case .age:
      if case .access(let status, _, _)? = detail {
        return ["\(AgeSignalsCall.requestAgeSignalsAccess.rawValue) → \(status.rawValue)"]
      }
      if case .failure(let call, let error, _)? = detail {
        return ["\(call.rawValue) threw \(error.rawValue)"]
      }
      guard case .signals(let result, _, _)? = detail else { return nil }
      return [result.rangeAndSource]
    case .significantChange:
      if case .changeDeclared(let change)? = detail {
        return [
          "the developer declares it in Play Console with an effective date "
            + "(\(change.effectiveDate))"
        ]
      }
      guard case .familyLinkRequest? = detail else { return nil }
      return ["Play asks the parent in Family Link"]
    case .revocation:
      guard case .revoked(let revocations)? = detail, !revocations.isEmpty else { return nil }
      return [
        "the install ID appears in Play Console's CSV (kept \(PlayRevocation.retentionDays) days)"
      ]
    }
  }
}
