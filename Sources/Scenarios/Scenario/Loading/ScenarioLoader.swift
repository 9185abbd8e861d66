import FlowEngine

/// Reads scenario files (YAML, or JSON, which is YAML too) into `Scenario` values.
///
/// Pure: it is given text or bytes plus a file name for messages; reading files is the
/// caller's job. Every error is a `ScenarioError` naming `file:line:column`, the key path,
/// what was expected and what was found. Unknown keys are errors, with a suggestion when the
/// key looks like a misspelling of a known one.
public struct ScenarioLoader {
  /// The top-level keys every scenario has; each store's section's follow.
  static let sharedKeys = ["name", "title", "summary", "platforms", "world"]
  /// The largest scenario file accepted, in bytes (1 MiB).
  public static let maximumBytes = ScenarioInputGuard.maximumBytes
  /// The most script steps a file may have.
  public static let maximumSteps = 500

  /// The file name for messages.
  let file: String
  /// The region table: built-in rows plus the file's own.
  public var regions = RegionTable.builtIn
  /// Each store's rules for them, as its section keeps them (a `RegionRules` of its own rule
  /// type): built-in rules plus the file's own (a row's keys of the store).
  private var platformRegionRules: [ScenarioPlatform: any Sendable] = [:]
  /// The change identifiers the app declares.
  public internal(set) var changeIDs: [String] = []
  /// Whether the part being read has a second device (each store's section sets it).
  public var hasSecondDevice = false

  /// The stores' sections, in the order their parts are read and played.
  let sections: [any ScenarioSection]
  /// The stores the scenario runs on (`platforms:`), once read.
  public private(set) var platforms: [ScenarioPlatform] = []

  init(file: String, sections: [any ScenarioSection]) {
    self.file = file
    self.sections = sections
  }

  /// `platform`'s region rules as the file's rows have left them so far: `builtIn` until a
  /// row changes them. Rules kept for `platform` with another rule type are a section's
  /// programming error (two sections keeping one platform's rules), which stops a debug build
  /// rather than reading as the built-in rules.
  public func regionRules<Rule>(
    of platform: ScenarioPlatform, startingFrom builtIn: RegionRules<Rule>
  )
    -> RegionRules<Rule>
  {
    guard let kept = platformRegionRules[platform] else { return builtIn }
    guard let rules = kept as? RegionRules<Rule> else {
      assertionFailure(
        "\(platform.rawValue)'s region rules were kept as \(type(of: kept)), not "
          + "RegionRules<\(Rule.self)>")
      return builtIn
    }
    return rules
  }

  /// Keeps `rules` as `platform`'s region rules.
  public mutating func setRegionRules<Rule>(
    _ rules: RegionRules<Rule>, of platform: ScenarioPlatform
  ) {
    platformRegionRules[platform] = rules
  }

  // MARK: - API

  /// A file's bytes as text, or why they cannot be a scenario file: larger than 1 MiB, or not
  /// UTF-8 (the first bad byte's position). A byte-order mark stays; loading drops it.
  public static func text(decoding bytes: [UInt8], file: String) throws(ScenarioError) -> String {
    try ScenarioInputGuard.decode(bytes, file: file)
  }

  /// Loads a scenario from text; `file` names it in messages; `sections` are the stores it
  /// may run on. A byte-order mark at the start is dropped, and the size limit
  /// counts it, as for a file's bytes.
  public static func load(
    _ text: String, file: String, sections: [any ScenarioSection]
  ) throws(ScenarioError) -> Scenario {
    try ScenarioInputGuard.checkSize(text.utf8.count, file: file)
    let root = try compose(String(ScenarioInputGuard.withoutByteOrderMark(text)), file: file)
    var loader = ScenarioLoader(file: file, sections: sections)
    return try loader.scenario(from: ScenarioNode(node: root, path: "", file: file))
  }

  // MARK: - Parsing

  private static func compose(_ text: String, file: String) throws(ScenarioError) -> YAMLNode {
    guard let root = try YAMLComposer.compose(text, file: file) else {
      throw ScenarioError(
        file: file, line: 1, column: 1,
        message: "the file is empty; a scenario needs at least name, title, summary, world and "
          + "script")
    }
    return root
  }

  // MARK: - Top level

  private mutating func scenario(from root: ScenarioNode) throws(ScenarioError) -> Scenario {
    let top = try root.mapping(keys: Self.sharedKeys + sections.flatMap(\.keys.topLevel))
    let nameNode = try top.required("name")
    let name = try nameNode.line(maximumLength: 60)
    guard Self.isKebabCase(name) else {
      throw nameNode.error(
        "expected a kebab-case name (lowercase words joined by hyphens, e.g. texas-teen), "
          + "found \"\(name)\"")
    }
    let title = try top.required("title").line(maximumLength: 100)
    let summary = try top.required("summary").line(maximumLength: 160)
    let world = try world(from: top.required("world"))
    // A file without `platforms:` is Apple's: its part is the top-level script.
    platforms =
      try top.optional("platforms").map { node throws(ScenarioError) in
        try self.platforms(from: node)
      } ?? [.apple]
    var parts = ScenarioParts()
    for section in sections {
      let plays = platforms.contains(section.platform)
      if let part = try section.part(from: top, world: world, plays: plays, loader: &self) {
        parts.set(part)
      }
    }
    return Scenario(
      name: name, title: title, summary: summary, world: world.shared, file: file,
      platforms: platforms, parts: parts)
  }

  /// `platforms: [apple, google-play]`: at least one store with a section, each once.
  private func platforms(from node: ScenarioNode) throws(ScenarioError) -> [ScenarioPlatform] {
    let known = sections.map(\.platform)
    var platforms: [ScenarioPlatform] = []
    for item in try node.list(maximumCount: known.count + 1) {
      let name = try item.name(among: known.map(\.rawValue), kind: "a platform")
      guard let platform = known.first(where: { $0.rawValue == name }) else {
        throw item.mismatch(expected: ScenarioNode.list(known.map(\.rawValue)))
      }
      guard !platforms.contains(platform) else {
        throw item.error("\(platform.rawValue) is listed twice")
      }
      platforms.append(platform)
    }
    return platforms
  }

  /// How a store other than `platform` names `word` when it is one of its actions ("an Apple
  /// action: it belongs in the top-level script"), for a message about a misplaced action.
  public func misplacedActionHint(_ word: String, besides platform: ScenarioPlatform) -> String? {
    sections.lazy.filter { $0.platform != platform }.compactMap {
      $0.misplacedActionHint(word)
    }.first
  }

  /// Whether `text` is a kebab-case name (lowercase words joined by hyphens).
  public static func isKebabCase(_ text: String) -> Bool {
    ScenarioLimits.isKebabCase(text)
  }
}
