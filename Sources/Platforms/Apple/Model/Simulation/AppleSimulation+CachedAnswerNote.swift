import FlowEngine

// MARK: - The cached answer that hides the Ask First prompt

extension AppleSimulation {
  /// "Landmarks has a cached answer until 2027-09-14, so no prompt will show.", when every
  /// request the app's next launch may make is answered from the cache under Ask First.
  ///
  /// The app always asks for its own gates; where a law applies today it may first ask for
  /// the significant-change gate (18), so that answer must be cached too. Counting that
  /// request whenever the region is regulated errs towards saying nothing rather than promising
  /// no prompt and showing one.
  public var cachedAnswerNote: String? {
    let app = world.app
    var requests = [app.gates]
    if world.regionRule.isRegulated(on: world.today) {
      requests.append([SignificantChangeFlow.ageOfMajorityGate])
    }
    return AgeRangeService.cachedAnswerNote(
      bundleID: app.bundleID, appName: app.name, requests: requests, in: ageRangeContext)
  }
}
