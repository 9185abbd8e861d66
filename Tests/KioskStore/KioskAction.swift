import FlowEngine

/// What a person, a parent or the app can do on the kiosk store.
enum KioskAction: Hashable, Sendable {
  /// Open the app on a device.
  case launch(DeviceID)
  /// Tap the app's "Ask a parent" button.
  case tapAskParent(DeviceID)
  /// The parent answers an approval in the store's own app.
  case parentDecides(approvalID: Int, approved: Bool)
  /// The app asks the store again where its approval stands (it is never told).
  case poll(DeviceID)
}
