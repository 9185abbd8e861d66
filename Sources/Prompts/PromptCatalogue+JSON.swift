import Presentation
import Reports
import Scenarios

extension PromptCatalogue {
  /// The catalogue as JSON (docs/prompts.md): `format`, `version`, `surfaces` (Apple's),
  /// then each other platform's under its key (`googlePlay`) when they are listed.
  public var json: String {
    let fields: [(String, JSONValue)] =
      [("format", .string("agetui-prompts")), ("version", .int(1))]
      + sections.filter { $0.isAlwaysInJSON || !$0.entries.isEmpty }.map {
        ($0.jsonKey, .array($0.entries.map(Self.json)))
      }
    return JSONValue.object(fields).rendered() + "\n"
  }

  /// One entry as a JSON object.
  public static func json(_ entry: PromptEntry) -> JSONValue {
    let reach: JSONValue =
      entry.reach.map {
        .object([
          ("scenario", .string($0.scenario)), ("step", .int($0.step)),
          ("device", .string($0.deviceName)),
        ])
      } ?? .null
    return .object([
      ("id", .string(entry.surface.id)),
      ("name", .string(entry.surface.name)),
      ("variant", .optional(entry.surface.variant)),
      ("rule", .string(entry.rule)),
      ("reachedBy", reach),
      ("title", entry.content?.title.map(json) ?? .null),
      ("lines", .array(entry.content?.lines.map(json) ?? [])),
      ("buttons", .array(entry.content?.buttons.map(json) ?? [])),
    ])
  }

  /// A string and its provenance as a JSON object: a store's documented wording (Apple's or
  /// another's) has `quote` and `reference`; the others have a `note`.
  public static func json(_ wording: Wording) -> JSONValue {
    let isApple = wording.source.reference != nil
    return .object([
      ("text", .string(wording.text)),
      ("source", .string(wording.source.kind)),
      ("quote", isApple ? .string(wording.source.note) : .null),
      ("reference", .optional(wording.source.reference)),
      ("note", isApple ? .null : .string(wording.source.note)),
    ])
  }
}
