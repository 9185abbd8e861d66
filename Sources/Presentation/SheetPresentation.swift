import FlowEngine

/// A system sheet as the person sees it: exact title, message and buttons.
public struct SheetPresentation: Hashable, Sendable {
  /// Which sheet: `age-range-prompt`, `messages-compose`, `acknowledgment`.
  public var kind: String
  /// The title.
  public var title: String
  /// The message, as paragraphs.
  public var message: [String]
  /// The buttons, in order.
  public var choices: [ActionChoice]

  /// Creates a sheet.
  public init(kind: String, title: String, message: [String], choices: [ActionChoice]) {
    self.kind = kind
    self.title = title
    self.message = message
    self.choices = choices
  }
}
