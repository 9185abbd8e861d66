import Presentation

/// Where the words on Amazon's screens come from. Amazon documents nothing a parent or child
/// sees on a Fire tablet (amazon.md §10), so every such word is AgeTUI's, for illustration,
/// and marked `≈`; the Developer Console's menu and report names, the report's columns and
/// `GetUserAgeData`'s keys are Amazon's own (amazon.md §2, §6, §7).
public enum AmazonWording {
  /// The note on every word a parent or child sees.
  static let inventedNote =
    "Amazon documents nothing a parent or child sees on a Fire tablet (amazon.md §10): "
    + "AgeTUI's invention, for illustration"

  /// AgeTUI's invented words on a parent's or child's screen.
  public static func invented(_ text: String) -> Wording {
    Wording(text, .assumption(note: inventedNote))
  }

  /// The app's own text (its screen, a change's description as the developer wrote it).
  public static func app(_ text: String) -> Wording {
    Wording(text, .app(note: "the app's own text, as the developer wrote it"))
  }

  /// A control of the simulator's (the clock, a setting), not a screen's words.
  public static func simulator(_ text: String) -> Wording {
    Wording(text, .simulator(note: "a control of the simulator's, not a screen of Amazon's"))
  }

  /// Amazon's own name for something, as `quote` documents it in `section` of amazon.md.
  public static func amazon(_ text: String, quote: String, section: String) -> Wording {
    Wording(text, .store("Amazon", quote: quote, source: "amazon.md \(section)"))
  }

  /// "Developer Console" [V RN].
  public static let developerConsole = amazon(
    "Developer Console",
    quote: "Report any significant change to your app to Amazon Appstore through the Developer "
      + "Console",
    section: "§6")

  /// "Report a significant change" [V RN].
  public static let reportChange = amazon(
    "Report a significant change", quote: "For details, see Report a significant change",
    section: "§6")

  /// The report's menu path [V REV].
  public static let revocationReportPath = amazon(
    "My Reports → Download Center → Parental Consent Revocation Report",
    quote: "Developer Console → My Reports → Download Center → Parental Consent Revocation Report",
    section: "§7")

  /// The report's header row [V REV, JA copy].
  public static let revocationColumns = amazon(
    "user_id,app_asin,app_name,action", quote: "user_id, app_asin, app_name, action",
    section: "§7")
}
