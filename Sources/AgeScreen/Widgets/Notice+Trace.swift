import FlowEngine

extension Notice {
  /// The notice line for the trace entries an action or a step wrote, on every store's side:
  /// the first refusal's sentence (what `refusal` reads off an entry), else the route and
  /// summary of the last entry that tells what happened (``TraceKind/tellsWhatHappened``), or
  /// of the last entry, with the reason `why` gives; "Nothing happened." when it wrote none.
  public static func telling<Entries: BidirectionalCollection, Actor, Detail>(
    _ entries: Entries, title: (Actor) -> String,
    refusal: (StoreTraceEntry<Actor, Detail>) -> String?,
    why: (Detail) -> String? = { _ in nil }
  ) -> Notice where Entries.Element == StoreTraceEntry<Actor, Detail> {
    for entry in entries {
      if let sentence = refusal(entry) { return Notice(.warning, sentence) }
    }
    let telling = entries.last { $0.kind.tellsWhatHappened }
    guard let entry = telling ?? entries.last else { return Notice(.info, "Nothing happened.") }
    let reason = entry.detail.flatMap(why).map { " — \($0)" } ?? ""
    return Notice(.success, "\(title(entry.from)) → \(title(entry.to)): \(entry.summary)\(reason)")
  }
}
