/// Where one of the kiosk's approvals stands: the kiosk asks the parent itself, and the app polls
/// for this.
enum KioskApprovalStatus: Hashable, Sendable {
  /// The parent has not answered.
  case pending
  /// The parent approved.
  case approved
  /// The parent declined.
  case declined
}
