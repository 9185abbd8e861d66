/// Where everything goes on a screen of a given size: a pure function from ``Size`` to named
/// regions, so the renderer, mouse hit-testing and list scrolling all agree.
///
/// | size | mode |
/// |---|---|
/// | ≥ 165 columns and ≥ 24 rows | ``Mode-swift.enum/threeColumns``: Child, Parent, Settings side by side, Timeline below |
/// | 120–164 columns and ≥ 30 rows | ``Mode-swift.enum/twoColumns``: Child and Parent above, Settings and Timeline below |
/// | 80–119 columns (or fewer than 30 rows) and ≥ 24 rows | ``Mode-swift.enum/devices``: Child and Parent above, Settings or Timeline in a drawer below |
/// | below 80×24 but at least 40×12 | ``Mode-swift.enum/tabs``: one pane at a time under a tab bar |
/// | below 40×12 | ``Mode-swift.enum/tooSmall``: a message, and `q` still quits |
///
/// Every mode except ``Mode-swift.enum/tooSmall`` has a one-line header at the top, and a notice
/// line and a footer at the bottom.
public struct ScreenLayout: Hashable, Sendable {
  /// How the panes are arranged.
  public enum Mode: Hashable, Sendable {
    /// Three panes in a row with the timeline under them.
    case threeColumns
    /// Two rows of two panes.
    case twoColumns
    /// The two devices side by side, with Settings or the Timeline in a drawer under them.
    case devices
    /// One pane at a time, chosen with a tab bar.
    case tabs
    /// The terminal is below the minimum size.
    case tooSmall
  }

  /// The smallest size that shows panes at all.
  public static let minimumSize = Size(width: 40, height: 12)
  /// The smallest size that shows both devices at once.
  public static let multiPaneSize = Size(width: 80, height: 24)
  /// The smallest size that shows all four panes at once, two above two.
  public static let twoColumnSize = Size(width: 120, height: 30)
  /// The smallest width that shows the three device and settings panes in one row: each column
  /// then reads a Settings row's value whole.
  public static let threeColumnWidth = 165

  /// The size this layout was computed for.
  public let size: Size
  /// The arrangement.
  public let mode: Mode
  /// The header row (empty when too small).
  public let header: Rect
  /// The banner rows under the header (walkthrough narration); empty when there is none.
  public let banner: Rect
  /// The tab bar row (only in ``Mode-swift.enum/tabs``).
  public let tabBar: Rect?
  /// The notice row above the footer (empty when too small).
  public let notice: Rect
  /// The footer row (empty when too small).
  public let footer: Rect
  /// The frame of every visible pane, border included.
  public let panes: [Pane: Rect]
  /// The pane folded away behind the drawer (only in ``Mode-swift.enum/devices``).
  public let folded: Pane?

  /// The most banner rows a screen of `size` gives narration: a third of the height, a sixth
  /// on a short screen where the one pane shown matters more (`v` shows the rest).
  public static func bannerLimit(size: Size) -> Int {
    max(1, size.height >= 20 ? size.height / 3 : size.height / 6)
  }

  /// The layout of a screen of `size` whose focused pane is `focus` (it picks the pane in tabs
  /// and in the drawer), with `bannerRows` rows under the header for a banner (at most
  /// ``bannerLimit(size:)``).
  public init(size: Size, focus: Pane, bannerRows: Int = 0) {
    self.size = size
    let screen = Rect(size)
    guard size.contains(Self.minimumSize) else {
      self.mode = .tooSmall
      self.header = Rect(x: 0, y: 0, width: 0, height: 0)
      self.banner = Rect(x: 0, y: 0, width: 0, height: 0)
      self.tabBar = nil
      self.notice = Rect(x: 0, y: 0, width: 0, height: 0)
      self.footer = Rect(x: 0, y: 0, width: 0, height: 0)
      self.panes = [:]
      self.folded = nil
      return
    }
    let (header, underHeader) = screen.splitTop(1)
    let (banner, belowHeader) = underHeader.splitTop(
      max(0, min(bannerRows, Self.bannerLimit(size: size))))
    let (aboveFooter, footer) = belowHeader.splitBottom(1)
    let (body, notice) = aboveFooter.splitBottom(1)
    self.header = header
    self.banner = banner
    self.notice = notice
    self.footer = footer

    guard size.contains(Self.multiPaneSize) else {
      let (tabBar, pane) = body.splitTop(1)
      self.mode = .tabs
      self.tabBar = tabBar
      self.panes = [focus: pane]
      self.folded = nil
      return
    }
    self.tabBar = nil
    if size.width >= Self.threeColumnWidth {
      // The timeline gets two fifths of the height: it is read often but scanned, not studied.
      let (top, timeline) = body.splitBottom(max(6, body.height * 2 / 5))
      let columns = top.columns(3)
      self.mode = .threeColumns
      self.panes = [
        .child: columns[0], .parent: columns[1], .settings: columns[2], .timeline: timeline,
      ]
      self.folded = nil
    } else if size.contains(Self.twoColumnSize) {
      let (top, bottom) = body.splitBottom(max(6, body.height * 2 / 5))
      let upper = top.columns(2)
      let lower = bottom.columns(2)
      self.mode = .twoColumns
      self.panes = [.child: upper[0], .parent: upper[1], .settings: lower[0], .timeline: lower[1]]
      self.folded = nil
    } else {
      // The devices are what a presenter shows: they keep the room, and the drawer is a strip
      // of the newest timeline entries until Settings or the Timeline is focused.
      let shown: Pane = focus == .settings ? .settings : .timeline
      let isOpen = focus == .settings || focus == .timeline
      let drawerRows = isOpen ? body.height / 2 : max(3, min(6, body.height / 4))
      let (top, drawer) = body.splitBottom(drawerRows)
      let upper = top.columns(2)
      self.mode = .devices
      self.panes = [.child: upper[0], .parent: upper[1], shown: drawer]
      self.folded = shown == .settings ? .timeline : .settings
    }
  }

  /// The inner area of a visible pane (inside its border), or `nil` when it is not visible.
  public func content(of pane: Pane) -> Rect? {
    panes[pane].map { $0.inset(by: 1) }
  }
}
