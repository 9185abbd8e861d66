/// What a line of the journal written under a side's store did to the side.
enum SideReplay: Equatable, Sendable {
  /// It says which side is shown: this one (`true`) or the scenario's first.
  case shown(Bool)
  /// It changed the side.
  case applied
  /// It is the side's `u` where the side had nothing to take back: it takes back the opening of
  /// the scenario, when one was opened over another.
  case undoneAtStart
  /// It was not applied, for this reason.
  case refused(String)
}
