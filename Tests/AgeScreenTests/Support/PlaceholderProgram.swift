import AgeScreen

/// The smallest ``TUIProgram``: the placeholder screen with focus and help, relying on every
/// default the protocol provides (key lookup, no auto-advance, no recording markers).
struct PlaceholderProgram: TUIProgram {
  var focus: Pane = .child
  var isHelpOpen = false
  var notice: Notice?

  var keyTable: KeyTable<PlaceholderAction> { PlaceholderScreen.keys }

  func keyContext(size: Size) -> KeyContext {
    ShellFrame.context(focus: focus, isHelpOpen: isHelpOpen, size: size)
  }

  func render(size: Size) -> Canvas {
    var frame = PlaceholderScreen.frame(focus: focus, isHelpOpen: isHelpOpen, size: size)
    frame.notice = notice
    return frame.render(size: size)
  }

  mutating func update(_ action: PlaceholderAction, size: Size) -> [ProgramCommand<Never>] {
    switch action {
    case .quit: return [.quit]
    case .toggleHelp: isHelpOpen.toggle()
    case .closeHelp: isHelpOpen = false
    case .focusNext: focus = focus.next
    case .focusPrevious: focus = focus.previous
    case .focus(let pane): focus = pane
    case .move, .page, .first, .last, .choose:
      // The placeholder lists do not move: the program exists to test the protocol's defaults.
      break
    }
    return []
  }

}
