// MARK: - Why Ask First shows no prompt

extension AgeRangeService {
  /// Why the app's next Ask First request shows no prompt, when its cached answer will answer
  /// it: "Landmarks has a cached answer until 2027-09-14, so no prompt will show." Nil when a
  /// prompt can show, or when something other than the cache decides (another mode, a law
  /// that shares automatically, an account that cannot share).
  ///
  /// A trainer who switches to Ask First after Always Share expects a prompt; the cache, valid
  /// until the anniversary, is why none comes.
  public static func cachedAnswerNote(
    bundleID: String, appName: String, in context: AgeRangeContext
  ) -> String? {
    let person = context.person
    guard person.sharingMode == .askFirst, person.isSignedIn, !person.isManagedAccount,
      context.region.regulation(on: context.today)?.sharesAutomatically != true
    else { return nil }
    let valid = context.cache.entries.filter {
      $0.bundleID == bundleID && $0.isValid(on: context.today)
    }
    // The first answer to run out is when a prompt can come back.
    guard let until = valid.map(\.validUntil).min() else { return nil }
    return "\(appName) has a cached answer until \(until), so no prompt will show."
  }
}
