import Apple
import FlowEngine
import Scenarios

/// A device's system sheet without its values, or none: what `expect: {sheet: …}` names.
public typealias AppleSheetName = NameOrNone<AppleSheet.Kind>

extension NameOrNone where Kind == AppleSheet.Kind {
  /// The name of `sheet`, or `none`.
  public init(_ sheet: AppleSheet?) {
    self.init(kind: sheet?.kind)
  }
}
