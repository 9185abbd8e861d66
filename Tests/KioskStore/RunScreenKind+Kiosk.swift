import Scenarios
import StoreCommands

extension RunScreenKind {
  /// The kiosk's side: its screen per script step.
  static let kiosk = RunScreenKind(platform: KioskSection.kiosk) { request in
    guard let run = request.report.run(KioskRunReport.self),
      let side = KioskSide.opening(request.scenario)?.side
    else { return nil }
    return KioskRunScreens(
      run: run, side: side, size: request.size, options: request.options,
      promptSources: request.promptSources)
  }
}
