import CustomDump
import Foundation
import Testing

/// `run` in each screen format on an Amazon Appstore built-in draws Amazon's side: its cast,
/// its storyboard page (the Fire tablet, the parent's side and the Developer Console on
/// tablets, every screen AgeTUI's invention), and its screen after a step as SVG and PNG. It
/// used to refuse them (exit 64), having no Amazon screens to draw.
@Suite struct AmazonRunScreensTests {
  /// amazon-utah-2027's captions, one per script step.
  static let captions = [
    "2027-05-05 in Utah: SUCCESS, an empty userStatus, four nulls.",
    "Sofia closes Landmarks.",
    "2027-05-06: Utah's law binds.",
    "2027-05-06 in Utah: SUPERVISED, 13–15.",
  ]

  /// The ids of a page's step sections, in order.
  static func sections(_ page: String) -> [String] {
    page.components(separatedBy: "<section class=\"step\" id=\"").dropFirst()
      .map { String($0.prefix { $0 != "\"" }) }
  }

  /// The number of times `part` occurs in `text`.
  static func count(_ part: String, in text: String) -> Int {
    text.components(separatedBy: part).count - 1
  }

  @Test func theCastHasAFrameAndAMarkerPerStep() throws {
    let run = try AgeTUIBinary.run(["run", "amazon-utah-2027", "--format", "cast"])
    expectNoDifference(run.status, 0)
    expectNoDifference(run.stderr, "")
    let lines = run.stdout.split(separator: "\n").map(String.init)
    let header = try #require(lines.first)
    #expect(
      header.contains(
        "\"title\": \"AgeTUI — amazon-utah-2027 on Amazon Appstore: Amazon Appstore, Utah on "
          + "2027-05-05 and 2027-05-06\""))
    let markers = lines.filter { $0.contains(", \"m\", ") }.map { line in
      String(line.split(separator: "\"m\", ", maxSplits: 1)[1].dropLast())
    }
    expectNoDifference(
      markers,
      [
        "\"start\"", "\"step 1: launch\"", "\"step 2: close\"", "\"step 3: wait 1 day\"",
        "\"step 4: launch\"",
      ])
  }

  @Test func theStoryboardPageHasAmazonsStepsOnTablets() throws {
    let run = try AgeTUIBinary.run(["run", "amazon-utah-2027", "--format", "html"])
    expectNoDifference(run.status, 0)
    expectNoDifference(run.stderr, "")
    let page = run.stdout
    expectNoDifference(Self.sections(page), (0...4).map { "step-\($0)" })
    #expect(
      page.contains(
        "<title>AgeTUI storyboard — amazon-utah-2027 on Amazon Appstore: Amazon Appstore, "
          + "Utah on 2027-05-05 and 2027-05-06</title>"))
    let legend: String =
      "<p class=\"legend\">≈: AgeTUI&#39;s invention, not Amazon&#39;s. Amazon documents "
      + "nothing a parent or child sees (amazon.md §10): every screen of Amazon&#39;s here "
      + "is AgeTUI&#39;s; only GetUserAgeData&#39;s row, the revocation report&#39;s file "
      + "and the developer&#39;s own text are unmarked.</p>"
    #expect(page.contains(legend))
    for (index, caption) in Self.captions.enumerated() {
      #expect(
        page.contains(
          "<a href=\"#step-\(index + 1)\">\(caption.replacingOccurrences(of: "'", with: "&#39;"))</a>"
        ), "\(caption)")
    }
    // Three tablets a step, the start included.
    for device in ["child&#39;s Fire tablet", "parent&#39;s side", "Developer Console"] {
      expectNoDifference(Self.count("aria-label=\"The \(device) ", in: page), 5, "\(device)")
    }
  }

  @Test(arguments: 0...4)
  func theScreenAfterEachStepIsAmazons(step: Int) throws {
    let run = try AgeTUIBinary.run([
      "run", "amazon-utah-2027", "--format", "svg", "--step", "\(step)",
    ])
    expectNoDifference(run.status, 0)
    expectNoDifference(run.stderr, "")
    #expect(
      run.stdout.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"agetui-screen\""))
    #expect(
      run.stdout.contains(
        "aria-label=\"AgeTUI — amazon-utah-2027 on Amazon Appstore after step \(step)\""))
  }

  @Test func thePNGIsAPicture() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "agetui-amazon-png-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("amazon.png").path
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let run = try AgeTUIBinary.run(
      ["run", "amazon-utah-2027", "--format", "png", "--step", "4"], standardOutput: path)
    guard run.status != 1 || !run.stderr.contains("rsvg-convert") else { return }
    expectNoDifference(run.status, 0)
    expectNoDifference(run.stderr, "")
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    expectNoDifference(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
  }

  @Test func aSurfaceNameDrawsTheFirstStepShowingIt() throws {
    let byName = try AgeTUIBinary.run([
      "run", "amazon-utah-2027", "--format", "svg", "--step", "amazon-app-answer",
    ])
    let byNumber = try AgeTUIBinary.run([
      "run", "amazon-utah-2027", "--format", "svg", "--step", "1",
    ])
    expectNoDifference(byName.status, 0)
    expectNoDifference(byName.stdout, byNumber.stdout)
  }

  /// Amazon's surfaces, as `--step`'s errors list them.
  static let surfaces =
    "amazon-app-answer, amazon-consent-request, amazon-console-significant-change, "
    + "amazon-console-revocation-report, amazon-settings"

  @Test func theScreenFormatsRefuseWhatAmazonsSideCannotDraw() throws {
    let refusals: [([String], String)] = [
      (
        ["--format", "svg", "--devices"],
        "Error: --devices draws Apple's phones; Amazon Appstore's side draws the TUI's screen.\n"
      ),
      (
        ["--format", "svg", "--step", "9"],
        "Error: --step 9 is out of range: amazon-utah-2027's Amazon Appstore script has steps 0 "
          + "(the start) to 4.\n"
      ),
      (
        ["--format", "html", "--step", "1"],
        "Error: --step shows one step of Apple's storyboard; Amazon Appstore's page shows them "
          + "all.\n"
      ),
      // Surfaces, in the words Google Play's side uses (one check for both, SideScreenChecks).
      (
        ["--format", "svg", "--step", "age-range-prompt"],
        "Error: --step age-range-prompt is one of Apple's surfaces, not Amazon Appstore's. "
          + "Amazon Appstore's surfaces (see `agetui prompts --platform amazon-appstore`): "
          + Self.surfaces + ".\n"
      ),
      // Any other store's surface is named as that store's, from its registered prompt source.
      (
        ["--format", "svg", "--step", "play-sharing-prompt"],
        "Error: --step play-sharing-prompt is one of Google Play's surfaces, not Amazon "
          + "Appstore's. Amazon Appstore's surfaces (see `agetui prompts --platform "
          + "amazon-appstore`): " + Self.surfaces + ".\n"
      ),
      (
        ["--format", "svg", "--step", "amazon-app-ansewr"],
        "Error: --step amazon-app-ansewr is neither a step number nor a surface of Amazon "
          + "Appstore's. Did you mean amazon-app-answer? Amazon Appstore's surfaces (see "
          + "`agetui prompts --platform amazon-appstore`): " + Self.surfaces + ".\n"
      ),
      (
        ["--format", "svg", "--step", "amazon-console-revocation-report"],
        "Error: --step amazon-console-revocation-report: amazon-utah-2027 never shows "
          + "amazon-console-revocation-report on Amazon Appstore's side; built-ins that do: "
          + "amazon-revocation-report (step 4).\n"
      ),
    ]
    for (arguments, message) in refusals {
      let run = try AgeTUIBinary.run(["run", "amazon-utah-2027"] + arguments)
      expectNoDifference(run.status, 64, "\(arguments)")
      expectNoDifference(run.stdout, "")
      expectNoDifference(run.stderr, message)
    }
  }

  @Test func aTextFormatShowsTheRun() throws {
    let run = try AgeTUIBinary.run(["run", "amazon-utah-2027", "--format", "text"])
    expectNoDifference(run.status, 0)
    #expect(run.stdout.hasPrefix("amazon-utah-2027 on Amazon Appstore: "))
  }

  @Test func theThreeStorePageHasEveryStoresSteps() throws {
    let run = try AgeTUIBinary.run(["run", "texas-teen-three-stores", "--format", "html"])
    expectNoDifference(run.status, 0)
    let sections = Self.sections(run.stdout)
    expectNoDifference(
      sections.filter { $0.hasPrefix("amazon-appstore-") },
      (0...8).map {
        "amazon-appstore-step-\($0)"
      })
    expectNoDifference(sections.first, "apple-step-1")
    #expect(sections.contains("google-play-step-0"))
    #expect(run.stdout.contains("<h2 class=\"store\">Amazon Appstore&#39;s steps</h2>"))
    #expect(
      run.stdout.contains(
        "<p class=\"kicker\">AgeTUI storyboard · texas-teen-three-stores · Apple, Google Play "
          + "and Amazon Appstore</p>"))
  }
}
