import Analyses
import StoreCommands

extension AppleTransitionDiagram: GraphDrawing {
  /// The app flow's diagram in Graphviz's DOT.
  public func dot() -> String { rendered(.dot) }
  /// The app flow's diagram as a Mermaid state diagram.
  public func mermaid() -> String { rendered(.mermaid) }
}
