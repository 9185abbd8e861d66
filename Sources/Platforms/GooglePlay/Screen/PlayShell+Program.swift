import AgeScreen
import FlowEngine
import GooglePlay

// MARK: - The program the event loop runs

extension PlayShell: PersistentProgram {
  /// Play's changes, journaled inside ``SessionRecord/play(_:)`` by ``StoreSession``.
  public typealias Record = PlayRecord

  /// The key table (``keys(otherStore:shortTitle:)``).
  public var keyTable: KeyTable<WalkthroughSideAction> {
    Self.keys(otherStore: otherStore, shortTitle: otherStoreShortTitle)
  }

  /// The screen before layout.
  public func frame(size: Size) -> ShellFrame {
    let header = HeaderBar.presenter(
      name: story.name, title: story.title, date: world.today.description,
      region: world.child.region.rawValue, platform: "Google Play · SDK \(world.app.sdk.rawValue)",
      sharingMode: world.child.sharingMode.title, walkthrough: walkthroughLabel)
    var frame = ShellFrame(
      header: header, focus: focus, panes: bodies(size: size),
      notice: ShellChrome.markedNotice(notice, unsavedMark: unsavedMark),
      hints: ShellChrome.marksNoteFirst(keyTable.footerHints(in: keyContext(size: size))),
      help: helpOverlay,
      banner: bannerLines(size: size), bannerMore: ShellChrome.narrationMore,
      picker: pickerOverlay, narration: narrationOverlay, compare: compare)
    frame.paneTitles = [
      .child: shownDevice == .childPhone ? "Phone" : "Tablet", .parent: "Family Link",
      .settings: "Settings",
      .timeline: showsTimeline ? "Timeline" : "Play Console",
    ]
    return frame
  }

  // MARK: - Esc over Play's sharing prompt

  /// `Esc` over Play's sharing prompt: its last button (Don't share), or why nothing happens.
  public mutating func cancelSheet() {
    guard let prompt = phone.prompt, let cancel = prompt.choices.last else {
      notice = WalkthroughNotice.nothingToCancel
      return
    }
    perform(cancel.action)
  }
}
