/// An append-only list whose copies share everything but their newest few elements.
///
/// A platform's trace and ledger only ever grow, and every action is applied to a copy of its
/// world (`AppleSimulation.applying(_:)`, Google Play's `PlayShell.perform(_:)`) while the
/// caller (undo history, the runner, the explorer) keeps the original. With a plain
/// array each action would copy the whole history, so a session of n actions cost O(n²). Here
/// full chunks are immutable and shared by every copy; only the open tail is copied, so an
/// append costs O(chunk) whatever the length, and keeping many versions costs little memory.
///
/// It reads like an array (random access by `Int` from 0), compares, hashes and encodes like
/// one (a JSON array), so the change is invisible to everything that reads it.
public struct AppendLog<Element: Sendable>: Sendable {
  /// Elements per shared chunk: small enough that copying the tail is cheap, large enough that
  /// the list of chunks stays short.
  static var chunkCapacity: Int { 32 }

  /// Full chunks, oldest first; never mutated once stored.
  private var chunks: [Chunk]
  /// The newest elements, fewer than `chunkCapacity`.
  private var tail: [Element]

  /// An empty log.
  public init() {
    chunks = []
    tail = []
  }

  /// A log holding `elements` in order.
  public init(_ elements: some Sequence<Element>) {
    self.init()
    for element in elements { append(element) }
  }

  /// Adds an element at the end.
  public mutating func append(_ element: Element) {
    tail.append(element)
    if tail.count == Self.chunkCapacity {
      chunks.append(Chunk(tail))
      tail = []
      tail.reserveCapacity(Self.chunkCapacity)
    }
  }

  /// Adds elements at the end, in order.
  public mutating func append(contentsOf elements: some Sequence<Element>) {
    for element in elements { append(element) }
  }

  private final class Chunk: Sendable {
    let elements: [Element]
    init(_ elements: [Element]) { self.elements = elements }
  }

  /// Whether two logs share the same storage up to the shorter one's full chunks (a cheap test
  /// that lets equality skip shared history).
  private func sharesChunk(_ index: Int, with other: AppendLog) -> Bool {
    chunks[index] === other.chunks[index]
  }
}

extension AppendLog: RandomAccessCollection {
  /// The first position, 0.
  public var startIndex: Int { 0 }
  /// One past the last position.
  public var endIndex: Int { chunks.count * Self.chunkCapacity + tail.count }

  /// The element at `position`.
  public subscript(position: Int) -> Element {
    let chunk = position / Self.chunkCapacity
    let offset = position % Self.chunkCapacity
    return chunk < chunks.count ? chunks[chunk].elements[offset] : tail[offset]
  }
}

extension AppendLog: ExpressibleByArrayLiteral {
  /// A log holding the literal's elements.
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension AppendLog: Equatable where Element: Equatable {
  /// Element-wise equality; chunks both logs share are skipped.
  public static func == (lhs: AppendLog, rhs: AppendLog) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for index in lhs.chunks.indices where !lhs.sharesChunk(index, with: rhs) {
      guard lhs.chunks[index].elements == rhs.chunks[index].elements else { return false }
    }
    return lhs.tail == rhs.tail
  }
}

extension AppendLog: Hashable where Element: Hashable {
  /// Hashes like an array: the count, then every element.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for element in self { hasher.combine(element) }
  }
}

extension AppendLog: CustomStringConvertible {
  /// The elements, as an array would print them.
  public var description: String { Array(self).description }
}
