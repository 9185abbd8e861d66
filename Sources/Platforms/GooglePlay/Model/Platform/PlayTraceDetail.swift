import FlowEngine

/// What a Play trace entry carries besides its summary: typed values, encoded by whoever
/// reports them.
public enum PlayTraceDetail: Hashable, Sendable {
  /// The app's flow moved from one step to another (`FlowNote.stepChanged`).
  case flowStep(from: FlowStep, to: FlowStep)
  /// What the app acts on in place of a regulatory check, and the region rule behind it.
  case regulation([RegulatoryFeature], rule: PlayRegionRule)
  /// Play's in-app sharing prompt opened for a request with these gates.
  case sharingPrompt(gates: [Int])
  /// The child answered the sharing prompt.
  case promptAnswer(shared: Bool)
  /// `requestAgeSignalsAccess` answered (0.0.4).
  case access(AgeSignalsStatus, promptShown: Bool, reasons: [String])
  /// `checkAgeSignals` answered, in the fields of `sdk`.
  case signals(AgeSignalsResult, sdk: AgeSignalsSDK, reasons: [String])
  /// A call threw.
  case failure(AgeSignalsCall, AgeSignalsError, reasons: [String])
  /// The app stored changes as handled on the device.
  case handled([PlayWorld.ChangeID])
  /// The developer declared a change in Play Console.
  case changeDeclared(PlayDeclaredChange)
  /// The developer cancelled a change.
  case changeCancelled(id: PlayWorld.ChangeID)
  /// The developer set the app's age ranges in Play Console.
  case ageRanges(PlayAgeRanges)
  /// Play sent the parent a request in Family Link.
  case familyLinkRequest(PlayParentRequest)
  /// The parent answered a request.
  case parentAnswer(requestID: ApprovalID, approved: Bool, changeIDs: [PlayWorld.ChangeID])
  /// The parent revoked the app's approval; these installs entered Play Console's list.
  case revoked([PlayRevocation])
  /// The clock moved.
  case clock(from: SimDate, to: SimDate)
  /// A setting changed.
  case setting(PlaySetting)
  /// An action was refused.
  case refused(PlayRefusal)

  /// Every day the detail carries, for the invariant that the app never learns the birthdate.
  public var dates: [SimDate] {
    switch self {
    case .signals(let result, _, _): result.approvalDate.map { [$0] } ?? []
    case .changeDeclared(let change): [change.effectiveDate, change.declaredOn]
    case .familyLinkRequest(let request): [request.sentOn]
    case .revoked(let revocations): revocations.map(\.revokedOn)
    case .clock(let from, let to): [from, to]
    case .refused(.effectiveDateInPast(_, let day)),
      .refused(.insideCancellationWindow(_, let day)), .refused(.ageRangesSetWithinYear(let day)):
      [day]
    case .flowStep, .regulation, .sharingPrompt, .promptAnswer, .access, .failure, .handled,
      .changeCancelled, .ageRanges, .parentAnswer, .setting, .refused:
      []
    }
  }
}
