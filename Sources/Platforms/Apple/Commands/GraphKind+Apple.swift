import Analyses
import StoreCommands

extension GraphKind {
  /// The app's flow, generated from its transition function (`TransitionTable`).
  public static let apple = GraphKind(platform: .apple, allEdgesRefusal: nil) { app, allEdges in
    TransitionDiagram(TransitionTable.generate(app: app), foldingUniversal: !allEdges)
  }
}
