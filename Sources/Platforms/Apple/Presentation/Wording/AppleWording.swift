import Apple
import FlowEngine
import Presentation

/// Every system string a simulated device shows, with its provenance: the one place that says
/// which words are Apple's (quoted, with the source) and which are AgeTUI's assumption.
///
/// The engine makes the texts (they go into the trace as well); these functions take the
/// engine's text and attach where its words come from, so the screens, the reports and
/// `agetui prompts` tell Apple's words from ours the same way.
public enum AppleWording {
  // MARK: - Sources

  static let promptNote =
    "Apple's prompt text is not documented and apps cannot customise it; AgeTUI's wording "
    + "(docs/assumptions.md §2.6)"
  static let composeNote =
    "Apple documents a Messages compose sheet (PermissionFlow.askToApprove), not its wording "
    + "(reference §2.2, §2.9)"
  static let messagesNote =
    "the layout and wording of the parent's Messages bubble are not documented (reference §2.9 [U])"
  static let notificationNote =
    "Apple says a notification appears when new information is revealed, not what it says "
    + "(docs/assumptions.md §2.6)"
  static let permissionFlow = WordingSource.apple(
    quote:
      "acknowledgmentAlert shows an alert first (\"Ask to Approve / Approve in Person / Cancel\")",
    source: "reference §2.2; /documentation/permissionkit/permissionflow")
  static let wwdc299 =
    "WWDC25 session 299 transcript (/work/shared/sources/000_794327161c0e4970.txt)"

  // MARK: - The age-range prompt

  /// The age-range prompt's title.
  public static func promptTitle(_ prompt: AgeRangePrompt) -> Wording {
    Wording(prompt.title, .assumption(note: promptNote))
  }

  /// The age-range prompt's message.
  public static func promptMessage(_ prompt: AgeRangePrompt) -> Wording {
    Wording(
      prompt.message,
      .assumption(
        note: "built from the request, as WWDC25 299 describes (\"customized based on what the "
          + "app requests, and the age of the user\"); the words are AgeTUI's (§2.6)"))
  }

  /// The age-range prompt's share button.
  public static func promptShare(_ prompt: AgeRangePrompt) -> Wording {
    Wording(prompt.shareButton, .assumption(note: promptNote))
  }

  /// The age-range prompt's decline button.
  public static func promptDecline(_ prompt: AgeRangePrompt) -> Wording {
    Wording(prompt.declineButton, .assumption(note: promptNote))
  }

  // MARK: - Messages

  /// The compose sheet's title.
  public static let composeTitle = Wording("New Message", .assumption(note: composeNote))

  /// The compose sheet's recipient line.
  public static func composeRecipient(_ parent: String) -> Wording {
    Wording("To: \(parent)", .assumption(note: composeNote))
  }

  /// The question's text, in the compose sheet and in the parent's bubble.
  public static func messageText(_ text: String) -> Wording {
    Wording(text, .assumption(note: messagesNote))
  }

  /// The compose sheet's Send button.
  public static let composeSend = Wording("Send", .assumption(note: composeNote))

  /// Cancel on the compose sheet (the permission alert's is Apple's).
  public static let cancel = Wording("Cancel", .assumption(note: composeNote))

  /// The parent's bubble's state line.
  public static func bubbleStatus(_ status: String) -> Wording {
    Wording(status, .assumption(note: messagesNote))
  }

  /// An answer button in the parent's bubble: Apple's system-preferred choices have no
  /// documented title; custom choices are the app's own.
  public static func choiceTitle(_ choice: PermissionChoice) -> Wording {
    if choice == .approve || choice == .decline {
      return Wording(
        choice.title,
        .assumption(
          note: "Apple documents PermissionChoice.approve and .decline, not their titles "
            + "(reference §2.4)"))
    }
    return Wording(
      choice.title,
      .app(note: "the app's own PermissionChoice title, as in Apple's example (reference §2.4)"))
  }

  /// The notification a sent question shows on the parent's iPhone.
  public static func requestNotification(_ text: String) -> Wording {
    Wording(text, .assumption(note: messagesNote))
  }

  // MARK: - Acknowledgment and iOS 27's permission flows

  /// The adult acknowledgment's title.
  public static func acknowledgmentTitle(app: String) -> Wording {
    Wording(
      "Important Changes to \(app)",
      .assumption(
        note: "Apple documents showSignificantUpdateAcknowledgment, not the sheet's wording "
          + "(reference §1.10)"))
  }

  /// The update description a sheet shows: the app's text, passed to the system.
  public static func updateDescription(_ text: String) -> Wording {
    Wording(
      text,
      .app(
        note: "the app's updateDescription / SignificantAppUpdateTopic description, shown as "
          + "passed (reference §1.10, §2.9)"))
  }

  /// The adult acknowledgment's button.
  public static let acknowledgmentContinue = Wording(
    "Continue",
    .assumption(
      note: "Apple documents showSignificantUpdateAcknowledgment, not its button (reference §1.10)")
  )

  /// iOS 27's permission alert's title.
  public static func permissionAlertTitle(app: String) -> Wording {
    Wording(
      PermissionFlowText.permissionAlertTitle(app: app),
      .assumption(
        note: "Apple names the alert's buttons, not its title or message (reference §2.2)"))
  }

  /// The permission alert's "Ask to Approve".
  public static let askToApprove = Wording("Ask to Approve", permissionFlow)
  /// The permission alert's "Approve in Person".
  public static let approveInPerson = Wording("Approve in Person", permissionFlow)
  /// The permission alert's "Cancel".
  public static let alertCancel = Wording("Cancel", permissionFlow)

  /// The passcode sheet's title.
  public static let passcodeTitle = Wording(
    "Screen Time Passcode",
    .assumption(
      note: "Apple documents that the parent enters the Screen Time passcode on the child's "
        + "device, not the sheet's wording (reference §2.2, §2.9)"))

  /// What the passcode sheet asks, or says after a wrong passcode.
  public static func passcodeMessage(_ text: String) -> Wording {
    Wording(
      text,
      .assumption(
        note: "Apple documents only that the parent enters the Screen Time passcode "
          + "(reference §2.9)"))
  }

  /// Cancel on the passcode sheet.
  public static let passcodeCancel = Wording(
    "Cancel",
    .assumption(
      note: "Apple documents that the parent enters the Screen Time passcode, not the sheet's "
        + "buttons (reference §2.9)"))

  /// A passcode button, which stands for typing it.
  public static func passcodeEntry(_ text: String) -> Wording {
    Wording(text, .simulator(note: "stands for typing the passcode on the keypad"))
  }

  // MARK: - Alerts, notifications, blocked screens

  /// The app's alert when `AskCenter.ask` threw: "Can't Ask" and the error's message.
  public static func cantAskTitle() -> Wording {
    Wording(
      "Can't Ask",
      .assumption(
        note: "a developer reported an alert \"Can't ask\" / \"An unknown error occurred\" on "
          + "26.2 RC (reference §2.9 [3P]); Apple documents the errors, not the alert"))
  }

  /// The alert's button, which dismisses it.
  public static let cantAskDismiss = Wording(
    "OK", .assumption(note: "Apple documents AskError's cases, not the alert that shows one (§2.8)")
  )

  /// The alert's message for an `AskError`.
  public static func cantAskMessage(_ error: AskError) -> Wording {
    Wording(
      error.appMessage,
      .assumption(note: "Apple documents AskError's cases, not what a person is shown (§2.8)"))
  }

  /// A notification on the person's device ("Shared your age range with Landmarks.").
  public static func deviceNotification(_ text: String) -> Wording {
    Wording(text, .assumption(note: notificationNote))
  }

  /// The app screen's "Ask Parent" or "Ask Again": the app's own `PermissionButton` label.
  public static func askButton(_ title: String) -> Wording {
    Wording(title, .app(note: "the app's own PermissionButton label (reference §2.7, §3)"))
  }

  // MARK: - Settings

  /// Settings' "Age Range for Apps".
  public static let ageRangeForApps = Wording(
    "Age Range for Apps",
    .apple(
      quote: "Settings → [name] → Personal Information → Age Range for Apps",
      source: "reference §1.12 (the article)"))

  /// The Sharing row's label.
  public static let sharingLabel = Wording(
    "Sharing",
    .assumption(note: "Apple names the three settings, not the row that holds them (§1.13)"))

  /// A sharing mode's title.
  public static func sharingMode(_ mode: SharingMode) -> Wording {
    Wording(
      mode.title,
      .apple(
        quote: "There are three different settings for this API. This user is in Always Share. "
          + "… This user is in Ask First. … This user is in Never share.",
        source: wwdc299))
  }

  /// Settings' "Share Age Range Again".
  public static let shareAgain = Wording(
    "Share Age Range Again",
    .apple(
      quote: "they can force the cache to clear by going to a specific app and tapping Share "
        + "Age Range again",
      source: wwdc299))

  /// The sandbox account's Settings title.
  public static let sandboxAccount = Wording(
    "Sandbox Apple Account",
    .apple(
      quote: "Settings → Developer → Sandbox Apple Account",
      source: "reference §4.1; /documentation/storekit/testing-age-assurance-in-sandbox"))

  /// "Revoke App Consent".
  public static let revokeAppConsent = Wording(
    "Revoke App Consent",
    .apple(
      quote: "Manage → Revoke App Consent → enter the bundle ID → tap Revoke Consent",
      source: "reference §4.3; /documentation/storekit/testing-age-assurance-in-sandbox"))

  /// "Revoke Consent".
  public static let revokeConsent = Wording(
    "Revoke Consent",
    .apple(
      quote: "Manage → Revoke App Consent → enter the bundle ID → tap Revoke Consent",
      source: "reference §4.3; /documentation/storekit/testing-age-assurance-in-sandbox"))

  /// "Notification Triggered", after revoking.
  public static let notificationTriggered = Wording(
    "Notification Triggered",
    .apple(
      quote: "The system shows \"Notification Triggered\" with a message that a notification "
        + "will soon go to the developer server",
      source: "reference §4.3; /documentation/storekit/testing-age-assurance-in-sandbox"))
}
