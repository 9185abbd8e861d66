import FlowEngine

// MARK: - Adults in Utah: verification and the acknowledgment sheet

extension ScenarioLibrary {
  static let adultSources = [unverifiedAdultVerifies, utahAdultAcknowledges]

  static let unverifiedAdultVerifies = Source(
    name: "unverified-adult-verifies",
    yaml: #"""
      name: unverified-adult-verifies
      title: An unverified adult is blocked, verifies, and acknowledges
      summary: Grace's age is only self-declared, so Landmarks blocks; she verifies with a card in Settings and the flow resumes.
      world:
        today: 2026-09-14
        region: US-UT
        person: {name: Grace, age: 34}
        app:
          name: Landmarks
          bundle-id: com.example.landmarks
          gates: [13, 16]
          feature: {name: Photo sharing, minimum-age: 16}
          version: "2.0"
          installed-at: "1.0"
          changes:
            - id: video-calling
              version: "2.0"
              description: This update adds video calling with people in your contacts.
      script:
        - do: launch
          narration: >-
            Grace, 34, opens Landmarks 2.0 in Utah, where adults must acknowledge significant
            changes. Utah shares her range automatically: "18 or over", but only
            self-declared. Apple's sample treats her as an unverified adult and blocks the new
            features until she verifies her account in Settings.
          expect:
            step: blocked
            blocked-reason: unverified-adult
            learned: 18 or over
            declaration: selfDeclared
        - do: {verify: payment}
          narration: >-
            Grace verifies her age with a payment card in Settings. The flow resumes: the app
            asks again and now gets a confirmed range, so she is a verified adult, and the
            system shows the update's description for her to acknowledge.
          expect:
            step: acknowledging
            sheet: acknowledgment
            declaration: confirmed
        - do: acknowledge
          narration: >-
            She taps Continue. The change is handled and Landmarks runs, photo sharing on.
          expect:
            step: running
            feature: enabled
            handled: [video-calling]
      """#)

  static let utahAdultAcknowledges = Source(
    name: "utah-adult-acknowledges",
    yaml: #"""
      name: utah-adult-acknowledges
      title: A verified adult in Utah acknowledges an update on iOS 26.4
      summary: Henry's age was checked with a government ID; on 26.4 the app sees governmentIDChecked and shows the acknowledgment.
      world:
        today: 2026-09-14
        os: "26.4"
        region: US-UT
        person: {name: Henry, age: 45, verification: government-id}
        app:
          name: Landmarks
          bundle-id: com.example.landmarks
          gates: [13, 16]
          feature: {name: Photo sharing, minimum-age: 16}
          version: "2.0"
          installed-at: "1.0"
          changes:
            - id: video-calling
              version: "2.0"
              description: This update adds video calling with people in your contacts.
      script:
        - do: launch
          narration: >-
            Henry, 45, opens Landmarks 2.0 in Utah on iOS 26.4. Before 26.5 the system
            reports how an age was checked: Landmarks gets "18 or over" with the declaration
            governmentIDChecked, so he is a verified adult. Utah requires adults to
            acknowledge significant changes, so the system shows the update's description.
          expect:
            step: acknowledging
            sheet: acknowledgment
            learned: 18 or over
            declaration: governmentIDChecked
            trace-contains: showSignificantUpdateAcknowledgment
        - do: acknowledge
          narration: He taps Continue; the change is handled and the app runs.
          expect:
            step: running
            feature: enabled
            handled: [video-calling]
      """#)
}
