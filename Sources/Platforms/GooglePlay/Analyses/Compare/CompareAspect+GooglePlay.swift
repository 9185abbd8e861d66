import Analyses

extension CompareAspect {
  /// The parent's side in Family Link: Play's requests and their answers.
  public static let familyLink = CompareAspect("familyLink", title: "Family Link")
}
