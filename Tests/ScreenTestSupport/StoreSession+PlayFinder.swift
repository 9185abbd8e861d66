import AgeScreen
import GooglePlayScreen

@testable import AppleScreen

extension StoreSession<AppleShellSession> {
  /// Apple's session and the Google Play side `finder` finds for its scenario: the two-store
  /// session these tests build most.
  package init(host: AppleShellSession, finder: @escaping PlaySide.Finder) {
    self.init(host: host, kinds: [.googlePlay(finder: finder)])
  }
}
