// MARK: - Saving the screen as a picture (`x`)

extension SimulatorShell {
  /// The screen as it is now, for the executable to write (see ``FrameRequest``).
  func frameRequest(size: Size) -> FrameRequest {
    FrameRequest(
      canvas: render(size: size), scenario: scenario.name, step: scriptPosition,
      isLive: isOffScript)
  }
}

// MARK: - Speaker notes following the session

extension SimulatorShell {
  /// Records whether `agetui notes` follows the session; the banner's default depends on it.
  public mutating func setFollowedByNotes(_ followed: Bool) -> Bool {
    guard followed != isFollowedByNotes else { return false }
    isFollowedByNotes = followed
    return true
  }
}
