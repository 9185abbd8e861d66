/// Makes hostile scenario files from valid ones, deterministically from a seed: byte flips,
/// truncations, line edits, wrong types, huge and negative numbers, invalid UTF-8, control
/// characters, anchors and aliases anywhere, tags, CR line ends, deep nesting and files at
/// the size limit.
struct ScenarioMutator {
  /// The largest file a scenario may be (1 MiB).
  static let sizeLimit = 1_048_576

  /// One kind of damage.
  enum Mutation: CaseIterable {
    case flipByte
    case truncate
    case deleteLine
    case duplicateLine
    case swapLines
    case reindentLine
    case wrongType
    case extremeNumber
    case invalidUTF8
    case controlCharacter
    case anchorOrAlias
    case tag
    case carriageReturns
    case deepNesting
    case sizeLimit
  }

  private var random: FuzzRandom

  /// A mutator for one seed.
  init(seed: UInt64) {
    random = FuzzRandom(seed: seed)
  }

  /// A damaged copy of one of `seeds`: one to three mutations. One file in a hundred is
  /// also grown to the size limit: such files are slow to make and check in a debug build,
  /// and the hostile-shape timing test covers that size on its own.
  mutating func file(from seeds: [[UInt8]]) -> [UInt8] {
    var bytes = random.pick(seeds)
    let everyday = Mutation.allCases.filter { $0 != .sizeLimit }
    for _ in 0...random.below(3) {
      bytes = apply(random.pick(everyday), to: bytes)
    }
    if random.below(100) == 0 { bytes = apply(.sizeLimit, to: bytes) }
    return bytes
  }

  /// One mutation applied to a file.
  mutating func apply(_ mutation: Mutation, to bytes: [UInt8]) -> [UInt8] {
    switch mutation {
    case .flipByte: return flipBytes(bytes)
    case .truncate: return Array(bytes.prefix(random.below(bytes.count + 1)))
    case .deleteLine, .duplicateLine, .swapLines, .reindentLine:
      return editLines(bytes, mutation)
    case .wrongType:
      return replaceValue(
        bytes,
        with: random.pick([
          "[]", "{}", "[1, [2]]", "{a: b}", "null", "~", "true", "\"\"", "''", "|\n  x",
          "- x", "1.5", "0x10", "2026-02-30", "\"13\"",
        ]))
    case .extremeNumber:
      return replaceValue(
        bytes,
        with: random.pick([
          "-1", "0", "-0", "99999999999999999999999", "9223372036854775807",
          "-9223372036854775808", "1e999", "-1e999", ".nan", ".inf", "+12", "0o17", "1_000",
          "2147483648", "-2147483649",
        ]))
    case .invalidUTF8:
      return insert(
        random.pick([
          [0xFF], [0xC3, 0x28], [0xED, 0xA0, 0x80], [0xF8, 0x88, 0x80], [0xC0, 0xAF],
        ]),
        into: bytes)
    case .controlCharacter:
      return insert(
        Array(
          random.pick([
            "\u{1B}]0;pwned\u{7}", "\u{0}", "\u{1B}[2J", "\u{202E}", "\u{2028}", "\u{85}",
            "\u{7F}", "\u{9B}", "\\e]0;x\\a", "\\0", "\\u202E", "\r", "\u{FEFF}", "\t",
          ]).utf8), into: bytes)
    case .anchorOrAlias:
      return insert(
        Array(
          random.pick([
            "&a ", "*a", "*a ", "? *a\n: 1\n", "<<: *a\n", "&a [1, *a]", "!t &x [", "&", "*",
            "- &a x\n- *a\n", "{*a : 1}", "x: &a\n  y: *a\n",
          ]).utf8), into: bytes)
    case .tag:
      return insert(
        Array(
          random.pick([
            "!t ", "!!str ", "!!int ", "!!binary ", "!<tag:x,2026:y> ", "!t [", "!!map ",
            "%TAG ! tag:x,2026:\n---\n", "%YAML 1.1\n---\n", "!!python/object:os.system ",
          ]).utf8), into: bytes)
    case .carriageReturns:
      let lineEnd: [UInt8] = random.below(2) == 0 ? [13] : [13, 10]
      return bytes.split(separator: 10, omittingEmptySubsequences: false)
        .map(Array.init).joined(separator: lineEnd).map { $0 }
    case .deepNesting:
      let depth = random.pick([31, 32, 33, 100, 5000])
      let opener = random.pick(["[", "{a: ", "- ", "? "])
      return insert(Array(String(repeating: opener, count: depth).utf8), into: bytes)
    case .sizeLimit:
      let target = Self.sizeLimit + random.pick([-1, 0, 1, -100])
      let filler = Array(random.pick(["#", "x", " ", "\n", "[", "- "]).utf8)
      var padded = bytes
      padded += [10, 35]
      while padded.count < target { padded += filler }
      return Array(padded.prefix(target))
    }
  }

  private mutating func flipBytes(_ bytes: [UInt8]) -> [UInt8] {
    guard !bytes.isEmpty else { return [UInt8(random.below(256))] }
    var result = bytes
    for _ in 0...random.below(4) {
      result[random.below(result.count)] = UInt8(random.below(256))
    }
    return result
  }

  private mutating func editLines(_ bytes: [UInt8], _ mutation: Mutation) -> [UInt8] {
    var lines = bytes.split(separator: 10, omittingEmptySubsequences: false).map(Array.init)
    guard lines.count > 1 else { return bytes }
    let index = random.below(lines.count)
    switch mutation {
    case .deleteLine: lines.remove(at: index)
    case .duplicateLine: lines.insert(lines[index], at: index)
    case .swapLines: lines.swapAt(index, random.below(lines.count))
    default:
      let indent = lines[index].prefix { $0 == 32 }.count
      let change = random.pick([-2, -1, 1, 2, 40])
      lines[index] =
        Array(repeating: 32, count: max(0, indent + change)) + lines[index].dropFirst(indent)
    }
    return Array(lines.joined(separator: [10]))
  }

  /// Replaces the text after one `: ` with a value.
  private mutating func replaceValue(_ bytes: [UInt8], with value: String) -> [UInt8] {
    var lines = bytes.split(separator: 10, omittingEmptySubsequences: false).map(Array.init)
    let candidates = lines.indices.filter { index in
      lines[index].indices.dropLast().contains {
        lines[index][$0] == 58 && lines[index][$0 + 1] == 32
      }
    }
    guard !candidates.isEmpty else { return insert(Array(value.utf8), into: bytes) }
    let index = random.pick(candidates)
    let line = lines[index]
    guard
      let colon = line.indices.dropLast().first(where: { line[$0] == 58 && line[$0 + 1] == 32 })
    else { return bytes }
    lines[index] = Array(line.prefix(colon + 2)) + Array(value.utf8)
    return Array(lines.joined(separator: [10]))
  }

  private mutating func insert(_ piece: [UInt8], into bytes: [UInt8]) -> [UInt8] {
    var result = bytes
    result.insert(contentsOf: piece, at: random.below(bytes.count + 1))
    return result
  }
}
