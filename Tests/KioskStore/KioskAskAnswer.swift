import StoreCommands

/// The kiosk's answer to `agetui ask`: the booth and the person's age in whole years.
struct KioskAskAnswer: AskAnswer {
  /// The booth the person stands at.
  let booth: String
  /// The person's age in whole years.
  let age: Int

  var text: String { "kiosk at \(booth): \(age) years old" }

  var json: String { "{\"booth\":\"\(booth)\",\"age\":\(age)}" }
}
