import AgeScreen

// MARK: - Saving the screen as a picture (`x`)

extension AppleShell {
  /// The screen as it is now, for the executable to write (see ``FrameRequest``).
  public func frameRequest(size: Size) -> FrameRequest {
    FrameRequest(
      canvas: render(size: size), scenario: scenario.name, step: scriptPosition,
      isLive: isOffScript)
  }
}
