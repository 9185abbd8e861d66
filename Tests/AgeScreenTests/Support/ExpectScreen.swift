import AgeScreen
import Testing

/// Compares a whole canvas with an expected snapshot of quoted rows (ratatui style), so
/// trailing spaces are visible and a failure shows both screens in full.
func expectScreen(
  _ canvas: Canvas, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let actual = canvas.description
  #expect(
    actual == expected, "screen differs:\n\(actual)\n--- expected ---\n\(expected)",
    sourceLocation: sourceLocation)
}
