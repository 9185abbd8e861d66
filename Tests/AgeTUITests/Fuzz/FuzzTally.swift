/// Counts of what a fuzz campaign found, and the line a script reads.
struct FuzzTally {
  var files = 0
  var crashes = 0
  var hangs = 0
  var badExitCodes = 0
  /// Errors without a proper position, or output with raw control characters.
  var brokenRules = 0
  /// The first few findings, each with the file's seed and index so it reproduces.
  var examples: [String] = []

  /// Records a finding.
  mutating func note(_ finding: String) {
    if examples.count < 20 { examples.append(finding) }
  }

  /// Whether nothing went wrong.
  var isClean: Bool { crashes == 0 && hangs == 0 && badExitCodes == 0 && brokenRules == 0 }

  /// `fuzz: N files, C crashes, H hangs, X bad exit codes` (scripts/fuzz.sh reads it).
  var summary: String {
    "fuzz: \(files) files, \(crashes) crashes, \(hangs) hangs, \(badExitCodes) bad exit codes"
      + (brokenRules == 0 ? "" : ", \(brokenRules) broken rules")
  }
}
