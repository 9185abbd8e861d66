import Presentation

/// A button as a list row in a device pane, styled by its role, on every store.
public enum ChoiceLine {
  /// A button labelled `label` as a list row, styled by its role (Apple's and Play's alike).
  public static func line(label: String, role: ChoiceRole) -> Line {
    switch role {
    case .affirmative: Line("✓ \(label)", style: .success)
    case .destructive: Line("✗ \(label)", style: .danger)
    case .cancel: Line("  \(label)")
    case .normal: Line("› \(label)")
    }
  }
}
