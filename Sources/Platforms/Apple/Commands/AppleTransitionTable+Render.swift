import FlowEngine
import Reports
import Scenarios

// MARK: - DOT and Mermaid

extension AppleTransitionTable {
  /// Events that lead from every other node to one node, with no condition and no effects
  /// (closing the app): a diagram draws each once rather than once per node.
  public var universalEdges: [Edge] {
    var result: [Edge] = []
    for edge in edges where edge.condition == nil && edge.effects.isEmpty {
      guard !result.contains(where: { $0.event == edge.event && $0.to == edge.to }) else {
        continue
      }
      let sources = Set(
        edges.filter {
          $0.event == edge.event && $0.to == edge.to && $0.condition == nil && $0.effects.isEmpty
            && $0.qualifiers == edge.qualifiers
        }.map(\.from))
      if sources == Set(nodes.filter { $0 != edge.to }) {
        var universal = edge
        universal.from = Node(id: "everyOtherStep", label: "every other step")
        result.append(universal)
      }
    }
    return result
  }

  /// The edges a diagram draws one by one: all of them, or all but the universal ones.
  public func drawnEdges(foldingUniversal: Bool) -> [Edge] {
    guard foldingUniversal else { return edges }
    let universal = universalEdges
    return edges.filter { edge in
      !universal.contains {
        $0.event == edge.event && $0.to == edge.to && $0.qualifiers == edge.qualifiers
          && edge.condition == nil && edge.effects.isEmpty
      }
    }
  }

  /// A Graphviz digraph: one box per node, one labelled arrow per edge (the event, the
  /// condition on a second line, the effects on a third). An event that leads from every other
  /// step to one step (closing the app) is drawn once, dashed, from "every other step", unless
  /// `foldingUniversal` is false.
  public func dot(foldingUniversal: Bool = true) -> String {
    var lines = [
      "digraph SignificantChangeFlow {",
      "  rankdir=TB;",
      "  node [shape=box, style=rounded, fontname=\"Helvetica\"];",
      "  edge [fontname=\"Helvetica\", fontsize=10];",
      "  start [shape=point, label=\"\"];",
    ]
    for node in nodes {
      lines.append("  \(node.id) [label=\(Self.dotQuoted(node.label))];")
    }
    let universal = foldingUniversal ? universalEdges : []
    if let first = universal.first {
      lines.append(
        "  \(first.from.id) [label=\(Self.dotQuoted(first.from.label)), shape=plaintext];")
    }
    lines.append("  start -> \(start.id);")
    for edge in drawnEdges(foldingUniversal: foldingUniversal) + universal {
      var label = [edge.eventLabel]
      if let condition = edge.condition { label.append("when \(condition)") }
      if !edge.effects.isEmpty { label.append("/ " + edge.effects.joined(separator: ", ")) }
      let quiet = edge.condition == nil && edge.effects.isEmpty && edge.event == "closed"
      let style = quiet ? ", style=dashed, color=gray50, fontcolor=gray50" : ""
      lines.append(
        "  \(edge.from.id) -> \(edge.to.id) "
          + "[label=\(Self.dotQuoted(label.joined(separator: "\n")))\(style)];")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// A Mermaid `stateDiagram-v2`: the same nodes and edges, each label on one line; an event
  /// that leads from every other step to one step becomes a note on that step, unless
  /// `foldingUniversal` is false.
  public func mermaid(foldingUniversal: Bool = true) -> String {
    var lines = ["stateDiagram-v2"]
    for node in nodes {
      lines.append("  state \"\(MermaidText.escaped(node.label, quotes: true))\" as \(node.id)")
    }
    lines.append("  [*] --> \(start.id)")
    for edge in drawnEdges(foldingUniversal: foldingUniversal) {
      lines.append("  \(edge.from.id) --> \(edge.to.id) : \(MermaidText.escaped(edge.label))")
    }
    for edge in foldingUniversal ? universalEdges : [] {
      lines.append(
        "  note left of \(edge.to.id) : "
          + MermaidText.escaped("\(edge.eventLabel) from every other step leads here"))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A DOT string literal: quotes and backslashes escaped, line breaks as `\n`.
  static func dotQuoted(_ text: String) -> String {
    var result = "\""
    for character in text {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      default: result.append(character)
      }
    }
    return result + "\""
  }
}
