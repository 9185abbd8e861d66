import StoreCommands

extension GraphKind {
  /// The kiosk's app flow and approval (``KioskApprovalGraph``), which has no close edges to
  /// unfold.
  static let kiosk = GraphKind(
    platform: KioskSection.kiosk, summary: "the kiosk's app flow and approval",
    allEdgesRefusal: "--all-edges unfolds the app flow's close edges; the kiosk's diagram "
      + "(--platform kiosk) has none to unfold"
  ) { app, _ in KioskApprovalGraph.generate(app: app) }
}
