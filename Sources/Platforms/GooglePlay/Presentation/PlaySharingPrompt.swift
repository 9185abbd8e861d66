import FlowEngine
import GooglePlay
import Presentation

/// Play's in-app sharing prompt over the app ("Ask before sharing"). Google documents that the
/// prompt exists, not its words: the title and text are AgeTUI's [I], and the screen marks them
/// as assumed.
public struct PlaySharingPrompt: Hashable, Sendable {
  /// The prompt's title.
  public var title: String
  /// What it says under the title.
  public var text: String
  /// Share, then Don't share.
  public var choices: [PlayChoice]

  /// The prompt Play shows over `appName` on `device`.
  public init(appName: String, on device: DeviceID) {
    title = "Share your age range with \(appName)?"
    text =
      "Google Play can tell \(appName) your age range, not your birthdate. "
      + "You can change this in your Google Account."
    choices = [
      PlayChoice("Share", .answerSharingPrompt(device, share: true), role: .affirmative),
      PlayChoice("Don't share", .answerSharingPrompt(device, share: false), role: .cancel),
    ]
  }

  /// Why the prompt's words are AgeTUI's: Google documents that it exists and when, not what it
  /// says.
  static let assumedNote =
    "Google documents Play's in-app sharing prompt for \"Ask before sharing\" (reference "
    + "§8.3), not its words; AgeTUI's wording"

  /// Its words with their provenance, for `agetui prompts`: all AgeTUI's.
  public var content: SurfaceContent {
    let assumed = WordingSource.assumption(note: Self.assumedNote)
    return SurfaceContent(
      title: Wording(title, assumed), lines: [Wording(text, assumed)],
      buttons: choices.map { Wording($0.label, assumed) })
  }
}
