import StoreRegistry

/// The kiosk, as a list of stores lists it: its registration and its own `ask` flag
/// (`--booth`); its `explore` axis (`--kiosk-ages`) its sweep reads by name.
enum KioskDefinition: StoreDefinition {
  /// `ask`'s kiosk option.
  typealias AskFlags = KioskAskOptions
  /// The kiosk's parts for every shared layer.
  static var registration: StoreRegistration { .kiosk }
  /// The kiosk's section in `--help`.
  static var flagsTitle: String { "Kiosk options" }
}
