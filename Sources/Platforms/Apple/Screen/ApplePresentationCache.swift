import AgeScreen
import ApplePresentation
import FlowEngine
import Presentation

/// What the device and Settings panes present for one simulation, built once when the
/// simulation changes (the lists need their lengths) and read again by the frame that follows.
struct ApplePresentationCache: Sendable {
  /// The ``AppleShell/historyVersion`` the presentations were built from.
  var historyVersion: Int
  /// The device the Child pane showed.
  var device: DeviceID
  /// The Child pane's device.
  var child: AppleChildDevicePresentation
  /// The Parent pane's device.
  var parent: AppleParentDevicePresentation
  /// The Settings pane's lines.
  var settingsItems: [AppleSettingsItem]
}
