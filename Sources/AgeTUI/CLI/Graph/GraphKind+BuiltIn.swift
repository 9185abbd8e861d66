import Analyses
import GooglePlay
import Reports

extension GraphKind {
  /// The app's flow, generated from its transition function (`TransitionTable`).
  static let apple = GraphKind(platform: .apple, allEdgesRefusal: nil) { app, allEdges in
    TransitionDiagram(TransitionTable.generate(app: app), foldingUniversal: !allEdges)
  }

  /// Google Play's approval state machine (`PlayApprovalGraph`).
  static let googlePlay = GraphKind(
    platform: .googlePlay,
    allEdgesRefusal: "--all-edges unfolds the app flow's close edges; Play's approval machine "
      + "(--platform google-play) has none to unfold"
  ) { app, _ in PlayApprovalGraph.generate(app: app) }

  /// The platforms `graph` draws, the default first: the one line a platform's diagram adds.
  static let builtIn: [GraphKind] = [.apple, .googlePlay]
}

extension TransitionDiagram: GraphDrawing {
  func dot() -> String { rendered(.dot) }
  func mermaid() -> String { rendered(.mermaid) }
}

extension PlayApprovalGraph: GraphDrawing {}
