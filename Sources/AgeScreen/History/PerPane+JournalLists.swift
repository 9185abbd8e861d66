extension PerPane where Value == ScrollList {
  /// The largest list count, selection or offset a journal may hold.
  public static var journalLimit: Int { 1 << 24 }

  /// What is out of range in lists read from a journal (a count, selection or offset outside
  /// 0…``journalLimit``), or nil; the panes go by `titles` (their standard titles by default).
  public func journalProblem(titles: PerPane<String> = PerPane<String> { $0.title }) -> String? {
    let limit = Self.journalLimit
    for pane in Pane.allCases {
      let list = self[pane]
      for (name, value) in [
        ("count", list.count), ("selection", list.selection), ("offset", list.offset),
      ]
      where !(0...limit).contains(value) {
        return "puts the \(titles[pane]) list's \(name) at \(value) (0 to \(limit))"
      }
    }
    return nil
  }
}
