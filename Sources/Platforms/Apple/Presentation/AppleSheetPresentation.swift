import FlowEngine
import Presentation

/// A system sheet as the person sees it: exact title, message and buttons, each with where its
/// words come from.
public struct AppleSheetPresentation: Hashable, Sendable {
  /// Which sheet: `AppleSheet.name` (`age-range-prompt`, `messages-compose`, …).
  public var kind: String
  /// The title.
  public var title: String
  /// Where the title's words come from.
  public var titleSource: WordingSource
  /// The message, as paragraphs.
  public var message: [String]
  /// Where each paragraph's words come from.
  public var messageSources: [WordingSource]
  /// The buttons, in order.
  public var choices: [AppleActionChoice]
  /// Whom a Messages compose sheet is addressed to (its first paragraph says so), for a picture
  /// that draws the recipient apart; nil for the other sheets.
  public var recipient: String?

  /// Creates a sheet from its wordings.
  public init(
    kind: String, title: Wording, message: [Wording], choices: [AppleActionChoice],
    recipient: String? = nil
  ) {
    self.kind = kind
    self.recipient = recipient
    self.title = title.text
    self.titleSource = title.source
    self.message = message.map(\.text)
    self.messageSources = message.map(\.source)
    self.choices = choices
  }

  /// The title with its provenance.
  public var titleWording: Wording { Wording(title, titleSource) }

  /// The paragraphs with their provenance.
  public var messageWordings: [Wording] {
    zip(message, messageSources).map { Wording($0, $1) }
  }
}
