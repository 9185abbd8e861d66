/// Where a shown string's words come from.
public enum WordingSource: Hashable, Sendable {
  /// Apple's documented wording: the quote that documents it and where it is (a section of the
  /// reference, /work/shared/reference/apple-api.md, or a source it cites).
  case apple(quote: String, source: String)
  /// Another store's documented wording, named by the store (`Amazon`): the quote that
  /// documents it and where (a section of that store's reference). Apple's keeps ``apple(quote:source:)``.
  case store(String, quote: String, source: String)
  /// AgeTUI's own wording where Apple documents none; the note says what is and is not
  /// documented (docs/assumptions.md §2.6 and the reference).
  case assumption(note: String)
  /// The app's own text, which the system shows as the app passed it (e.g. the
  /// `updateDescription` of the acknowledgment).
  case app(note: String)
  /// A control of the simulator's that stands for something the device does another way
  /// (the passcode sheet's "Enter 1234" stands for typing it), not a device's words.
  case simulator(note: String)

  /// Whether the words are AgeTUI's assumption.
  public var isAssumed: Bool {
    switch self {
    case .assumption: true
    case .apple, .store, .app, .simulator: false
    }
  }

  /// A short stable name: `apple`, `assumption`, `app`, `simulator`, or another store's name in
  /// lower case (`amazon`).
  public var kind: String {
    switch self {
    case .apple: "apple"
    case .store(let name, _, _): name.lowercased()
    case .assumption: "assumption"
    case .app: "app"
    case .simulator: "simulator"
    }
  }

  /// The quote (Apple's wording) or the note (the others).
  public var note: String {
    switch self {
    case .apple(let quote, _), .store(_, let quote, _): quote
    case .assumption(let note), .app(let note), .simulator(let note): note
    }
  }

  /// Where the store documents it; nil for the others.
  public var reference: String? {
    switch self {
    case .apple(_, let source), .store(_, _, let source): source
    case .assumption, .app, .simulator: nil
    }
  }
}
