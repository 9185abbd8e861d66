import Analyses
import StoreCommands

extension GraphKind {
  /// The app's flow, generated from its transition function (`TransitionTable`).
  public static let apple = GraphKind(
    platform: .apple, summary: "the app's flow", allEdgesRefusal: nil
  ) { app, allEdges in
    TransitionDiagram(TransitionTable.generate(app: app), foldingUniversal: !allEdges)
  }
}
