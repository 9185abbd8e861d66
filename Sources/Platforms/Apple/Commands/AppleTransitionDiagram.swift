import Reports

/// The app flow's state diagram as `agetui graph` prints it (docs/graph.md): a Graphviz digraph
/// or a Mermaid state diagram of a `AppleTransitionTable`.
public struct AppleTransitionDiagram: Report, Sendable {
  /// DOT and Mermaid.
  public static let formats: [ReportFormat] = [.dot, .mermaid]

  /// The transitions drawn.
  public var table: AppleTransitionTable
  /// Whether an event that leads from every other step to one step (closing the app) is drawn
  /// once instead of from every step.
  public var foldingUniversal: Bool

  /// A diagram of a table.
  public init(_ table: AppleTransitionTable, foldingUniversal: Bool = true) {
    self.table = table
    self.foldingUniversal = foldingUniversal
  }

  /// Writes the diagram in one of ``formats``.
  public func write(_ format: ReportFormat, to output: ReportOutput) {
    switch format {
    case .dot: output.write(table.dot(foldingUniversal: foldingUniversal))
    case .mermaid: output.write(table.mermaid(foldingUniversal: foldingUniversal))
    case .text, .json, .markdown, .csv, .cast, .html, .svg, .png: break
    }
  }
}
