import AgeScreen
import FlowEngine
import Scenarios
import Stores
import Testing

@testable import AppleScreen

/// The simulator's main states, each reached from a built-in scenario by the keys a presenter
/// presses (as ``ShellAction``s through ``AppleShell/update(_:size:)``), never by
/// assembling state by hand.
package enum SimulatorStates {
  /// The size the actions are applied at (list scrolling depends on it; the states do not).
  package static let size = Size(width: 120, height: 40)

  /// A built-in scenario opened at its start.
  package static func opened(_ name: String) throws -> AppleShell {
    let source = try #require(ScenarioLibrary.sources.first { $0.name == name })
    return try AppleShell(document: ScenarioDocument(source))
  }

  /// The TUI's session on a built-in scenario, opened at its start and started (its opening
  /// records taken), with every registered store's side.
  package static func session(_ name: String) throws -> Stores.Session {
    var session = try StoreSession(builtIn: name)
    _ = session.start()
    return session
  }

  /// `shell` after `actions`, each of which must keep the program running. Nothing is laid out
  /// between them: an update finds what it needs from the layout itself.
  package static func driven(_ shell: AppleShell, _ actions: [ShellAction]) -> AppleShell {
    journaled(shell, actions).shell
  }

  /// `shell` after `actions`, as ``driven(_:_:)``, and the records its journal holds: those it
  /// starts with, then those each update asked to save.
  package static func journaled(_ shell: AppleShell, _ actions: [ShellAction]) -> (
    shell: AppleShell, records: [SessionRecord]
  ) {
    var shell = shell
    var commands = shell.start()
    for action in actions {
      let returned = shell.update(action, size: size)
      #expect(!returned.contains { $0.isQuit }, "\(action)")
      commands += returned
    }
    return (shell, commands.savedRecords)
  }

  /// The TUI's session on the built-in `name`, driven by Apple's `actions` (each of which must
  /// keep the program running), and every record its journal holds: the header, then Apple's
  /// lines.
  package static func sessionJournaled(_ name: String, _ actions: [ShellAction]) throws -> (
    session: Stores.Session, records: [SessionRecord]
  ) {
    var session = try StoreSession(builtIn: name)
    var commands = session.start()
    for action in actions {
      let returned = session.update(.apple(action), size: size)
      #expect(!returned.contains { $0.isQuit }, "\(action)")
      commands += returned
    }
    return (session, commands.savedRecords)
  }

  /// A built-in scenario opened and driven by `actions`.
  package static func state(_ name: String, _ actions: [ShellAction]) throws -> AppleShell {
    driven(try opened(name), actions)
  }

  // MARK: - The default scenario, texas-teen, walked to its outcomes

  /// Landmarks closed on Sofia's iPhone.
  package static func start() throws -> AppleShell { try opened("texas-teen") }

  /// Enter on "Open Landmarks": the app needs a parent's approval ("Ask to Continue").
  package static func askToContinue() throws -> AppleShell {
    try state("texas-teen", [.choose])
  }

  /// Enter on "Ask Parent": the Messages compose sheet.
  package static func compose() throws -> AppleShell {
    try state("texas-teen", [.choose, .choose])
  }

  /// Enter on "Send": the child waits, the parent's pane (now focused) shows the question.
  package static func waitingForParent() throws -> AppleShell {
    try state("texas-teen", [.choose, .choose, .choose])
  }

  /// Enter on the parent's "#1 Approve": Landmarks runs.
  package static func approved() throws -> AppleShell {
    try state("texas-teen", [.choose, .choose, .choose, .choose])
  }

  /// ↓ Enter on the parent's "#1 Decline": Landmarks blocks.
  package static func declinedByParent() throws -> AppleShell {
    try state("texas-teen", [.choose, .choose, .choose, .move(1), .choose])
  }

  // MARK: - Other branches

  /// wwdc-olivia-14, Enter on "Open Landmarks": the Ask First age-range prompt.
  package static func askFirstPrompt() throws -> AppleShell {
    try state("wwdc-olivia-14", [.choose])
  }

  /// utah-adult-acknowledges, Enter on "Open Landmarks": the verified adult's acknowledgment.
  package static func acknowledgment() throws -> AppleShell {
    try state("utah-adult-acknowledges", [.choose])
  }

  /// unverified-adult-verifies, Enter on "Open Landmarks": blocked until she verifies.
  package static func unverifiedAdult() throws -> AppleShell {
    try state("unverified-adult-verifies", [.choose])
  }

  /// declined-share, Enter on "Open Landmarks", ↓ Enter on "Don't Share": blocked.
  package static func declinedSharing() throws -> AppleShell {
    try state("declined-share", [.choose, .move(1), .choose])
  }

  /// parent-never-answers, three script steps (n n n): the question expired.
  package static func questionExpired() throws -> AppleShell {
    try state("parent-never-answers", [.nextStep, .nextStep, .nextStep])
  }

  /// revoked-consent, four script steps: blocked at the launch after the revocation.
  package static func consentRevoked() throws -> AppleShell {
    try state("revoked-consent", [.nextStep, .nextStep, .nextStep, .nextStep])
  }

  // MARK: - Overlays

  /// `?` at the start.
  package static func help() throws -> AppleShell { try state("texas-teen", [.toggleHelp]) }

  /// `s` at the start: the session's scenario picker over Apple's side.
  package static func picker() throws -> Stores.Session {
    var session = try session("texas-teen")
    _ = session.update(.apple(.openPicker), size: size)
    return session
  }

  /// `n` at the start: the walkthrough's first step with its narration banner.
  package static func walkthrough() throws -> AppleShell { try state("texas-teen", [.nextStep]) }
}
