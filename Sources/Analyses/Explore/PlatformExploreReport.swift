import Reports

/// `agetui explore --platforms …`: each platform's sweep, one after the other. One platform
/// alone prints its own report (Apple's, byte for byte, as without `--platforms`). With more,
/// the text opens with the platforms' names, the Markdown and text sections follow one another,
/// CSV rows start with their platform's name in one header (the shared columns, then each
/// platform's own), and JSON wraps each section's document under its key (format
/// `agetui-explore-platforms`, `passed` last). ``Writer`` prints it section by section, so a
/// caller can print one platform's while the next sweep runs.
public struct PlatformExploreReport: Sendable {
  /// The sweeps, in the order printed.
  public let sections: [any ExploreSection]

  /// Joins the sweeps that were run.
  public init(sections: [any ExploreSection]) {
    self.sections = sections
  }

  /// Whether every invariant held on every platform swept.
  public var passed: Bool { sections.allSatisfy(\.passed) }

  /// Prints the platforms' report a section at a time: ``begin()`` with every platform named,
  /// ``write(_:)`` for each section in that order as its sweep finishes, ``end(passed:)``.
  public struct Writer {
    /// The platforms the report holds, in order.
    public let platforms: [ExplorePlatform]
    /// The format printed.
    public let format: ReportFormat
    /// Where it goes.
    public let output: ReportOutput
    /// The sections written so far.
    private var written = 0

    /// A report of `platforms`' sections in `format` to `output`.
    public init(platforms: [ExplorePlatform], format: ReportFormat, output: ReportOutput) {
      self.platforms = platforms
      self.format = format
      self.output = output
    }

    /// Whether the sections share the platforms' layout (more than one platform).
    private var isShared: Bool { platforms.count > 1 }

    /// What comes before the first section.
    public func begin() {
      guard isShared else { return }
      switch format {
      case .text:
        output.write(
          "Platforms: " + platforms.map(\.title).joined(separator: ", then ") + ".\n\n")
      case .csv:
        let own = platforms.flatMap(\.csvColumns)
        output.write((["platform"] + ExploreTable.csvHeader + own).joined(separator: ",") + "\n")
      case .json:
        let names = platforms.map { "\"\($0.name)\"" }.joined(separator: ", ")
        output.write(
          "{\n  \"format\": \"agetui-explore-platforms\",\n  \"version\": 1,\n  \"platforms\": "
            + "[\(names)]")
      case .markdown, .mermaid, .cast, .html, .svg, .png, .dot:
        break
      }
    }

    /// The next section; sections come in ``platforms``' order.
    public mutating func write(_ section: any ExploreSection) {
      defer { written += 1 }
      guard isShared else {
        section.writeAlone(format, to: output)
        return
      }
      switch format {
      case .text, .markdown:
        if written > 0 { output.write("\n") }
        section.writeAlone(format, to: output)
      case .csv:
        let own = platforms.map(\.csvColumns.count)
        let index = min(written, own.count)
        section.writeCSVRows(
          output.write, before: own[..<index].reduce(0, +),
          after: own[min(index + 1, own.count)...].reduce(0, +))
      case .json:
        output.write(",\n  \"\(section.platform.jsonKey)\": ")
        section.writeAlone(.json, to: output)
      case .mermaid, .cast, .html, .svg, .png, .dot:
        break
      }
    }

    /// What comes after the last section: JSON's verdict over every platform.
    public func end(passed: Bool) {
      guard isShared, format == .json else { return }
      output.write(",\n  \"passed\": \(passed)\n}\n")
    }
  }
}

extension PlatformExploreReport: Report {
  /// The collapsed table (text, markdown) or every case as a row (json, csv), as each store's
  /// own report.
  public static let formats: [ReportFormat] = [.text, .json, .csv, .markdown]

  /// Writes each platform's section; see the type's description for the layout.
  public func write(_ format: ReportFormat, to output: ReportOutput) {
    var writer = Writer(platforms: sections.map(\.platform), format: format, output: output)
    writer.begin()
    for section in sections { writer.write(section) }
    writer.end(passed: passed)
  }
}
