/// A piece of an HTML page, built as a tree and rendered in one pass, so every tag closes
/// where it opened however the content varies.
///
/// Text goes in only through ``text(_:)``, which escapes it with ``MarkupText/escape(_:)``;
/// ``raw(_:)`` is for markup this module made itself (SVG pictures, the style sheet).
/// Attribute values are written as given, so they must be values the page makes (ids,
/// classes), never scenario text.
public indirect enum HTMLNode: Sendable, Hashable {
  /// `<name a="v">children</name>`.
  case element(String, attributes: [Attribute], children: [HTMLNode])
  /// `<name a="v"/>`: an element that never has children (`meta`).
  case selfClosing(String, attributes: [Attribute])
  /// Markup written as is.
  case raw(String)
  /// Several nodes side by side, with nothing around them.
  case group([HTMLNode])

  /// One `name="value"` attribute.
  public struct Attribute: Sendable, Hashable {
    /// The attribute's name.
    public var name: String
    /// The attribute's value, written between double quotes as is.
    public var value: String

    /// An attribute named `name` holding `value`.
    public init(_ name: String, _ value: String) {
      self.name = name
      self.value = value
    }
  }

  /// An element with `attributes` (in this order) and `children`.
  public static func element(
    _ name: String, _ attributes: [Attribute] = [], _ children: HTMLNode...
  ) -> HTMLNode {
    .element(name, attributes: attributes, children: children)
  }

  /// Text, escaped.
  public static func text(_ value: String) -> HTMLNode {
    .raw(MarkupText.escape(value))
  }

  /// Nothing: for a part of the page that a condition leaves out.
  public static let empty = HTMLNode.group([])

  /// The node as markup.
  public var rendered: String {
    var output = ""
    render(into: &output)
    return output
  }

  /// Appends the node's markup to `output`.
  public func render(into output: inout String) {
    switch self {
    case .element(let name, let attributes, let children):
      Self.openTag(name, attributes, into: &output)
      output += ">"
      for child in children { child.render(into: &output) }
      output += "</"
      output += name
      output += ">"
    case .selfClosing(let name, let attributes):
      Self.openTag(name, attributes, into: &output)
      output += "/>"
    case .raw(let markup):
      output += markup
    case .group(let nodes):
      for node in nodes { node.render(into: &output) }
    }
  }

  private static func openTag(_ name: String, _ attributes: [Attribute], into output: inout String)
  {
    // Appended piece by piece: an interpolated string would be built and freed per tag.
    output += "<"
    output += name
    for attribute in attributes {
      output += " "
      output += attribute.name
      output += "=\""
      output += attribute.value
      output += "\""
    }
  }
}
