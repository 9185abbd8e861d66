import GooglePlay
import StoreCommands

extension GraphKind {
  /// Google Play's approval state machine (`PlayApprovalGraph`).
  public static let googlePlay = GraphKind(
    platform: .googlePlay, summary: "Play's approval state machine",
    allEdgesRefusal: "--all-edges unfolds the app flow's close edges; Play's approval machine "
      + "(--platform google-play) has none to unfold"
  ) { app, _ in PlayApprovalGraph.generate(app: app) }
}
