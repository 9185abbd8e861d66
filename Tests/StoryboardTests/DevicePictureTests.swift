import Apple
import ApplePresentation
import CustomDump
import FlowEngine
import GooglePlayStoryboard
import Presentation
import Scenarios
import Stores
import Testing

@testable import AppleStoryboard
@testable import Storyboard

@Suite struct DevicePictureTests {
  static let marked = StoryboardOptions()
  static let unmarked = StoryboardOptions(showsWordingMarks: false)

  /// The pictures of step `number` of built-in `name`.
  static func step(_ name: String, _ number: Int, options: StoryboardOptions = marked) throws
    -> AppleStoryboardStep
  {
    let storyboard = AppleDeviceStoryboard(
      try #require(ScenarioLibrary.named(name)), options: options)
    return storyboard.steps[number - 1]
  }

  struct RunCase: Sendable, CustomTestStringConvertible {
    var name: String
    var run: PictureText
    var showsMarks: Bool
    var svg: String
    var testDescription: String { name }
  }

  @Test(
    arguments: [
      RunCase(
        name: "Apple's wording: no mark",
        run: PictureText("Ask to Approve", x: 10, baseline: 20, style: .plainButton),
        showsMarks: true,
        svg: "<text x=\"10\" y=\"20\" class=\"t-pb\">Ask to Approve</text>"),
      RunCase(
        name: "AgeTUI's wording, centred: a dotted line under its measured width",
        run: PictureText(
          "Share Age Range", x: 160, baseline: 30, style: .filledButton, anchor: .middle,
          isAssumedWording: true),
        showsMarks: true,
        svg: "<text x=\"160\" y=\"30\" class=\"t-fb\" text-anchor=\"middle\">Share Age Range</text>"
          + "<path class=\"mark\" d=\"M87 33h146\"/>"),
      RunCase(
        name: "AgeTUI's wording with the marks hidden",
        run: PictureText(
          "Don’t Share", x: 300, baseline: 40, style: .plainButton, anchor: .end,
          isAssumedWording: true),
        showsMarks: false,
        svg: "<text x=\"300\" y=\"40\" class=\"t-pb\" text-anchor=\"end\">Don’t Share</text>"),
      RunCase(
        name: "markup and control characters escaped",
        run: PictureText("<b>&\"'\u{7}", x: -4, baseline: 0, style: .body),
        showsMarks: true,
        svg: "<text x=\"-4\" y=\"0\" class=\"t-bo\">&lt;b&gt;&amp;&quot;&#39;\u{FFFD}</text>"),
    ])
  func aTextRunIsOneElementAndItsMark(_ testCase: RunCase) {
    var writer = SVGWriter(showsWordingMarks: testCase.showsMarks)
    writer.text(testCase.run)
    expectNoDifference(writer.output, testCase.svg)
  }

  /// The phone with nothing on its screen: the whole picture.
  @Test func anEmptyPhoneIsTheFrameAtItsShortestHeight() {
    let svg = PhoneFrame.svg(
      content: SVGWriter(showsWordingMarks: true), height: 100, background: "screen",
      title: "Empty <phone>", includesStyle: false)
    expectNoDifference(
      svg,
      "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"agetui-device\" viewBox=\"0 0 340 400\" "
        + "width=\"340\" height=\"400\" font-family=\"\(DevicePictureStyle.fontFamily)\" role=\"img\" "
        + "aria-label=\"Empty &lt;phone&gt;\"><title>Empty &lt;phone&gt;</title>"
        + "<rect x=\"0\" y=\"0\" width=\"340\" height=\"400\" rx=\"48\" class=\"bezel\"/>"
        + "<rect x=\"10\" y=\"10\" width=\"320\" height=\"380\" rx=\"38\" class=\"screen\"/>"
        + "<g transform=\"translate(10 10)\"><text x=\"44\" y=\"30\" class=\"t-sb\" "
        + "text-anchor=\"middle\">9:41</text>"
        + "<rect x=\"232\" y=\"26\" width=\"3\" height=\"4\" rx=\"1\" class=\"ink\"/>"
        + "<rect x=\"237\" y=\"23\" width=\"3\" height=\"7\" rx=\"1\" class=\"ink\"/>"
        + "<rect x=\"242\" y=\"20\" width=\"3\" height=\"10\" rx=\"1\" class=\"ink\"/>"
        + "<rect x=\"247\" y=\"17\" width=\"3\" height=\"13\" rx=\"1\" class=\"ink\"/>"
        + "<rect x=\"258\" y=\"17\" width=\"25\" height=\"13\" rx=\"4\" class=\"grey\"/>"
        + "<rect x=\"260\" y=\"19\" width=\"19\" height=\"9\" rx=\"2\" class=\"ink\"/>"
        + "<rect x=\"284\" y=\"21\" width=\"2\" height=\"5\" rx=\"1\" class=\"grey\"/></g>"
        + "<g transform=\"translate(10 10)\">"
        + "<rect x=\"112\" y=\"10\" width=\"96\" height=\"28\" rx=\"14\" class=\"island\"/>"
        + "<rect x=\"100\" y=\"368\" width=\"120\" height=\"5\" rx=\"3\" class=\"ink\"/></g>"
        + "</svg>\n")
  }

  /// Google Play's empty phone: the same frame, with an Android phone's hardware (a punch-hole
  /// camera, the clock at the left edge, tighter corners) instead of the iPhone's.
  @Test func anAndroidPhoneHasAPunchHoleAndTheClockAtTheLeft() {
    let svg = PhoneFrame.svg(
      content: SVGWriter(showsWordingMarks: true), height: 100, background: "screen",
      title: "Empty Android", includesStyle: false, hardware: .android)
    expectNoDifference(
      svg,
      "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"agetui-device\" viewBox=\"0 0 340 400\" "
        + "width=\"340\" height=\"400\" font-family=\"\(DevicePictureStyle.fontFamily)\" role=\"img\" "
        + "aria-label=\"Empty Android\"><title>Empty Android</title>"
        + "<rect x=\"0\" y=\"0\" width=\"340\" height=\"400\" rx=\"48\" class=\"bezel\"/>"
        + "<rect x=\"10\" y=\"10\" width=\"320\" height=\"380\" rx=\"28\" class=\"screen\"/>"
        + "<g transform=\"translate(10 10)\"><text x=\"24\" y=\"30\" class=\"t-sb\">9:41</text>"
        + "<rect x=\"232\" y=\"26\" width=\"3\" height=\"4\" rx=\"1\" class=\"ink\"/>"
        + "<rect x=\"237\" y=\"23\" width=\"3\" height=\"7\" rx=\"1\" class=\"ink\"/>"
        + "<rect x=\"242\" y=\"20\" width=\"3\" height=\"10\" rx=\"1\" class=\"ink\"/>"
        + "<rect x=\"247\" y=\"17\" width=\"3\" height=\"13\" rx=\"1\" class=\"ink\"/>"
        + "<rect x=\"258\" y=\"17\" width=\"25\" height=\"13\" rx=\"4\" class=\"grey\"/>"
        + "<rect x=\"260\" y=\"19\" width=\"19\" height=\"9\" rx=\"2\" class=\"ink\"/>"
        + "<rect x=\"284\" y=\"21\" width=\"2\" height=\"5\" rx=\"1\" class=\"grey\"/></g>"
        + "<g transform=\"translate(10 10)\">"
        + "<rect x=\"153\" y=\"17\" width=\"14\" height=\"14\" rx=\"7\" class=\"island\"/>"
        + "<rect x=\"100\" y=\"368\" width=\"120\" height=\"5\" rx=\"3\" class=\"ink\"/></g>"
        + "</svg>\n")
  }

  /// Every picture on a Google Play page is an Android phone and every picture on an Apple
  /// page an iPhone: the two-store page holds both, each on its own store's hardware.
  @Test func eachStoresPicturesAreOnItsOwnPhone() throws {
    let page = try StoryboardPageChromeTests.page("texas-teen-both-stores")
    let pictures = page.split(separator: "<svg ").dropFirst().filter {
      $0.contains("class=\"agetui-device\"")
    }
    let island = "width=\"96\" height=\"28\" rx=\"14\" class=\"island\""
    let punchHole = "width=\"14\" height=\"14\" rx=\"7\" class=\"island\""
    let onPlay = pictures.filter {
      let label = $0.prefix { $0 != ">" }
      return label.contains("Android phone") || label.contains("Family Link")
    }
    #expect(!onPlay.isEmpty && onPlay.count < pictures.count)
    #expect(onPlay.allSatisfy { $0.contains(punchHole) && !$0.contains(island) })
    expectNoDifference(
      pictures.count - onPlay.count,
      pictures.filter { $0.contains(island) && !$0.contains(punchHole) }.count)
  }

  /// One Settings section of one row whose value fits beside its label: the whole content.
  @Test func settingsAreGroupedRows() {
    let section = AppleSettingsSection(
      title: "Age Range for Apps",
      rows: [AppleSettingsRow(label: "Sharing", value: "Ask First", detail: "set by Grace")])
    let svg = AppleSettingsPicture.svg(
      [section], changedRows: ["Sharing"], title: "Settings", options: Self.marked)
    let content =
      "<g transform=\"translate(10 10)\"><text x=\"16\" y=\"81\" class=\"t-lt\">Settings</text>"
      + "<text x=\"16\" y=\"114\" class=\"t-sh\">AGE RANGE FOR APPS</text>"
      + "<rect x=\"16\" y=\"124\" width=\"288\" height=\"55\" rx=\"12\" class=\"card\"/>"
      + "<g transform=\"translate(0 124)\"><text x=\"30\" y=\"20\" class=\"t-bo\">Sharing</text>"
      + "<text x=\"290\" y=\"20\" class=\"t-va\" text-anchor=\"end\">Ask First</text>"
      + "<text x=\"30\" y=\"41\" class=\"t-fn\">set by Grace</text>"
      + "<rect x=\"16\" y=\"6\" width=\"4\" height=\"43\" class=\"blue\"/></g></g>"
    #expect(svg.contains(content))
    #expect(svg.contains("class=\"grouped\""))
  }

  /// The age-range prompt (wwdc-olivia-14 step 1): a sheet rising over the dimmed app, its
  /// title, message and both buttons AgeTUI's wording, so each line is marked.
  @Test func theAgeRangePromptIsASheetOverTheDimmedApp() throws {
    let svg = try #require(Self.step("wwdc-olivia-14", 1).childSVG)
    let dim = try #require(svg.firstRange(of: "class=\"dim\""))
    let sheet = try #require(svg.firstRange(of: "class=\"sheet\""))
    let title = try #require(
      svg.firstRange(of: ">Share Your Age Range?</text><path class=\"mark\""))
    #expect(dim.lowerBound < sheet.lowerBound && sheet.lowerBound < title.lowerBound)
    #expect(svg.contains(">Share Age Range</text><path class=\"mark\""))
    #expect(svg.contains(">Don’t Share</text><path class=\"mark\""))
    expectNoDifference(svg.split(separator: "class=\"mark\"").count - 1, 7)
    let unmarked = try #require(Self.step("wwdc-olivia-14", 1, options: Self.unmarked).childSVG)
    #expect(!unmarked.contains("class=\"mark\""))
    #expect(unmarked.contains(">Share Your Age Range?</text>"))
  }

  /// The iOS 27 permission alert (ios27-acknowledgment-alert step 2): centred, three buttons
  /// stacked, Apple's button names unmarked and AgeTUI's title marked.
  @Test func thePermissionAlertStacksThreeButtons() throws {
    let svg = try #require(Self.step("ios27-acknowledgment-alert", 2).childSVG)
    #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"280\""))
    for (label, y) in [("Ask to Approve", 28), ("Approve in Person", 72), ("Cancel", 116)] {
      #expect(svg.contains(">\(label)</text>"))
      #expect(!svg.contains(">\(label)</text><path class=\"mark\""))
      _ = y
    }
    #expect(svg.contains("Needs Approval</text><path class=\"mark\""))
  }

  struct SurfaceCase: Sendable, CustomTestStringConvertible {
    var name: String
    var step: Int
    var device: KeyPath<AppleStoryboardStep, String?> & Sendable
    var expected: [String]
    var testDescription: String { "\(name) step \(step)" }
  }

  @Test(
    arguments: [
      SurfaceCase(
        name: "texas-teen", step: 2, device: \.childSVG,
        expected: [
          ">Cancel</text>", ">New Message</text>", ">To:</text>", ">Carlos</text>",
          "class=\"blue\"", ">Send</text>",
        ]),
      SurfaceCase(
        name: "texas-teen", step: 3, device: \.parentSVG,
        expected: [">Approve</text>", ">Decline</text>", "class=\"card2\"", ">S</text>"]),
      SurfaceCase(
        name: "ios27-approve-in-person", step: 2, device: \.childSVG,
        expected: [">Screen Time Passcode</text>", ">0</text>", ">9</text>", "class=\"keyb\""]),
      SurfaceCase(
        name: "sandbox-16-17-declined", step: 4, device: \.childSVG,
        expected: [">Not Available</text>", "a8 8 0 0 1 16 0"]),
      SurfaceCase(
        name: "sharing-modes", step: 3, device: \.settingsSVG,
        expected: [">AGE RANGE FOR APPS</text>", ">Sharing</text>", "class=\"grouped\""]),
      SurfaceCase(
        name: "wwdc-emily-9", step: 1, device: \.childSVG,
        expected: ["class=\"banner\"", ">now</text>"]),
    ])
  func eachSurfaceIsDrawnAsTheDeviceShowsIt(_ testCase: SurfaceCase) throws {
    let step = try Self.step(testCase.name, testCase.step)
    let svg = try #require(step[keyPath: testCase.device])
    for fragment in testCase.expected {
      #expect(svg.contains(fragment), "\(fragment)")
    }
  }

  /// Every character of every built-in's pictures is one DejaVu Sans draws: none would show
  /// as an empty box.
  @Test(arguments: ScenarioLibrary.names)
  func everyCharacterOfEveryPictureIsInTheFont(_ name: String) throws {
    let storyboard = AppleDeviceStoryboard(try #require(ScenarioLibrary.named(name)))
    var missing: Set<String> = []
    for step in storyboard.steps {
      for svg in [step.childSVG, step.parentSVG, step.settingsSVG].compactMap({ $0 }) {
        for text in Self.texts(in: svg) {
          for scalar in text.unicodeScalars where !DejaVuSansCoverage.covers(scalar) {
            missing.insert("U+\(String(scalar.value, radix: 16, uppercase: true)) in “\(text)”")
          }
        }
      }
    }
    #expect(missing.isEmpty, "\(missing.sorted())")
  }

  @Test func theCoverageListKnowsTheFont() {
    #expect(DejaVuSansCoverage.covers("A"))
    #expect(DejaVuSansCoverage.covers("–"))
    #expect(DejaVuSansCoverage.covers("✉"))
    #expect(!DejaVuSansCoverage.covers("⏳"))
  }

  /// The contents of every `<text>` element, entities decoded.
  static func texts(in svg: String) -> [String] {
    svg.split(separator: "<text ").dropFirst().compactMap { element in
      guard let start = element.firstIndex(of: ">"),
        let end = element.firstRange(of: "</text>")
      else { return nil }
      return String(element[element.index(after: start)..<end.lowerBound])
        .replacing("&lt;", with: "<").replacing("&gt;", with: ">")
        .replacing("&quot;", with: "\"").replacing("&#39;", with: "'")
        .replacing("&amp;", with: "&")
    }
  }
}
