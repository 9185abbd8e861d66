/// A picture of the screen that a key asked to keep: the program stays pure and hands the
/// canvas over; the executable writes the file and reports back on the notice line.
public struct FrameRequest: Hashable, Sendable {
  /// The screen as it was when the key was pressed.
  public var canvas: Canvas
  /// The file name without directory or extension, e.g. `agetui-texas-teen-2`: only ASCII
  /// letters, digits, `.`, `_` and `-`, so a scenario's name cannot steer the path.
  public var baseName: String

  /// A request for `canvas`, named after `scenario` and `step` (and `live` when off the
  /// script).
  public init(canvas: Canvas, scenario: String, step: Int, isLive: Bool) {
    self.canvas = canvas
    let mapped = scenario.unicodeScalars.map { scalar -> Character in
      let isSafe =
        scalar.isASCII
        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
          || scalar == "." || scalar == "_" || scalar == "-")
      return isSafe ? Character(scalar) : "-"
    }
    // Without leading dots, a name never hides the file or climbs a directory.
    let safe = String(mapped.drop { $0 == "." })
    baseName = "agetui-\(safe.isEmpty ? "scenario" : safe)-\(step)\(isLive ? "-live" : "")"
  }
}
