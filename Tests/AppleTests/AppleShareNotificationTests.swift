import Apple
import CustomDump
import FlowEngine
import Testing

/// The person's notification after an unprompted share says exactly what it always said.
@Suite("Share notifications") struct AppleShareNotificationTests {
  static let texts: [(AppleShareNotification, String)] = [
    (.shared(app: "Landmarks"), "Shared your age range with Landmarks."),
    (
      .required(app: "Landmarks", region: "Texas"),
      "Shared your age range with Landmarks (required in Texas)."
    ),
  ]

  @Test(arguments: texts)
  func saysWhatWasShared(notification: AppleShareNotification, text: String) {
    expectNoDifference(notification.text, text)
  }
}
