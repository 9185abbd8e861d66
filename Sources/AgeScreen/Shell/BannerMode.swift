/// What the walkthrough banner under the header shows: `b` cycles through them, and the choice
/// is kept with the session.
public enum BannerMode: String, Hashable, Sendable, Codable, CaseIterable {
  /// The step's whole narration (at most a third of the screen; `v` reads the rest).
  case full
  /// The step's one-line caption ("Carlos approves; Landmarks runs."); `v` reads the narration.
  case caption
  /// No banner: the devices get every row.
  case off

  /// The mode `b` moves to from this one.
  public var next: BannerMode {
    switch self {
    case .full: .caption
    case .caption: .off
    case .off: .full
    }
  }

  /// The mode a session starts in: the caption below ``fullNarrationRows`` rows (the devices
  /// need the room) or while `agetui notes` follows (the narration is there), else the whole
  /// narration.
  public static func standard(rows: Int, followedByNotes: Bool) -> BannerMode {
    rows < fullNarrationRows || followedByNotes ? .caption : .full
  }

  /// The fewest rows at which the banner shows the whole narration unless told otherwise.
  public static let fullNarrationRows = 30

  /// What the notice line says when `b` has chosen this mode, on either store's side.
  public var chosenNotice: Notice {
    Notice(.info, "Banner: \(label); b changes it.")
  }

  /// How the notice line names the mode.
  public var label: String {
    switch self {
    case .full: "full narration"
    case .caption: "caption only (v reads the narration)"
    case .off: "off (v reads the narration)"
    }
  }
}
