import AgeScreen
import AmazonAppstore

// MARK: - The program the event loop runs

extension AmazonSide: PersistentProgram {
  /// Amazon's changes, journaled under ``journalKey`` by ``StoreSession``.
  public typealias Record = AmazonRecord

  /// The key table (``keys(otherStore:shortTitle:)``).
  public var keyTable: KeyTable<WalkthroughSideAction> {
    Self.keys(otherStore: otherStore, shortTitle: otherStoreShortTitle)
  }

  /// The screen before layout, drawn by the shared `ShellFrame`: the presenter's header with
  /// the simulated date, the footer's keys by priority, the panes, the banner and overlays.
  public func frame(size: Size) -> ShellFrame {
    let header = HeaderBar.presenter(
      name: story.name, title: story.title, date: world.today.description,
      region: world.child.region.rawValue, platform: "Amazon Appstore",
      sharingMode: world.consent == .granted
        ? "consent given" : "consent \(world.consent.rawValue)",
      walkthrough: walkthroughLabel)
    var frame = ShellFrame(
      header: header, focus: focus, panes: bodies(size: size),
      notice: ShellChrome.markedNotice(notice, unsavedMark: unsavedMark),
      hints: ShellChrome.marksNoteFirst(keyTable.footerHints(in: keyContext(size: size))),
      help: helpOverlay, banner: bannerLines(size: size), bannerMore: ShellChrome.narrationMore,
      picker: pickerOverlay, narration: narrationOverlay,
      compare: overlay?.compare)
    frame.paneTitles = [
      .child: "Fire tablet", .parent: "Parent", .settings: "Settings",
      .timeline: showsTimeline ? "Timeline" : "Dev Console",
    ]
    return frame
  }
}
