/// One pane of a shell as a component: its view (the body it shows of the session) and its
/// update (what choosing one of its items does), over its own state (its list position and,
/// for a document, its scroll, which the shell keeps per slot and journals with the screen).
///
/// A pane reads the session from the shell it is given and changes nothing: the shell performs
/// what ``choose(_:in:)`` returns, and lays out, focuses, scrolls and caches every pane's body
/// the same way whatever it shows. Each platform brings its own: Apple's four
/// (`PerPane.apple`, for ``AppleShell``, which takes others in
/// ``AppleShell/init(opening:opener:panes:)``) and each other store's, in its store's room
/// (docs/architecture.md, "The shell").
public protocol ShellPane<Shell>: Sendable {
  /// The shell whose session it shows.
  associatedtype Shell: PaneHost

  /// How many items its list holds for the session as it is now.
  func itemCount(in shell: Shell) -> Int

  /// The columns its body's text is laid out to at `size` (part of what its cached body is
  /// keyed by); 0, the default, when the body does not depend on the width.
  func textWidth(in shell: Shell, size: Size) -> Int

  /// What it shows (the view): a pure function of the session and of `width`, the value
  /// ``textWidth(in:size:)`` gave.
  func body(of shell: Shell, width: Int) -> PaneBody

  /// What choosing item `index` of its list does (the update).
  func choose(_ index: Int, in shell: Shell) -> PaneChoice<Shell.StoryAction>

  /// Its list once the session has changed and the list holds `count` items: `following` when
  /// the story moved on (an action, a step, an undo), `rows` the list rows it shows, `shell`
  /// the session as it is now. The default keeps the selection where it is, within the new
  /// count.
  func refresh(_ list: ScrollList, count: Int, following: Bool, rows: Int, in shell: Shell)
    -> ScrollList
}

extension ShellPane {
  /// The selection stays where it is, within `count`.
  public func refresh(
    _ list: ScrollList, count: Int, following: Bool, rows: Int, in shell: Shell
  ) -> ScrollList {
    var resized = list
    resized.resize(count: count)
    return resized
  }

  /// The body does not depend on the width.
  public func textWidth(in shell: Shell, size: Size) -> Int { 0 }
}
