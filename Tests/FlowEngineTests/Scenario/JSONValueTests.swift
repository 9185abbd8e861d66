import Scenarios
import Testing

@testable import FlowEngine

/// The one JSON string escaper, used by reports, explore rows and asciicast recordings.
@Suite("JSON strings") struct JSONValueTests {
  @Test(arguments: [
    ("plain", "\"plain\""),
    ("quote \" backslash \\", "\"quote \\\" backslash \\\\\""),
    ("\u{1B}[0m\n\t\r", "\"\\u001b[0m\\n\\t\\r\""),
    ("\u{01}\u{7F}", "\"\\u0001\\u007f\""),
    ("13–15 “ok” ✓", "\"13–15 “ok” ✓\""),
  ])
  func stringsEscapeWhatJSONRequiresAndWhatActsOnATerminal(text: String, expected: String) {
    #expect(JSONValue.quoted(text) == expected)
  }
}
