/// What a line of the journal written under a side's platform did to the side.
enum SideReplay: Equatable, Sendable {
  /// It says which side is shown: this one (`true`) or the host's.
  case shown(Bool)
  /// It changed the side.
  case applied
  /// It was not applied, for this reason.
  case refused(String)
}
