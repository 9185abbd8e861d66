/// What names a store's own flags in a command's `--help`.
public protocol StoreFlagsTitled {
  /// The title of the store's section in `--help` ("Apple options").
  static var flagsTitle: String { get }
}
