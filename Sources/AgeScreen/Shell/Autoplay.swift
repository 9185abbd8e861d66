/// The walkthrough's auto-play: on, pacing each step by the time its narration takes to read,
/// never faster than a floor the trainer adjusts with `+` and `-`.
public struct Autoplay: Hashable, Sendable {
  /// The shortest time a step stays on screen, in milliseconds.
  public var floorMilliseconds: Int

  /// The floors `+` and `-` step through: from a brisk second to a slow 45 s for a room that
  /// discusses every step.
  public static let floors = [1000, 1500, 2000, 3000, 5000, 8000, 12000, 20000, 30000, 45000]

  /// Reading pace, in words a minute: an unhurried reading-aloud speed.
  public static let wordsPerMinute = 180

  /// Creates auto-play with a floor.
  public init(floorMilliseconds: Int = 3000) {
    self.floorMilliseconds = floorMilliseconds
  }

  /// How long a step whose on-screen text is `text` stays before the next: its reading time at
  /// `wordsPerMinute`, or the floor when that is longer.
  public func delayMilliseconds(reading text: String) -> Int {
    let words = text.split(whereSeparator: \.isWhitespace).count
    return max(floorMilliseconds, words * 60_000 / Self.wordsPerMinute)
  }

  /// A longer floor (the longest stays).
  public var slower: Autoplay {
    Autoplay(floorMilliseconds: Self.floors.first { $0 > floorMilliseconds } ?? floorMilliseconds)
  }

  /// A shorter floor (the shortest stays).
  public var faster: Autoplay {
    Autoplay(floorMilliseconds: Self.floors.last { $0 < floorMilliseconds } ?? floorMilliseconds)
  }

  /// "reading pace, at least 3.0 s a step".
  public var label: String {
    "reading pace, ≥\(floorMilliseconds / 1000).\(floorMilliseconds % 1000 / 100) s a step"
  }

  /// `a` on either store's shell: `current` stopped, or auto-play started when `canStart` (the
  /// script has steps left), with the notice that says which.
  static func toggled(_ current: Autoplay?, canStart: Bool) -> (Autoplay?, Notice) {
    guard current == nil else { return (nil, Notice(.info, "Auto-play off.")) }
    guard canStart else {
      return (nil, Notice(.info, "Nothing left to auto-play; r resets the scenario."))
    }
    let started = Autoplay()
    return (
      started, Notice(.info, "Auto-play on, \(started.label); a stops, +/- change speed.")
    )
  }

  /// `+` or `-` on either store's shell: `current` faster or slower, and the notice.
  static func changed(_ current: Autoplay?, faster: Bool) -> (Autoplay?, Notice) {
    guard let current else { return (nil, Notice(.info, "Auto-play is off; a starts it.")) }
    let changed = faster ? current.faster : current.slower
    return (changed, Notice(.info, "Auto-play \(changed.label)."))
  }
}
