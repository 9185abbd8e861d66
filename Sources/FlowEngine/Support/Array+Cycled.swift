extension Array where Element: Equatable {
  /// The element after `element`, wrapping around; the first element when it is absent.
  /// Settings cycle through their values this way. Callers pass non-empty arrays.
  public func cycled(after element: Element) -> Element {
    guard let index = firstIndex(of: element) else { return self[startIndex] }
    return self[(index + 1) % count]
  }
}
