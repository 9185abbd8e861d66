import FlowEngine

// MARK: - Why Ask First shows no prompt

extension AgeRangeService {
  /// Why the app's next Ask First requests show no prompt, when its cached answers will answer
  /// every one of them (`requests`: the gate sets it may ask for): "Landmarks has a cached
  /// answer until 2027-09-14, so no prompt will show." Nil when a prompt can show, or when
  /// something other than the cache decides (another mode, a law that shares automatically,
  /// an account that cannot share).
  ///
  /// A trainer who switches to Ask First after Always Share expects a prompt; the cache, valid
  /// until the anniversary, is why none comes.
  public static func cachedAnswerNote(
    bundleID: String, appName: String, requests: [[Int]], in context: AgeRangeContext
  ) -> String? {
    let person = context.person
    guard person.sharingMode == .askFirst, person.isSignedIn, !person.isManagedAccount,
      context.regionRule.regulation(on: context.today)?.sharesAutomatically != true
    else { return nil }
    var until: SimDate?
    for gates in requests {
      guard let entry = context.cache.entry(bundleID: bundleID, gates: gates),
        entry.isValid(on: context.today)
      else { return nil }
      // The first answer to run out is when a prompt can come back.
      until = min(until ?? entry.validUntil, entry.validUntil)
    }
    guard let until else { return nil }
    return "\(appName) has a cached answer until \(until), so no prompt will show."
  }
}
