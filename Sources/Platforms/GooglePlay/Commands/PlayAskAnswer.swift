import GooglePlay
import StoreCommands

/// Google Play's answer to one round of Age Signals calls, in the SDK version asked about.
struct PlayAskAnswer: AskAnswer {
  /// What the app's calls returned.
  let answer: AgeSignalsAnswer
  /// The Age Signals library the app links.
  let sdk: AgeSignalsSDK

  var text: String { AskGooglePlayOutput.text(answer, sdk: sdk) }

  var json: String { AskGooglePlayOutput.json(answer, sdk: sdk) }
}
