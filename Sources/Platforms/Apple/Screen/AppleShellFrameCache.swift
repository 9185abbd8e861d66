import AgeScreen

/// What the shell's frames keep from one to the next, outside the shell's state, so a key
/// redraws only what changed: each pane's body with what it was built from, the frame last
/// drawn (whose unchanged panes the next one copies) and the banner as last wrapped. Every
/// entry is checked against what it was built from before it is reused, so a frame drawn with
/// the cache is the frame drawn without it (``AppleShellSession`` keeps one for the loop).
struct AppleShellFrameCache: Sendable {
  /// The pane bodies of the last frame built.
  var bodies = ApplePaneBodyCache()
  /// The frame last drawn.
  var lastDrawn: DrawnFrame?
  /// The narration banner as last wrapped.
  var bannerWrap: WrappedBanner?
}
