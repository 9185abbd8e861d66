import AgeScreen
import Apple
import ApplePresentation
import FlowEngine
import Presentation

/// The Parent pane: the parent's device, with the questions to answer and the parent's own
/// settings as buttons (``AppleShell/parentChoices``).
public struct AppleParentDevicePane: ShellPane {
  /// The answers to pending questions, then the parent's settings.
  public func itemCount(in shell: AppleShell) -> Int {
    shell.parentChoices.count
  }

  /// Answers, or changes the setting.
  public func choose(_ index: Int, in shell: AppleShell) -> PaneChoice<AppleAction> {
    let choices = shell.parentChoices
    guard choices.indices.contains(index) else {
      return .explain("The parent has nothing to answer right now.")
    }
    return .perform(choices[index].action, keepsSelection: false)
  }

  /// The parent's device: the Messages thread, newest first, and the parent's settings.
  public func body(of shell: AppleShell, width: Int) -> PaneBody {
    let parent = shell.parentPresentation
    let notifications = AppleShell.split(parent.notifications, newAfter: shell.stepTraceStart)
    var text: [Line] = [Line(parent.heading, style: .accent)]
    let marks = shell.showsWordingMarks
    text += notifications.new.map { AppleShell.banner(for: $0, marked: marks) }
    if parent.thread.isEmpty {
      text.append(Line("Messages: no requests yet.", style: .muted))
    }
    // Newest first, and each question's state before its text: a short pane still shows
    // whether the parent has something to answer.
    for bubble in parent.thread.reversed() {
      text.append(
        Line(
          "Messages #\(bubble.questionID) · \(bubble.isPending ? "⏳ " : "")\(bubble.status)",
          style: bubble.isPending ? .warning : .muted))
      text.append(
        Line(WordingMark.shown("“\(bubble.text)”", marked: marks && bubble.textWording.isAssumed)))
    }
    var status: [Line] = []
    if shell.simulation.consentRevoked {
      status.append(
        Line("✗ Consent for \(shell.simulation.world.app.name) revoked", style: .danger))
    }
    status.append(Line(parent.childSetting, style: .muted))
    status += notifications.earlier.map { AppleShell.dated($0, marked: marks) }
    let pending = parent.thread.filter(\.isPending).count
    // The answers of ``AppleShell/parentChoices``, each after its question's number and
    // the mark before its words, then the parent's settings.
    let answers = parent.thread.filter(\.isPending).flatMap { bubble in
      bubble.choices.map { choice in
        ChoiceLine.line(
          label: "#\(bubble.questionID) \(AppleShell.label(choice, marked: marks))",
          role: choice.role)
      }
    }
    let items = answers + parent.choices.map { AppleShell.line(for: $0, marked: marks) }
    let badge = pending > 0 ? "\(pending) pending" : nil
    // A pending question's answers come first in the list: they follow its text directly,
    // and the rest of the parent's screen moves under them.
    guard pending == 0 else {
      return PaneBody(
        text: text, items: items, list: shell.lists.parent, badge: badge, after: status,
        scroll: shell.documentScroll.parent)
    }
    return PaneBody(
      text: text + status, items: items, list: shell.lists.parent, badge: badge,
      scroll: shell.documentScroll.parent)
  }
}
