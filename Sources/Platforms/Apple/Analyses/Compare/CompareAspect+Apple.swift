import Analyses

extension CompareAspect {
  /// What the app learned from `requestAgeRange`: the response, the bounds, the declaration.
  public static let learned = CompareAspect("learned", title: "The app learned")
}
