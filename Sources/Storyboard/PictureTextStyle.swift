/// How a text run of a device picture is set: its size, weight and colour, as one CSS class
/// of ``DevicePictureStyle``.
public enum PictureTextStyle: String, Hashable, Sendable, CaseIterable {
  /// A screen's large title ("Landmarks", "Settings").
  case largeTitle = "t-lt"
  /// A sheet's or a navigation bar's title.
  case title = "t-ti"
  /// Running text.
  case body = "t-bo"
  /// Small grey text: a note, a row's detail, a bubble's status.
  case footnote = "t-fn"
  /// A grouped list's section header.
  case sectionHeader = "t-sh"
  /// The status bar's clock.
  case statusBar = "t-sb"
  /// A filled button's label (white on blue).
  case filledButton = "t-fb"
  /// A plain button's label (blue).
  case plainButton = "t-pb"
  /// A bold plain button's label: the cancel button of an alert, the sheet's main action.
  case boldButton = "t-bb"
  /// A destructive button's label (red).
  case destructiveButton = "t-db"
  /// An alert's title.
  case alertTitle = "t-at"
  /// An alert's message.
  case alertMessage = "t-am"
  /// A row's value in Settings (grey, right-aligned).
  case value = "t-va"
  /// A notification banner's text.
  case banner = "t-bn"
  /// A digit on the passcode keypad.
  case keypad = "t-kp"
  /// White text inside a sent (blue) message bubble.
  case sentBubble = "t-sn"

  /// The font size, in picture units.
  public var size: Int {
    switch self {
    case .largeTitle: 26
    case .title, .alertTitle: 16
    case .body, .filledButton, .plainButton, .boldButton, .destructiveButton, .sentBubble: 15
    case .value, .banner: 14
    case .footnote, .alertMessage: 13
    case .sectionHeader: 12
    case .statusBar: 15
    case .keypad: 24
    }
  }

  /// The distance from one line's baseline to the next.
  public var lineHeight: Int {
    size + size / 3 + 1
  }

  /// Whether the face is bold.
  public var isBold: Bool {
    switch self {
    case .largeTitle, .title, .alertTitle, .statusBar, .filledButton, .boldButton: true
    case .body, .footnote, .sectionHeader, .plainButton, .destructiveButton, .alertMessage,
      .value, .banner, .keypad, .sentBubble:
      false
    }
  }
}
