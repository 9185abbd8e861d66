import CustomDump
import Reports
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
    // C1 controls (U+009B is a one-character CSI), and the separators JavaScript ends lines at.
    (
      "a\u{80}b\u{85}c\u{9B}d\u{9C}e\u{9D}f\u{9F}",
      "\"a\\u0080b\\u0085c\\u009bd\\u009ce\\u009df\\u009f\""
    ),
    ("line\u{2028}para\u{2029}end", "\"line\\u2028para\\u2029end\""),
    // Every bidi formatting character, which makes a line read differently from what it holds.
    (
      "a\u{202E}b\u{202A}c\u{202D}d\u{2066}e\u{2069}f\u{200E}g\u{200F}h\u{61C}i",
      "\"a\\u202eb\\u202ac\\u202dd\\u2066e\\u2069f\\u200eg\\u200fh\\u061ci\""
    ),
    // The characters next to them stay themselves.
    (
      "\u{7E}\u{A0}é\u{2027}\u{2030}\u{2065}\u{206A}",
      "\"\u{7E}\u{A0}é\u{2027}\u{2030}\u{2065}\u{206A}\""
    ),
  ])
  func stringsEscapeWhatJSONRequiresAndWhatActsOnATerminal(text: String, expected: String) {
    expectNoDifference(JSONValue.quoted(text), expected)
  }
}

/// Compact JSON, as a signed payload encodes it: no whitespace between tokens, keys in the
/// order written, strings through the one escaper.
@Suite("Compact JSON") struct JSONValueCompactTests {
  @Test(
    arguments: [
      (JSONValue.null, "null"),
      (.object([]), "{}"),
      (.array([]), "[]"),
      (.strings(["a", "b"]), #"["a","b"]"#),
      (
        .object([
          ("signedPayload", .string("h.p.s")), ("n", .int(12)), ("on", .bool(true)),
          ("none", .null),
        ]),
        #"{"signedPayload":"h.p.s","n":12,"on":true,"none":null}"#
      ),
      (
        .object([("appData", .object([("bundleId", .string("a\"b"))])), ("x", .array([.int(1)]))]),
        #"{"appData":{"bundleId":"a\"b"},"x":[1]}"#
      ),
    ] as [(JSONValue, String)])
  func compactJSONHasNoWhitespaceAndKeepsTheKeysOrder(value: JSONValue, expected: String) {
    expectNoDifference(value.compact(), expected)
  }
}
