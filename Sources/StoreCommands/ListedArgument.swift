import ArgumentParser
import Scenarios

/// A flag value that is one of an enumeration's cases, matched by ``ValueSpelling``: in any
/// case, an underscore counting as a hyphen. Every enumerated option of every command takes its
/// values by this one rule (the options with a value of their own kind, such as `--format` or
/// `--platform`, match through ``ValueSpelling`` too).
public protocol ListedArgument: ExpressibleByArgument, CaseIterable, RawRepresentable
where RawValue == String {}

extension ListedArgument {
  /// The case `argument` names by ``ValueSpelling``'s rule; nil for any other word, which
  /// ArgumentParser refuses with the values `allValueStrings` lists (exit 64).
  public init?(argument: String) {
    guard let value = ValueSpelling.value(argument, of: Self.self) else { return nil }
    self = value
  }
}
