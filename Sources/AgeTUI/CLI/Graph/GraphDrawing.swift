/// A platform's state diagram as `agetui graph` prints it: DOT (and a PNG Graphviz draws from
/// it) or Mermaid. The app flow's `TransitionDiagram` and Google Play's `PlayApprovalGraph`
/// are drawings.
protocol GraphDrawing {
  /// The diagram in Graphviz's DOT.
  func dot() -> String
  /// The diagram as a Mermaid state diagram.
  func mermaid() -> String
}
