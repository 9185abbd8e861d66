/// Counts of what a fuzz campaign found, and the line a script reads.
struct FuzzTally {
  var files = 0
  var crashes = 0
  var hangs = 0
  var badExitCodes = 0
  /// Errors without a proper position, or output with raw control characters.
  var brokenRules = 0
  /// The first few findings in the order of their files, each with the file's index so it
  /// reproduces.
  private var findings: [(file: Int, text: String)] = []
  /// How many findings are kept.
  private static let kept = 20

  /// The first few findings, each with the file's seed and index so it reproduces.
  var examples: [String] { findings.map(\.text) }

  /// Records a finding about file `file` (a campaign's files are noted in their order).
  mutating func note(_ finding: String, file: Int = 0) {
    if findings.count < Self.kept { findings.append((file, finding)) }
  }

  /// The tally of a campaign whose files were split between `lanes`, each of which noted its
  /// files in order: the counts summed, and the first findings by file, as one lane would
  /// have kept them (each lane's first ones hold all of those).
  init(merging lanes: [FuzzTally]) {
    files = lanes.map(\.files).reduce(0, +)
    crashes = lanes.map(\.crashes).reduce(0, +)
    hangs = lanes.map(\.hangs).reduce(0, +)
    badExitCodes = lanes.map(\.badExitCodes).reduce(0, +)
    brokenRules = lanes.map(\.brokenRules).reduce(0, +)
    // A stable sort: a file's findings stay in the order its lane noted them.
    let ordered = lanes.flatMap(\.findings).enumerated().sorted {
      ($0.element.file, $0.offset) < ($1.element.file, $1.offset)
    }
    findings = Array(ordered.map(\.element).prefix(Self.kept))
  }

  /// An empty tally.
  init() {}

  /// Whether nothing went wrong.
  var isClean: Bool { crashes == 0 && hangs == 0 && badExitCodes == 0 && brokenRules == 0 }

  /// `fuzz: N files, C crashes, H hangs, X bad exit codes` (scripts/fuzz.sh reads it).
  var summary: String {
    "fuzz: \(files) files, \(crashes) crashes, \(hangs) hangs, \(badExitCodes) bad exit codes"
      + (brokenRules == 0 ? "" : ", \(brokenRules) broken rules")
  }
}
