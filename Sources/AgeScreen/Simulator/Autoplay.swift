/// The walkthrough's auto-play: on, at a delay the trainer adjusts.
public struct Autoplay: Hashable, Sendable {
  /// Milliseconds between script steps.
  public var delayMilliseconds: Int

  /// The delays `+` and `-` step through.
  public static let delays = [1000, 1500, 2000, 3000, 5000, 8000]

  /// Creates auto-play at a delay.
  public init(delayMilliseconds: Int = 3000) {
    self.delayMilliseconds = delayMilliseconds
  }

  /// The next longer delay (the longest stays).
  public var slower: Autoplay {
    Autoplay(delayMilliseconds: Self.delays.first { $0 > delayMilliseconds } ?? delayMilliseconds)
  }

  /// The next shorter delay (the shortest stays).
  public var faster: Autoplay {
    Autoplay(delayMilliseconds: Self.delays.last { $0 < delayMilliseconds } ?? delayMilliseconds)
  }

  /// "every 3.0 s".
  public var label: String {
    "every \(delayMilliseconds / 1000).\(delayMilliseconds % 1000 / 100) s"
  }
}
