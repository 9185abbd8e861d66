/// The pictures `x` could not save in a session. A picture asked for and not saved is lost as
/// a recording that stopped is: the screen it showed has moved on. So it is marked as an unsaved
/// journal and a lost recording are, on the notice line for the rest of the session (not only
/// in the notice of the moment), and said again on standard error at exit, where `q` exits 74.
struct LostPictures: Equatable {
  /// One picture not saved.
  struct Loss: Equatable {
    /// When it was asked for, in seconds since 1970.
    var time: Int
    /// Why, in full: "cannot write ./agetui-texas-teen-0.svg: No space left on device".
    var problem: String
    /// Why, in a few words, for the mark: "disk full".
    var shortReason: String
  }

  /// How many pictures were not saved.
  private(set) var count = 0
  /// The last of them.
  private(set) var last: Loss?

  /// Counts `loss` as the last picture not saved.
  mutating func add(_ loss: Loss) {
    count += 1
    last = loss
  }

  /// The mark on the notice line: "picture not saved at 14:05 — disk full", or "3 pictures not
  /// saved, the last at 14:07 — disk full"; nil while every picture was saved.
  func mark(now: Int) -> String? {
    guard let last else { return nil }
    let clock = JournalLock.Holder.clockText(last.time, now: now)
    let what = count == 1 ? "picture not saved at" : "\(count) pictures not saved, the last at"
    return "\(what) \(clock) — \(last.shortReason)"
  }

  /// The line for standard error at exit; nil while every picture was saved.
  func exitLine(now: Int) -> String? {
    guard let last else { return nil }
    let clock = JournalLock.Holder.clockText(last.time, now: now)
    let what =
      count == 1
      ? "the picture of the screen asked for at \(clock) was not saved"
      : "\(count) pictures of the screen were not saved, the last asked for at \(clock)"
    return "agetui: \(what) (\(last.problem))"
  }
}
