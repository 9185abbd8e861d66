/// What a comparison's text, Markdown and JSON say of the side compared: its own words, given
/// by its ``CompareSide`` for the setting compared.
public struct CompareWording: Hashable, Sendable {
  /// After the setting in the title: ` on Google Play`; empty for Apple's.
  public var titleNote: String
  /// What each column replays: `scenario`, `scenario's Google Play script`.
  public var replayed: String
  /// Which dates the laws start on in the region columns (the legend's last sentence, by
  /// region only).
  public var lawDates: String
  /// Why no cell differs, when the side knows (a law that decides whatever the setting); nil
  /// for the general sentence.
  public var whyNothingDiffers: String?
  /// The JSON document's format: `agetui-compare`.
  public var jsonFormat: String

  /// The side's words.
  public init(
    titleNote: String, replayed: String, lawDates: String, whyNothingDiffers: String?,
    jsonFormat: String
  ) {
    self.titleNote = titleNote
    self.replayed = replayed
    self.lawDates = lawDates
    self.whyNothingDiffers = whyNothingDiffers
    self.jsonFormat = jsonFormat
  }
}
