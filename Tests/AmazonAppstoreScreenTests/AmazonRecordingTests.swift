import AgeScreen
import AmazonAppstoreScreen
import AmazonAppstoreStoryboard
import CustomDump
import Testing

@testable import AppleScreen

/// Amazon's side as a recording and as a picture: one frame per walkthrough step with its
/// action as the script writes it as the marker, as on every store, and the screen after a
/// step as SVG, the invented wording marked.
@Suite struct AmazonRecordingTests {
  @Test func theCastHasAFramePerStepMarkedByItsAction() {
    let story = AmazonStories.texasTeen
    let cast = HeadlessCast.record(
      walking: AmazonSide(story: story), title: story.title, size: Size(width: 80, height: 24),
      usesColor: false)
    expectNoDifference(
      cast.title, "AgeTUI — amazon-texas-teen on Amazon Appstore: A Texas teen on a Fire tablet")
    let markers = cast.events.filter { $0.kind == .marker }.map(\.data)
    expectNoDifference(
      markers,
      [
        "start", "step 1: launch", "step 2: close",
        #"step 3: report-change photo-sharing "Photo sharing with friends.""#, "step 4: launch",
        "step 5: withhold", "step 6: consent", "step 7: query-again", "step 8: revoke",
        "step 9: wait 1 day",
      ])
    expectNoDifference(cast.events.filter { $0.kind == .output }.count, 10)
  }

  @Test func thePictureAfterAStepIsTheSidesScreen() {
    let svg = AmazonScreenPicture.svg(
      story: AmazonStories.texasTeen, step: 4, size: Size(width: 100, height: 30))
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"agetui-screen\""))
    #expect(
      svg.contains("<title>AgeTUI — amazon-texas-teen on Amazon Appstore after step 4</title>"))
    #expect(svg.contains("≈ Waiting for your parent"))
    #expect(svg.contains("CONSENT_NOT_GRANTED"))
  }
}
