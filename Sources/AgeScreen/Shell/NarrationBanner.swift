/// The walkthrough step's narration as every store's side shows it: the banner over the panes
/// (the whole narration, the caption or nothing, as `b` chose, after auto-play's mark), whether
/// that banner cuts the narration short, and the `v` overlay that reads all of it. Written once
/// so that Apple's, Google Play's and Amazon's sides cannot word or wrap it differently.
public struct NarrationBanner: Hashable, Sendable {
  /// The step's narration, a paragraph an element; empty off the script or for a step without.
  public var narration: [String]
  /// The step's one-line caption; nil when it has none.
  public var caption: String?
  /// The step's place in the script, from 1.
  public var position: Int
  /// The script's length.
  public var length: Int
  /// Auto-play, while it runs.
  public var autoplay: Autoplay?

  /// The banner of step `position` of `length`, with `narration` and `caption` (an empty one
  /// is none).
  public init(
    narration: [String], caption: String?, position: Int, length: Int, autoplay: Autoplay?
  ) {
    self.narration = narration.filter { !$0.isEmpty }
    self.caption = caption.flatMap { $0.isEmpty ? nil : $0 }
    self.position = position
    self.length = length
    self.autoplay = autoplay
  }

  /// No step's narration on screen.
  public static let none = NarrationBanner(
    narration: [], caption: nil, position: 0, length: 0, autoplay: nil)

  /// Whether a step's narration is on screen (`v` has something to open).
  public var hasNarration: Bool { !narration.isEmpty }

  /// The banner's lines in `mode`, before wrapping.
  public func lines(_ mode: BannerMode) -> [Line] {
    guard hasNarration else { return [] }
    let marker = autoplay.map { "▶ auto \($0.label) · " } ?? ""
    switch mode {
    case .full:
      return [Line("\(marker)Step \(position)/\(length): " + narration.joined(separator: " "))]
    case .caption:
      return caption.map { [Line(marker + $0)] } ?? []
    case .off:
      return []
    }
  }

  /// Whether the banner in `mode` on a terminal of `size` shows less than the whole narration:
  /// always in a mode other than `full`, and in `full` when it wraps past the banner's rows.
  public func isCut(_ mode: BannerMode, size: Size) -> Bool {
    guard hasNarration else { return false }
    guard mode == .full else { return true }
    let columns = WrappedBanner.columns(onScreenWidth: size.width)
    let wrapped = WrappedBanner.wrapping(lines(mode), columns: columns, keeping: nil).lines
    return wrapped.count > ScreenLayout.bannerLimit(size: size)
  }

  /// The `v` overlay scrolled to `offset`; nil while it is closed or there is no narration.
  public func overlay(offset: Int?) -> TextOverlay? {
    guard let offset, hasNarration else { return nil }
    return TextOverlay(
      title: "Step \(position)/\(length) narration", paragraphs: narration.map { Line($0) },
      offset: offset, closeHint: "v or Esc closes")
  }
}
