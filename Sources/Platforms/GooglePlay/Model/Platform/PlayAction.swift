import FlowEngine

/// What the child, the parent, the developer or the clock can do on Google Play.
public enum PlayAction: Hashable, Sendable, Codable {
  /// The child opens the app on a device.
  case launch(DeviceID)
  /// The child closes the app.
  case close(DeviceID)
  /// The running app calls Age Signals again to read where the parent's approval stands: on
  /// Play the app polls; nothing is pushed to it (reference §8.3 [V]).
  case checkAgain(DeviceID)
  /// The child answers Play's in-app sharing prompt.
  case answerSharingPrompt(DeviceID, share: Bool)
  /// Someone answers Family Link's pending request on a device; only the parent's counts.
  case parentAnswers(from: DeviceID, approve: Bool)
  /// The developer declares a significant change in Play Console.
  case declareChange(id: PlayWorld.ChangeID, description: String, effective: SimDate)
  /// The developer cancels a declared change in Play Console.
  case cancelChange(id: PlayWorld.ChangeID)
  /// The developer sets the app's own age ranges in Play Console (one to three minimum ages, 2
  /// years apart), which Play allows once a year (reference §6.3 [V]).
  case setAgeRanges(minimumAges: [Int])
  /// The parent revokes the app's approval in Family Link, from a device.
  case revoke(from: DeviceID)
  /// The child installs the app from Play on a device that does not have it. The changes in
  /// effect then come with the install (reference §6.3 [V]: at install, the approval date is
  /// the latest change's before it).
  case install(DeviceID)
  /// The clock moves forward by whole days.
  case advanceClock(days: Int)
  /// A setting changes.
  case set(PlaySetting)
}
