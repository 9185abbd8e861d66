/// The header row: where you are on the left, the state of the world on the right, and which
/// parts give way first as the terminal narrows.
///
/// The left side shrinks first (the long title is cut, then only the short name stays); then
/// status parts are left out from the least important up, so the part ranked 0 (the script step
/// or LIVE) is the last to go.
public struct HeaderBar: Hashable, Sendable {
  /// One part of the status on the right.
  public struct Part: Hashable, Sendable {
    /// The text, e.g. "US-TX".
    public var text: String
    /// How long it stays as the header narrows: 0 stays longest.
    public var rank: Int

    /// Creates a part.
    public init(_ text: String, rank: Int) {
      self.text = text
      self.rank = rank
    }
  }

  /// The whole left side, e.g. "AgeTUI — texas-teen — A 14-year-old in Texas…".
  public var title: String
  /// What the left side keeps when the status needs the room, e.g. "texas-teen".
  public var shortTitle: String
  /// The status parts, in the order they are shown.
  public var parts: [Part]

  /// The fewest columns the full title is cut to before it gives way to the short title.
  public static let minimumTitleWidth = 20

  /// Creates a header.
  public init(title: String, shortTitle: String? = nil, parts: [Part] = []) {
    self.title = title
    self.shortTitle = shortTitle ?? title
    self.parts = parts
  }

  /// The header of a presenter's shell, on every store alike: "AgeTUI — name — title" on the
  /// left; on the right the simulated `date`, the `region`, the store's `platform` ("iOS 26.5",
  /// "Google Play · SDK 2") and its `sharingMode`, then the `walkthrough`'s place. The place
  /// stays longest and the date next (scenarios turn on effective dates and birthdays), then
  /// the sharing mode (`m` changes it), the region and the platform.
  public static func presenter(
    name: String, title: String, date: String, region: String, platform: String,
    sharingMode: String, walkthrough: String?
  ) -> HeaderBar {
    let parts = [
      Part(date, rank: 1), Part(region, rank: 3), Part(platform, rank: 4),
      Part(sharingMode, rank: 2),
    ]
    return HeaderBar(
      title: "AgeTUI — \(name) — \(title)", shortTitle: name,
      parts: parts + (walkthrough.map { [Part($0, rank: 0)] } ?? []))
  }

  /// The left and right texts for a header `width` columns wide (one blank column at each end,
  /// at least three between them).
  public func texts(width: Int) -> (left: String, right: String) {
    let room = max(0, width - 2)
    let ranks = Set(parts.map(\.rank)).sorted()
    // Every part first; then without the lowest-ranked, and so on down to none.
    for kept in stride(from: ranks.count, through: 0, by: -1) {
      let limit = kept == 0 ? Int.min : ranks[kept - 1]
      let right = parts.filter { $0.rank <= limit }.map(\.text).joined(separator: " · ")
      let rightWidth = DisplayWidth.of(right)
      let gap = right.isEmpty ? 0 : rightWidth + 3
      let titleWidth = DisplayWidth.of(title)
      if titleWidth + gap <= room { return (title, right) }
      if min(titleWidth, Self.minimumTitleWidth) + gap <= room {
        return (DisplayWidth.truncate(title, to: room - gap), right)
      }
      if DisplayWidth.of(shortTitle) + gap <= room { return (shortTitle, right) }
      if kept == 1, rightWidth <= room {
        // The last part stays even if the name must be cut to nothing.
        let left = room - gap >= 2 ? DisplayWidth.truncate(shortTitle, to: room - gap) : ""
        return (left, right)
      }
    }
    return (DisplayWidth.truncate(shortTitle, to: room), "")
  }

  /// Draws the header into the first row of `rect`.
  public func draw(in rect: Rect, on canvas: inout Canvas) {
    canvas.fill(Rect(x: rect.x, y: rect.y, width: rect.width, height: 1), style: .header)
    let (left, right) = texts(width: rect.width)
    canvas.write(left, column: rect.x + 1, row: rect.y, style: .header)
    if !right.isEmpty {
      canvas.write(
        right, column: rect.maxX - 1 - DisplayWidth.of(right), row: rect.y, style: .header)
    }
  }
}
