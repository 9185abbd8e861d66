import Analyses

extension CompareSideKind {
  /// The kiosk's side of `compare`: by the child's age, its flow and its approvals.
  static let kiosk = CompareSideKind(
    platform: KioskSection.kiosk, dimensions: [KioskCompareSide.age],
    aspects: [.flow, KioskCompareSide.approvals], moments: KioskMoments()
  ) { scenario throws(CompareError) in
    guard let side = KioskCompareSide(scenario) else { throw CompareError("no kiosk part") }
    return side
  }
}
