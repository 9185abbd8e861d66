/// What one step's section of a storyboard page holds, as a store's ``StoryboardSource`` draws
/// it: its heading, where it came from, its narration, its device pictures and what the store
/// adds under them. ``StoryboardPage`` writes the links and the markup around it.
public struct StoryboardSection: Sendable {
  /// A step as the contents list it and the section heads it.
  public struct Entry: Sendable, Hashable {
    /// The step's number (0: the start).
    public var number: Int
    /// The step in words ("Sofia opens Landmarks").
    public var title: String
    /// A note after the title in the contents ("automatic answer"), or nil.
    public var tag: String?

    /// Step `number`, called `title`.
    public init(number: Int, title: String, tag: String? = nil) {
      self.number = number
      self.title = title
      self.tag = tag
    }
  }

  /// One device picture of the step.
  public struct Figure: Sendable, Hashable {
    /// The picture's caption ("Child device").
    public var caption: String
    /// The picture, an SVG drawn without its style sheet (the page states it once); nil when
    /// there is nothing to draw.
    public var svg: String?
    /// What the figure says instead of a missing picture.
    public var missing: String

    /// A figure captioned `caption`.
    public init(_ caption: String, svg: String?, missing: String = "") {
      self.caption = caption
      self.svg = svg
      self.missing = missing
    }
  }

  /// The step's number and title.
  public var entry: Entry
  /// The script's words for the step (`launch`), set in code; empty for none.
  public var action: String
  /// Where the step comes from, after the action (" · script step 2 of 5").
  public var origin: String
  /// The narration, with `code` in backticks; empty for none.
  public var narration: String
  /// Why the step was refused, or nil.
  public var refusal: String?
  /// The device pictures, in order.
  public var figures: [Figure]
  /// The markup the store writes after the pictures (what the app learned, the checks, the
  /// trace), every text in it escaped with ``MarkupText/escape(_:)``.
  public var details: String

  /// A section with every part given.
  public init(
    entry: Entry, action: String, origin: String, narration: String, refusal: String?,
    figures: [Figure], details: String
  ) {
    self.entry = entry
    self.action = action
    self.origin = origin
    self.narration = narration
    self.refusal = refusal
    self.figures = figures
    self.details = details
  }
}
