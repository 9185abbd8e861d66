import AgeScreen
import Prompts
import Scenarios
import StoreCommands

/// The kiosk's pictures in the prompt gallery: its side's screen after the step that reaches
/// the surface, as `run --format svg` draws it.
struct KioskPromptPictures: PromptPictures {
  /// The size the gallery's pictures are drawn at.
  static let size = Size(width: 60, height: 12)

  mutating func picture(of entry: PromptEntry, reach: SurfaceReach, in scenario: Scenario)
    -> String?
  {
    guard let side = KioskSide.opening(scenario)?.side else { return nil }
    return KioskScreenPicture.svg(of: side, step: reach.step, size: Self.size)
  }
}
