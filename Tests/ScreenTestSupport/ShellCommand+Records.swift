import AgeScreen

extension [ShellCommand] {
  /// The records these commands ask to journal, in order.
  package var savedRecords: [SessionRecord] {
    flatMap { command -> [SessionRecord] in
      guard case .save(let records, _) = command else { return [] }
      return records
    }
  }
}
