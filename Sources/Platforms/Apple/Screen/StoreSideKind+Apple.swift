import AgeScreen
import AppleAnalyses
import Scenarios

extension StoreSideKind {
  /// Apple's side (``AppleSide``), for every scenario that names Apple: its script played once
  /// and opened at its start.
  public static let apple = StoreSideKind(compareSide: .apple) {
    (scenario: Scenario) -> StoreSideOpening<AppleSide>? in
    guard scenario.platforms.contains(.apple) else { return nil }
    return StoreSideOpening(
      side: AppleSide(AppleShell(opening: AppleOpenScenario(scenario: scenario))))
  }
}
