/// A side whose settings are ``CompareSetting``s over one world (every store's): its values,
/// its own value and a value's heading are read off the setting the same way for each store,
/// here; the side gives the world and the settings.
public protocol SettingsCompareSide: CompareSide {
  /// The world the settings are read from.
  associatedtype SettingsWorld
  /// The world as the scenario writes it.
  var settingsWorld: SettingsWorld { get }
  /// How that world takes each setting the side is compared by.
  var settings: [CompareDimension: CompareSetting<SettingsWorld>] { get }
}

extension SettingsCompareSide {
  /// Each value of `dimension`, in display order; none for a setting the side does not have.
  public func values(of dimension: CompareDimension) -> [String] {
    settings[dimension]?.values(settingsWorld) ?? []
  }

  /// The scenario's own value.
  public func value(of dimension: CompareDimension) -> String {
    settings[dimension]?.value(settingsWorld) ?? ""
  }

  /// `value` as a column heading: `Ask First`, `US-TX Texas`.
  public func label(of value: String, by dimension: CompareDimension) -> String {
    settings[dimension]?.label(value, settingsWorld) ?? value
  }
}
