import FlowEngine

/// The words of iOS 27's permission flows on the child's device: the acknowledgment alert and
/// the Screen Time passcode sheet.
///
/// The stepper writes them into the trace and the presentations draw them, so both read the
/// same text from here.
public enum PermissionFlowText {
  /// The alert `PermissionFlow.acknowledgmentAlert` shows first. Apple names the buttons, not
  /// the title or message: those are assumptions (docs/assumptions.md).
  public static func permissionAlertTitle(app: String) -> String {
    "\(app) Needs Approval"
  }

  /// What the passcode sheet asks (an assumption: Apple documents only that the parent enters
  /// the Screen Time passcode on the child's device).
  public static func passcodeMessage(parent: String, app: String) -> String {
    "\(parent), enter the passcode to approve the update to \(app)."
  }

  /// What the passcode sheet says after a wrong passcode (an assumption).
  public static func wrongPasscodeMessage(attempts: Int) -> String {
    "Wrong passcode. Try again." + (attempts > 1 ? " (\(attempts) wrong attempts)" : "")
  }

  /// A passcode that is not the world's, for the sheet's "wrong passcode" button.
  public static func wrongPasscode(for passcode: String) -> String {
    passcode == "0000" ? "1111" : "0000"
  }
}
