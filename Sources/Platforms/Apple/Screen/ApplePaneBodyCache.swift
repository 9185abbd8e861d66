import AgeScreen
import FlowEngine

/// The pane bodies of the last frame presented, each with what it was built from, so a key
/// that changes one pane (a selection, the focus) does not rebuild the others.
///
/// A body is a pure function of the simulation (``AppleShell/historyVersion`` names it),
/// the device shown, the pane's list position, its text width, its scroll position and whether
/// wording marks show; an entry is reused only while all six are unchanged.
struct ApplePaneBodyCache: Sendable {
  /// What one pane's body was built from.
  struct Key: Hashable, Sendable {
    var historyVersion: Int
    var device: DeviceID
    var list: ScrollList
    var width: Int
    var scroll: Int
    var marks: Bool
  }

  private var entries = PerPane<(key: Key, body: PaneBody)?> { _ in nil }

  /// The body for `pane` built from `key`: the cached one, or `make`'s, which is kept.
  mutating func body(_ pane: Pane, key: Key, make: () -> PaneBody) -> PaneBody {
    if let entry = entries[pane], entry.key == key { return entry.body }
    let body = make()
    entries[pane] = (key, body)
    return body
  }
}
