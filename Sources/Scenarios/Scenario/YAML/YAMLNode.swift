import FlowEngine

/// One node of a scenario file's YAML document, as `YAMLComposer` builds it.
///
/// The loader needs only text, lists and mappings with their positions: tags are never
/// resolved (a value is read from its text as written), and anchors and aliases never reach
/// a node because the composer refuses them.
public indirect enum YAMLNode: Sendable {
  /// A scalar: its text, whether it was written plain (unquoted), and where it starts.
  case scalar(Scalar)
  /// A list and where it starts.
  case sequence([YAMLNode], Position)
  /// A mapping's pairs in file order, and where it starts.
  case mapping([Pair], Position)

  /// A scalar's text and how it was written.
  public struct Scalar: Sendable {
    /// The text after YAML's folding and escapes.
    public let text: String
    /// Whether it was written without quotes and not as a block scalar; only a plain scalar
    /// can mean null.
    public let isPlain: Bool
    /// Where it starts.
    public let position: Position
  }

  /// A key and its value.
  public struct Pair: Sendable {
    /// The key node.
    public let key: YAMLNode
    /// The value node.
    public let value: YAMLNode
  }

  /// A line and column, both from 1; the column counts Unicode scalars, as libyaml does.
  public struct Position: Sendable, Hashable {
    /// The line, from 1.
    public let line: Int
    /// The column, from 1.
    public let column: Int
  }

  /// Where the node starts.
  public var position: Position {
    switch self {
    case .scalar(let scalar): scalar.position
    case .sequence(_, let position), .mapping(_, let position): position
    }
  }
}
