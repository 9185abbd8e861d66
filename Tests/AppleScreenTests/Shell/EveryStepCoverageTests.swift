import AgeScreen
import AmazonAppstoreScreen
import CustomDump
import FlowEngine
import Presentation
import Scenarios
import ScreenTestSupport
import Stores
import Testing

@testable import AppleScreen

/// Every walkthrough step of every built-in, at each presenter size: every text the step's
/// presentation holds for each device (main text, sheet text and buttons, new notifications)
/// is on screen whole, or its pane says `↓ N more` and scrolling the pane reaches it; no word
/// is split across rows. The texts come from the Presentation values, never a hand-made list.
/// Apple's side is checked on every built-in, and every registered store's side that draws a
/// built-in's steps (`Stores.screenSides`) on the built-ins that run on it.
@Suite struct EveryStepCoverageTests {
  /// A presenter's terminal and the banner it opens with.
  struct Presenter: Sendable, CustomTestStringConvertible {
    let size: Size
    let banner: BannerMode

    var testDescription: String { "\(size.width)×\(size.height), banner \(banner.rawValue)" }
  }

  static let presenters = [
    Presenter(size: Size(width: 80, height: 24), banner: .caption),
    Presenter(size: Size(width: 100, height: 30), banner: .full),
    Presenter(size: Size(width: 120, height: 40), banner: .full),
  ]

  /// What one device pane must show at a step.
  static func texts(of pane: Pane, in shell: AppleShell) -> [String] {
    switch pane {
    case .child:
      let child = shell.childPresentation
      var texts = [child.screenTitle] + child.screenLines
      texts += child.systemNote.map { [$0] } ?? []
      if let sheet = child.sheet {
        texts += [sheet.title] + sheet.message + sheet.choices.map(\.label)
      } else {
        texts += child.activeChoices.map(\.label)
      }
      texts += child.notifications.filter { $0.sequence > shell.stepTraceStart }.map(\.text)
      return texts
    case .parent:
      let parent = shell.parentPresentation
      var texts = [parent.heading]
      for bubble in parent.thread {
        texts += [bubble.status, "“\(bubble.text)”"]
      }
      texts += shell.parentChoices.map(\.label)
      texts += parent.notifications.filter { $0.sequence > shell.stepTraceStart }.map(\.text)
      return texts
    case .settings, .timeline:
      return []
    }
  }

  /// A pane's rows as drawn now, inside its border, and its bottom edge.
  static func rows(of pane: Pane, in shell: AppleShell, size: Size) -> (
    rows: [String], bottomEdge: String
  ) {
    let canvas = shell.render(size: size)
    let layout = shell.frame(size: size).layout(size: size)
    guard let content = layout.content(of: pane) else { return ([], "") }
    func text(row: Int) -> String {
      String(
        (content.x..<content.maxX).compactMap { column in
          canvas[column, row].flatMap { $0.isContinuation ? nil : $0.character }
        })
    }
    return ((content.y..<content.maxY).map(text(row:)), text(row: content.maxY))
  }

  /// Every row of a device pane's document, read by scrolling a copy of the shell through it
  /// as a presenter would (focus the pane, Home, then PgDn to the end).
  static func documentRows(of pane: Pane, in shell: AppleShell, size: Size) -> [String] {
    var shell = shell
    _ = shell.update(.focus(pane), size: size)
    _ = shell.update(.first, size: size)
    var document: [Int: String] = [:]
    var seen: Set<Int> = []
    while true {
      let offset = shell.documentScroll[pane]
      guard seen.insert(offset).inserted else { break }
      for (index, row) in rows(of: pane, in: shell, size: size).rows.enumerated() {
        document[offset + index] = row
      }
      _ = shell.update(.page(1), size: size)
    }
    return document.keys.sorted().compactMap { document[$0] }
  }

  /// `text` with every space and decoration gone, so text wrapped at any width compares.
  static func squeezed(_ text: String) -> String {
    let decorations: Set<Character> = ["│", "▸", "╭", "╮", "╰", "╯", "─", "≈"]
    return String(text.filter { !$0.isWhitespace && !decorations.contains($0) })
  }

  /// The words of `text` a row of `width` columns could hold whole that no row shows whole.
  static func splitWords(of text: String, in rows: [String], width: Int) -> [String] {
    text.split(separator: " ").map(String.init).filter { word in
      DisplayWidth.of(word) <= width && !rows.contains { $0.contains(word) }
    }
  }

  @Test(arguments: presenters)
  func everyDeviceTextOfEveryStepIsShownOrReachable(_ presenter: Presenter) throws {
    let size = presenter.size
    var checked = 0
    var shownWhole = 0
    var reachedByScrolling = 0
    var lost: [String] = []
    var split: [String] = []
    var steps = 0
    for name in ScenarioLibrary.names {
      var shell = try SimulatorStates.opened(name)
      for step in 1...max(1, shell.scriptLength) where step <= shell.scriptLength {
        _ = shell.update(.nextStep, size: size)
        steps += 1
        expectNoDifference(shell.bannerMode(size: size), presenter.banner)
        for pane in [Pane.child, .parent] {
          let (rows, edge) = Self.rows(of: pane, in: shell, size: size)
          let shown = Self.squeezed(rows.joined())
          let document = Self.documentRows(of: pane, in: shell, size: size)
          let whole = Self.squeezed(document.joined())
          let width = size.width / 2 - 4
          for text in Self.texts(of: pane, in: shell) where !Self.squeezed(text).isEmpty {
            checked += 1
            let place = "\(name) step \(step) \(pane.title): “\(text)”"
            if shown.contains(Self.squeezed(text)) {
              shownWhole += 1
            } else if whole.contains(Self.squeezed(text)) && edge.contains("↓") {
              reachedByScrolling += 1
            } else {
              lost.append(place)
              continue
            }
            split += Self.splitWords(of: text, in: document, width: width).map {
              "\(place): “\($0)” split"
            }
          }
        }
      }
    }
    print(
      "every step at \(presenter.testDescription): \(steps) steps, \(checked) texts, "
        + "\(shownWhole) on screen whole, \(reachedByScrolling) reached by scrolling, "
        + "\(lost.count) lost, \(split.count) split words")
    expectNoDifference(lost, [])
    expectNoDifference(split, [])
    #expect(steps > 100)
  }

  /// What one of Amazon's device panes must show at a step: the Fire tablet's headline, text,
  /// buttons, the row it received and what each value means; the parent's request, settings,
  /// history and buttons.
  static func texts(of pane: Pane, in side: AmazonSide) -> [String] {
    switch pane {
    case .child:
      let tablet = side.tablet
      return [tablet.headline.text] + tablet.text.map(\.text)
        + tablet.received.flatMap { [$0.name, $0.value] } + tablet.explanation
        + tablet.choices.map(\.label)
    case .parent:
      let parent = side.parent
      return [parent.title.text] + (parent.requestHeading.map { [$0.text] } ?? [])
        + parent.requestLines.map(\.text) + parent.settings.flatMap { [$0.name, $0.value] }
        + parent.history + parent.choices.map(\.label)
    case .settings, .timeline:
      return []
    }
  }

  /// A pane's rows of `canvas` as `layout` places them, inside its border, and its bottom edge.
  static func rows(of pane: Pane, canvas: Canvas, layout: ScreenLayout) -> (
    rows: [String], bottomEdge: String
  ) {
    guard let content = layout.content(of: pane) else { return ([], "") }
    func text(row: Int) -> String {
      String(
        (content.x..<content.maxX).compactMap { column in
          canvas[column, row].flatMap { $0.isContinuation ? nil : $0.character }
        })
    }
    return ((content.y..<content.maxY).map(text(row:)), text(row: content.maxY))
  }

  /// Every row of one of Amazon's panes, read by scrolling a copy of the side through it.
  static func documentRows(of pane: Pane, in side: AmazonSide, size: Size) -> [String] {
    var side = side
    _ = side.update(.shell(.focus(pane)), size: size)
    _ = side.update(.shell(.first), size: size)
    var document: [Int: String] = [:]
    var seen: Set<Int> = []
    while true {
      let offset = side.documentScroll[pane]
      guard seen.insert(offset).inserted else { break }
      let (rows, _) = rows(
        of: pane, canvas: side.render(size: size), layout: side.frame(size: size).layout(size: size)
      )
      for (index, row) in rows.enumerated() { document[offset + index] = row }
      _ = side.update(.shell(.page(1)), size: size)
    }
    return document.keys.sorted().compactMap { document[$0] }
  }

  /// Every built-in with an Amazon part, its side as the TUI opens it.
  static let amazonSides = ScenarioLibrary.all.compactMap { scenario in
    Stores.screenSides.contains { $0.platform == AmazonSide.platform }
      ? AmazonStory.ofScenario(scenario).map { AmazonSide(story: $0) } : nil
  }

  @Test(arguments: presenters)
  func everyAmazonDeviceTextOfEveryStepIsShownOrReachable(_ presenter: Presenter) throws {
    let size = presenter.size
    var checked = 0
    var lost: [String] = []
    var split: [String] = []
    var steps = 0
    for opened in Self.amazonSides {
      var side = opened
      for step in 1...max(1, side.scriptLength) where step <= side.scriptLength {
        _ = side.update(.shell(.nextStep), size: size)
        steps += 1
        expectNoDifference(side.bannerMode(size: size), presenter.banner)
        for pane in [Pane.child, .parent] {
          let (rows, edge) = Self.rows(
            of: pane, canvas: side.render(size: size),
            layout: side.frame(size: size).layout(size: size))
          let shown = Self.squeezed(rows.joined())
          let document = Self.documentRows(of: pane, in: side, size: size)
          let whole = Self.squeezed(document.joined())
          // A received value wraps under its field's name, 4 columns in (`FieldList`).
          let width = size.width / 2 - 8
          for text in Self.texts(of: pane, in: side) where !Self.squeezed(text).isEmpty {
            checked += 1
            let place = "\(side.story.name) step \(step) \(pane.title): “\(text)”"
            guard
              shown.contains(Self.squeezed(text))
                || (whole.contains(Self.squeezed(text)) && edge.contains("↓"))
            else {
              lost.append(place)
              continue
            }
            split += Self.splitWords(of: text, in: document, width: width).map {
              "\(place): “\($0)” split"
            }
          }
        }
      }
    }
    expectNoDifference(lost, [])
    expectNoDifference(split, [])
    #expect(Self.amazonSides.count >= 6)
    #expect(steps > 30)
    #expect(checked > steps)
  }

  /// The check catches a cut text: the same pane, drawn without its `↓ N more` mark, or with
  /// its last rows gone, fails it.
  @Test func aCutTextWithoutItsMarkIsCaught() throws {
    let shell = try SimulatorStates.state("texas-teen", [.nextStep])
    let size = Size(width: 80, height: 14)
    let (rows, edge) = Self.rows(of: .child, in: shell, size: size)
    let texts = Self.texts(of: .child, in: shell)
    let missing = texts.filter { !Self.squeezed(rows.joined()).contains(Self.squeezed($0)) }
    #expect(!missing.isEmpty)
    #expect(edge.contains("↓"))
    expectNoDifference(
      Self.splitWords(
        of: "askToApprove(didSend: true).", in: ["askToApprove(didSen", "d: true)."], width: 30),
      ["askToApprove(didSend:"])
  }
}
