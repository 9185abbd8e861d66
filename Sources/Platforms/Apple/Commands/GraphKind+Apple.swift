import Analyses
import StoreCommands

extension GraphKind {
  /// The app's flow, generated from its transition function (`AppleTransitionTable`).
  public static let apple = GraphKind(
    platform: .apple, summary: "the app's flow", allEdgesRefusal: nil
  ) { app, allEdges in
    AppleTransitionDiagram(AppleTransitionTable.generate(app: app), foldingUniversal: !allEdges)
  }
}
