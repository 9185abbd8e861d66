/// An outcome a walkthrough step's narration or caption can claim ("David approves", "the app
/// runs"): the words that claim it and what the simulation after the step must have for the
/// claim to be true.
///
/// This is the one table of outcome words: the test that plays every built-in reads it, so a
/// narration that runs ahead of the screen ("she asks and he approves" while the app still
/// waits) fails there, and `agetui check` warns about it in anyone's file (``UnfoundedClaim``).
/// A claim is judged against the state after the step, not against the step's own trace,
/// because the presenter reads the narration beside that state; so "still blocked" or
/// "already handled" hold as long as the state does.
public enum NarrationClaim: String, CaseIterable, Hashable, Sendable {
  /// The person asked a parent: a question exists.
  case asked
  /// A question went through Messages to the parent.
  case sent
  /// A parent approved a question (in Messages or in person).
  case approved
  /// A parent declined, or the app learned that the person declined to share.
  case declined
  /// A question expired unanswered.
  case expired
  /// The app waits: for a parent's answer, or for a sheet over it to be answered.
  case waiting
  /// The app blocks its changed features.
  case blocked
  /// The app runs.
  case running
  /// The app runs with its gated feature on.
  case featureOn
  /// The app learned an age range.
  case shared
  /// The Ask First sheet is up, or was shown by this step.
  case promptShown
  /// The Messages compose sheet is up, or was shown by this step.
  case composeShown
  /// iOS 27's alert (Ask to Approve, Approve in Person, Cancel) is up.
  case alertShown
  /// The Screen Time passcode sheet is up.
  case passcodeShown
  /// The significant-update acknowledgment sheet is up.
  case acknowledgmentShown
  /// The adult acknowledged the update.
  case acknowledged
  /// A change is marked handled (on a device or in the iCloud key-value store).
  case handled
  /// A device shows a notification.
  case notified
  /// Someone tapped a button, named as its screen labels it ("taps Ask Again", "taps
  /// Decline"): the step's trace must name the same button (``Match/holds(after:)-swift.method``).
  case tapped

  /// The phrases that claim the outcome: words separated by spaces, a word written `a|b`
  /// matching either, and `{person}` and `{parent}` standing for the scenario's names. They are
  /// matched against the narration's lowercased words, with punctuation and quotes dropped.
  public var phrases: [String] {
    switch self {
    case .asked:
      [
        "he|she|they asks|ask", "asks his|her|their mother|father|parent|parents",
        "asks {parent}",
      ]
    case .sent: ["sends it|the", "taps send", "arrives in messages", "goes to {parent}"]
    case .approved: ["approves", "approved", "taps approve"]
    case .declined:
      ["declines", "declined", "denies", "denied", "declinedsharing", "taps don't share"]
    case .expired: ["question|request expired", "expired question|request"]
    case .waiting: ["waits", "waiting"]
    case .blocked: ["blocks", "blocked", "must verify"]
    case .running: ["runs", "running"]
    case .featureOn: ["turns on", "photo|group sharing|chat on"]
    case .shared:
      ["shares", "shared", "learns|gets 12|13|16|18"]
    case .promptShown:
      ["system asks", "asks {person}", "shows its prompt", "prompt appears|shows", "asks whether"]
    case .composeShown: ["compose sheet", "messages opens"]
    case .alertShown: ["shows an alert"]
    case .passcodeShown: ["passcode sheet"]
    case .acknowledgmentShown: ["shows the update's description"]
    case .acknowledged: ["acknowledges", "acknowledged", "taps continue"]
    case .handled: ["handled", "handles"]
    case .notified: ["a notification", "shows the request"]
    case .tapped: ["taps ask parent|again", "taps approve|decline|deny"]
    }
  }

  /// The outcome in words, for a warning that a step's words claim it: "a parent approved".
  public var outcome: String {
    switch self {
    case .asked: "someone asked a parent"
    case .sent: "a question went to a parent"
    case .approved: "a parent approved"
    case .declined: "someone declined"
    case .expired: "a question expired"
    case .waiting: "the app waits"
    case .blocked: "the app blocks its changed features"
    case .running: "the app runs"
    case .featureOn: "the app's gated feature is on"
    case .shared: "the app learned an age range"
    case .promptShown: "the sharing prompt is shown"
    case .composeShown: "the Messages compose sheet is shown"
    case .alertShown: "iOS 27's Ask to Approve alert is shown"
    case .passcodeShown: "the Screen Time passcode sheet is shown"
    case .acknowledgmentShown: "the significant update's acknowledgment is shown"
    case .acknowledged: "the adult acknowledged the update"
    case .handled: "a change is marked handled"
    case .notified: "a device shows a notification"
    case .tapped: "that button was tapped"
    }
  }

  /// Words that make a phrase no claim when they come before it in the same clause:
  /// negations ("no prompt"), conditions ("until he approves") and what has not happened yet
  /// ("would share"). An infinitive ("asks him to approve") is no claim either.
  public static let hedges: Set<String> = [
    "no", "not", "never", "nothing", "none", "nor", "without", "cannot", "can't", "won't",
    "don't", "doesn't", "didn't", "isn't", "hasn't", "wasn't", "if", "unless", "until",
    "before", "when", "whether", "would", "could", "can", "will", "may", "might", "must",
    "should", "expecting", "wants", "planned", "next",
  ]

  /// Names of buttons, modes, flows and statuses that contain a claim's or a hedge's word without
  /// claiming or hedging: their words are skipped ("taps Approve in Person" approves nothing
  /// yet; "under Never Share the system declines" does decline).
  public static let names = [
    "approve in person", "ask to approve", "share age range again", "never share",
    "significant change approved|declined", "supervised approval denied|pending",
  ]
}
