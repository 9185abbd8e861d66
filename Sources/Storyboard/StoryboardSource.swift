import Scenarios

/// One store's part of a storyboard page. ``StoryboardPage`` writes the page for every store
/// alike (its title, the wording legend, the contents, Previous/Next between the steps, each
/// step's section); a store gives only its facts, its steps' words and its pictures.
public protocol StoryboardSource {
  /// The store drawn: its name heads its part of a page of several stores and prefixes its
  /// anchors there.
  var platform: ScenarioPlatform { get }
  /// The style sheets the store's pictures need, each stated once on a page.
  var styles: [String] { get }
  /// The store's facts for the page's header: its world, outcome and result.
  var overview: HTMLNode { get }
  /// What the marks in the store's pictures mean (the legend's words, with a sample of a mark).
  var legend: HTMLNode { get }
  /// Every step, in order, for the contents and the links between the sections.
  var entries: [StoryboardSection.Entry] { get }
  /// About how many bytes the pictures take, so the page reserves its room once.
  var pictureBytes: Int { get }
  /// The section of `entries[index]`. Asked for in order, each once: a store may draw each
  /// step as it is asked, so a long script's pictures are never all held at once.
  mutating func section(at index: Int) -> StoryboardSection
}
