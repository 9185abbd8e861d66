/// What kind of thing a trace entry records.
public enum TraceKind: String, Hashable, Sendable, CaseIterable {
  /// An API call.
  case request
  /// An API's answer.
  case response
  /// A system sheet shown to someone.
  case prompt
  /// Someone's answer to a sheet or question.
  case answer
  /// A notification shown on a device.
  case notification
  /// A message between people.
  case message
  /// Synchronisation between a person's devices.
  case sync
  /// A setting changed.
  case setting
  /// The clock moved.
  case clock
  /// The app's flow moved to another step.
  case flow
  /// An app launched, closed or was updated.
  case lifecycle
  /// A server notification.
  case serverNotification = "server-notification"
  /// An action the simulation refused, with the reason.
  case rejected
}
