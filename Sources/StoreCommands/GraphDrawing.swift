/// A store's state diagram as `agetui graph` prints it: DOT (and a PNG Graphviz draws from it)
/// or Mermaid. The app flow's `AppleTransitionDiagram` (Apple's) and Google Play's
/// `PlayApprovalGraph` are drawings, each made one in its store's room.
public protocol GraphDrawing {
  /// The diagram in Graphviz's DOT.
  func dot() -> String
  /// The diagram as a Mermaid state diagram.
  func mermaid() -> String
}
