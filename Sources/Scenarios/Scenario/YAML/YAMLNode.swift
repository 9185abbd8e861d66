import FlowEngine

/// One node of a scenario file's YAML document, as `YAMLComposer` builds it.
///
/// The loader needs only text, lists and mappings with their positions: tags are never
/// resolved (a value is read from its text as written), and anchors and aliases never reach
/// a node because the composer refuses them.
indirect enum YAMLNode: Sendable {
  /// A scalar: its text, whether it was written plain (unquoted), and where it starts.
  case scalar(Scalar)
  /// A list and where it starts.
  case sequence([YAMLNode], Position)
  /// A mapping's pairs in file order, and where it starts.
  case mapping([Pair], Position)

  /// A scalar's text and how it was written.
  struct Scalar: Sendable {
    /// The text after YAML's folding and escapes.
    let text: String
    /// Whether it was written without quotes and not as a block scalar; only a plain scalar
    /// can mean null.
    let isPlain: Bool
    /// Where it starts.
    let position: Position
  }

  /// A key and its value.
  struct Pair: Sendable {
    /// The key node.
    let key: YAMLNode
    /// The value node.
    let value: YAMLNode
  }

  /// A line and column, both from 1; the column counts Unicode scalars, as libyaml does.
  struct Position: Sendable, Hashable {
    /// The line, from 1.
    let line: Int
    /// The column, from 1.
    let column: Int
  }

  /// Where the node starts.
  var position: Position {
    switch self {
    case .scalar(let scalar): scalar.position
    case .sequence(_, let position), .mapping(_, let position): position
    }
  }
}
