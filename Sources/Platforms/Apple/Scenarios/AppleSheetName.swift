import Apple
import FlowEngine
import Scenarios

/// A device's system sheet without its values, or none: what `expect: {sheet: …}` names.
public typealias AppleSheetName = NameOrNone<SystemSheet.Kind>

extension NameOrNone where Kind == SystemSheet.Kind {
  /// The name of `sheet`, or `none`.
  public init(_ sheet: SystemSheet?) {
    self.init(kind: sheet?.kind)
  }
}
