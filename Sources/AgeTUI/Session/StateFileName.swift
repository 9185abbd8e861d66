/// The names AgeTUI gives its own files in the state directory, which `--session` must never
/// take for a journal (issue 42): a session started with `--session session.jsonl.lock` would
/// rename its journal over the running session's lock, and the next session would find no lock
/// and replace the first session's journal.
enum StateFileName {
  /// Why `name` is one of AgeTUI's own file names (a lock, a presence file, a set-aside
  /// journal, a crash report…), or nil when a journal may take it.
  static func reservedUse(of name: String) -> String? {
    if name == PresenceFile.sessionFileName { return "the running session's presence file" }
    if name == PresenceFile.notesFileName { return "the speaker notes' presence file" }
    if name == "session.json" || name.hasSuffix(".format-1") {
      return "a session saved by an older AgeTUI"
    }
    if name.hasSuffix(".lock") { return "a session's lock" }
    if name.hasSuffix(".resuming") { return "the mark of a resume in progress" }
    if name.hasSuffix(".pid") { return "a presence file" }
    if name.hasPrefix("crash-"), name.hasSuffix(".txt") { return "a crash report" }
    // A journal set aside is `NAME.SUFFIX-N` (SessionJournal.setAside).
    let last = name.split(separator: ".", omittingEmptySubsequences: false).dropFirst().last
    for suffix in ["set-aside-", "corrupt-", "crashed-"] {
      guard let last, last.hasPrefix(suffix) else { continue }
      let number = last.dropFirst(suffix.count)
      if !number.isEmpty, number.allSatisfy({ ("0"..."9").contains($0) }) {
        return "a journal set aside"
      }
    }
    return nil
  }
}
