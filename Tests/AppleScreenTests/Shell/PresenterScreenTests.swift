import AgeScreen
import CustomDump
import FlowEngine
import GooglePlayScenarios
import Scenarios
import ScreenTestSupport
import Stores
import Testing

@testable import AppleScreen

/// Every system sheet, blocked screen and parent's question the built-in scenarios' scripts
/// reach, at the sizes presenters use: the whole text and every button are on screen without
/// scrolling, and each screen is a snapshot a designer can read.
@Suite struct PresenterScreenTests {
  /// One screen a script reaches: the scenario, how many script steps (`n`) lead to it, and
  /// what it shows.
  struct Moment: Sendable, CustomTestStringConvertible {
    let scenario: String
    let steps: Int
    let kind: String

    var testDescription: String { "\(scenario)-\(steps)-\(kind)" }

    /// The shell at this moment.
    func shell() throws -> AppleShell {
      try SimulatorStates.state(scenario, Array(repeating: .nextStep, count: steps))
    }
  }

  /// The first time each script shows each sheet, blocked screen or pending question.
  /// Apple's scenarios: the screens show no Google Play part yet.
  static let moments: [Moment] = ScenarioLibrary.all.filter { $0.play == nil }.map(\.name)
    .flatMap { name -> [Moment] in
      guard var shell = try? SimulatorStates.opened(name) else { return [] }
      var seen: Set<String> = []
      var found: [Moment] = []
      for step in 1...max(1, shell.scriptLength) where step <= shell.scriptLength {
        _ = shell.update(.nextStep, size: SimulatorStates.size)
        for kind in kinds(of: shell) where seen.insert(kind).inserted {
          found.append(Moment(scenario: name, steps: step, kind: kind))
        }
      }
      return found
    }

  static func kinds(of shell: AppleShell) -> [String] {
    let child = shell.childPresentation
    var kinds: [String] = []
    if let sheet = child.sheet {
      kinds.append(sheet.kind)
    } else if child.status == .blocked {
      kinds.append("blocked")
    }
    if shell.parentPresentation.thread.contains(where: \.isPending) {
      kinds.append("parent-question")
    }
    return kinds
  }

  static let sizes = [
    Size(width: 80, height: 24), Size(width: 100, height: 30), Size(width: 120, height: 40),
  ]

  /// The words a pane shows, in reading order, card edges and list markers left out, so text
  /// wrapped at any width compares with the text it came from.
  static func words(of pane: Pane, in shell: AppleShell, size: Size) -> String {
    let canvas = shell.render(size: size)
    let layout = shell.frame(size: size).layout(size: size)
    guard let content = layout.content(of: pane) else { return "" }
    let rows = (content.y..<content.maxY).map { row in
      String(
        (content.x..<content.maxX).compactMap { column in
          canvas[column, row].flatMap { $0.isContinuation ? nil : $0.character }
        })
    }
    let decorations: Set<Character> = ["│", "▸", "╭", "╮", "╰", "╯", "─", "↑", "↓", "≈"]
    return rows.joined(separator: " ").split { $0 == " " || decorations.contains($0) }
      .joined(separator: " ")
  }

  static func words(_ text: String) -> String {
    text.split(separator: " ").joined(separator: " ")
  }

  @Test func theScriptsReachEverySheetABlockedScreenAndAQuestion() {
    let kinds = Set(Self.moments.map(\.kind))
    expectNoDifference(
      kinds,
      [
        "age-range-prompt", "messages-compose", "acknowledgment", "permission-alert",
        "screen-time-passcode", "blocked", "parent-question",
      ])
  }

  @Test(arguments: moments, sizes)
  func theWholePromptAndItsButtonsAreOnScreen(_ moment: Moment, _ size: Size) throws {
    let shell = try moment.shell()
    let child = shell.childPresentation
    let childWords = Self.words(of: .child, in: shell, size: size)
    switch moment.kind {
    case "parent-question":
      let parentWords = Self.words(of: .parent, in: shell, size: size)
      for bubble in shell.parentPresentation.thread where bubble.isPending {
        #expect(parentWords.contains(Self.words("“\(bubble.text)”")), "\(parentWords)")
        for choice in bubble.choices {
          #expect(parentWords.contains("#\(bubble.questionID) \(choice.label)"), "\(parentWords)")
        }
      }
    case "blocked":
      for line in child.screenLines {
        #expect(childWords.contains(Self.words(line)), "\(childWords)")
      }
      for choice in child.activeChoices {
        #expect(childWords.contains(Self.words(choice.label)), "\(childWords)")
      }
    default:
      let sheet = try #require(child.sheet)
      for paragraph in [sheet.title] + sheet.message {
        #expect(childWords.contains(Self.words(paragraph)), "\(childWords)")
      }
      for choice in sheet.choices {
        #expect(childWords.contains(Self.words(choice.label)), "\(childWords)")
      }
    }
  }

  /// The passcode sheet after a wrong passcode (iOS 27): the refusal, the request and the
  /// buttons for another try, whole at every presenter size.
  @Test(arguments: sizes)
  func theWrongPasscodeSheet(_ size: Size) throws {
    let shell = try SimulatorStates.state(
      "ios27-approve-in-person", Array(repeating: .nextStep, count: 3))
    let sheet = try #require(shell.childPresentation.sheet)
    expectNoDifference(
      sheet.message,
      [
        "Wrong passcode. Try again.",
        "This update adds video calling with people in your contacts.",
      ])
    let childWords = Self.words(of: .child, in: shell, size: size)
    for text in [sheet.title] + sheet.message + sheet.choices.map(\.label) {
      #expect(childWords.contains(Self.words(text)), "\(childWords)")
    }
    expectScreen(
      shell.render(size: size),
      snapshot: "ios27-approve-in-person-3-wrong-passcodeAt\(size.width)x\(size.height)")
  }

  @Test(arguments: moments, sizes)
  func snapshot(_ moment: Moment, _ size: Size) throws {
    let shell = try moment.shell()
    expectScreen(
      shell.render(size: size),
      snapshot: "\(moment.testDescription)At\(size.width)x\(size.height)")
  }
}
