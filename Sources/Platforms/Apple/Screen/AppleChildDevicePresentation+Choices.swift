import AgeScreen
import ApplePresentation
import FlowEngine
import Presentation

extension AppleChildDevicePresentation {
  /// The buttons that work now: the sheet's while a sheet is up, else the app screen's.
  public var activeChoices: [AppleActionChoice] {
    sheet?.choices ?? screenChoices
  }
}
