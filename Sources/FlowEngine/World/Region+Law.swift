// MARK: - Which rules bind this account under which reading (reference §8.1)

extension Region {
  /// The row as it binds one account: only the periods of `reading` (or of every reading),
  /// and none that binds only accounts created after this one was.
  public func binding(reading: LawReading, accountCreated: SimDate?) -> Region {
    var row = self
    row.regulation = regulation.filter {
      $0.belongs(to: reading) && $0.binds(accountCreated: accountCreated)
    }.map { period in
      // Chosen: the period now holds under every reading of this row.
      var chosen = period
      chosen.reading = nil
      return chosen
    }
    return row
  }

  /// Which rule decided whether the law applies on `date`, in one sentence; nil where no
  /// reading or account date decided it (no law, or a period under every reading and, for a
  /// new-accounts-only period, no account creation date set).
  public func lawRule(on date: SimDate, reading: LawReading, accountCreated: SimDate?)
    -> String?
  {
    let ofReading = regulation.filter { $0.belongs(to: reading) }
    let others = regulation.filter { !$0.belongs(to: reading) }
    if let period = ofReading.last(where: { $0.covers(date) }) {
      // A period for every reading and every account decides nothing worth a sentence.
      guard period.reading != nil || (period.newAccountsOnly && accountCreated != nil) else {
        return nil
      }
      var sentence = "\(name)'s rules apply from \(period.from)"
      if period.reading != nil {
        sentence += " under \(reading.title) (\(period.source))"
      }
      guard period.newAccountsOnly else { return sentence + "." }
      sentence += ", to accounts created on or after that day"
      guard let accountCreated else {
        return sentence + "; no account creation date is set, so the account counts as new."
      }
      return sentence
        + (accountCreated >= period.from
          ? "; this account was created \(accountCreated), so they apply."
          : "; this account was created \(accountCreated), before that day, so they do not apply.")
    }
    if let other = others.last(where: { $0.covers(date) }) {
      let start = ofReading.map(\.from).filter { $0 > date }.min()
      return "\(name)'s rules do not apply yet under \(reading.title)"
        + (start.map { " (they start \($0))" } ?? "")
        + "; under \(other.reading?.title ?? "another reading") they would apply from "
        + "\(other.from)."
    }
    return nil
  }
}

extension RegulationPeriod {
  /// Whether the period belongs to a reading of the law's dates.
  func belongs(to reading: LawReading) -> Bool {
    self.reading.map { $0 == reading } ?? true
  }

  /// Whether the period binds an account created on a day (nil: not modelled, so new).
  func binds(accountCreated: SimDate?) -> Bool {
    guard newAccountsOnly, let accountCreated else { return true }
    return accountCreated >= from
  }
}
