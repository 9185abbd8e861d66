import FlowEngine
import GooglePlay
import Presentation

/// One of Google Play's system surfaces, as `agetui prompts` lists them beside Apple's: Play's
/// in-app sharing prompt on the child's phone, Family Link's request and the child's settings in
/// Family Link on the parent's. The app's own screens and Play Console (the developer's web
/// console) are not system prompts.
public enum PlaySurface: String, CaseIterable, Hashable, Sendable {
  /// Play's in-app sharing prompt over the app ("Ask before sharing").
  case sharingPrompt = "play-sharing-prompt"
  /// Family Link's request about the app's significant changes.
  case familyLinkRequest = "family-link-request"
  /// The child's settings in Family Link: supervision, sharing, the app's approval.
  case familyLinkSettings = "family-link-settings"

  /// When Play shows it, in one sentence.
  public var rule: String {
    switch self {
    case .sharingPrompt:
      "Ask before sharing, outside the US states with app-store laws: requestAgeSignalsAccess "
        + "shows it over the app, and the answer is SHARED or NOT_SHARED (reference §8.3)."
    case .familyLinkRequest:
      "A supervised child's app has a significant change declared in Play Console: Play, not "
        + "the app, asks the parent in Family Link; one approval covers every pending and "
        + "declined change (reference §8.3)."
    case .familyLinkSettings:
      "A supervised child: the parent sets how the age is shared and can revoke the app's "
        + "approval in Family Link (reference §8.3)."
    }
  }

  /// Every surface `world` shows, with the device showing it, in catalogue order.
  public static func shown(in world: PlayWorld) -> [(surface: PlaySurface, device: DeviceID)] {
    let prompts = world.flows.keys.sorted { $0.playName < $1.playName }.filter {
      world.prompts[$0] != nil
    }
    var shown = prompts.map { (surface: PlaySurface.sharingPrompt, device: $0) }
    if world.pendingRequest != nil { shown.append((.familyLinkRequest, .parentPhone)) }
    if world.child.isSupervised { shown.append((.familyLinkSettings, .parentPhone)) }
    return shown
  }

  /// Its words in `world`, shown on `device`, with their provenance; nil when `world` does not
  /// show it.
  public func content(in world: PlayWorld, on device: DeviceID) -> SurfaceContent? {
    switch self {
    case .sharingPrompt:
      guard world.prompts[device] != nil else { return nil }
      return PlaySharingPrompt(appName: world.app.config.name, on: device).content
    case .familyLinkRequest:
      return world.pendingRequest.map { FamilyLinkRequest($0, in: world).content }
    case .familyLinkSettings:
      guard world.child.isSupervised else { return nil }
      return FamilyLinkPresentation(world).settingsContent
    }
  }
}
