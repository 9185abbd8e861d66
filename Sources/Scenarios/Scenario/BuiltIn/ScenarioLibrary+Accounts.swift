import FlowEngine

// MARK: - Accounts and OS versions: signed out, invalidAccount, no signals on 26.0

extension ScenarioLibrary {
  static let accountSources = [signedOutDevice, os27InvalidAccount, os26NoSignals]

  static let signedOutDevice = Source(
    name: "signed-out-device",
    yaml: #"""
      name: signed-out-device
      title: No Apple Account, no age range
      summary: Lucas's iPhone is signed out, so requestAgeRange throws notAvailable and the app blocks; after signing in, the flow works.
      world:
        today: 2026-09-14
        os: "26.5"
        region: US-TX
        person: {name: Lucas, age: 15, signed-in: false}
        parent: Rosa
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
      answers:
        ask-parent: yes
        parent: approve
      script:
        - do: launch
          narration: >-
            Lucas, 15, opens Landmarks in Texas on an iPhone with no Apple Account signed in.
            Before iOS 27 requestAgeRange throws notAvailable in that case. The app cannot tell
            who is using it and blocks the new features.
          expect:
            step: blocked
            blocked-reason: age-range-unavailable
            learned: notAvailable
        - do: {signed-in: true}
          narration: Lucas signs in to his Apple Account in Settings.
        - do: close
          narration: He closes Landmarks.
        - do: launch
          narration: >-
            He opens it again: the range is shared ("13–15"), he asks his mother Rosa, and she
            approves.
          expect:
            step: running
            learned: 13–15
            parent-answer: approve
      """#)

  static let os27InvalidAccount = Source(
    name: "os-27-invalid-account",
    yaml: #"""
      name: os-27-invalid-account
      title: "iOS 27: a signed-out device throws invalidAccount"
      summary: On iOS 27 the same signed-out iPhone throws the new invalidAccount error instead of notAvailable.
      world:
        today: 2026-09-14
        os: "27.0"
        region: US-TX
        person: {name: Ivy, age: 16, signed-in: false}
        parent: Tom
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
            Ivy, 16, opens Landmarks on iOS 27 with no Apple Account signed in.
            requestAgeRange throws AgeRangeService.Error.invalidAccount, new in 27.0 (possibly
            beta), and the app blocks.
          expect:
            step: blocked
            blocked-reason: age-range-unavailable
            learned: invalidAccount
        - do: {signed-in: true}
          narration: Ivy signs in.
        - do: close
          narration: She closes the app.
        - do: launch
          narration: >-
            Signed in, she gets "16–17" and the app asks for a parent's approval of the update.
          expect:
            step: needs-parental-approval
            learned: 16–17
      """#)

  static let os26NoSignals = Source(
    name: "os-26-no-signals",
    yaml: #"""
      name: os-26-no-signals
      title: "iOS 26.0 has no regulatory signals; 26.2 has only eligibility"
      summary: On 26.0 Kai's app cannot tell Texas needs consent and handles the change unasked; on 26.2 eligibility alone makes it ask.
      world:
        today: 2026-09-14
        os: "26.0"
        region: US-TX
        person: {name: Kai, age: 14}
        parent: Mei
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
            - id: location-sharing
              version: "2.1"
              description: This update adds location sharing with friends.
      script:
        - do: launch
          narration: >-
            Kai, 14, opens Landmarks 2.0 in Texas on iOS 26.0. Neither
            isEligibleForAgeFeatures (26.2) nor requiredRegulatoryFeatures (26.4) exists yet,
            so the app sees no obligation and handles video calling without asking anyone.
            Texas still shares the range automatically.
          expect:
            step: running
            learned: 13–15
            question: none
            handled: [video-calling]
            trace-contains: does not exist on 26.0
        - do: {os: "26.2"}
          narration: Kai's iPhone updates to iOS 26.2.
        - do: {install-update: "2.1"}
          narration: Landmarks 2.1 arrives with location sharing.
        - do: launch
          narration: >-
            On 26.2 the app can ask isEligibleForAgeFeatures (true here) but not which
            obligations apply. Following Apple's advice for 26.2, it treats eligibility plus a
            minor's range as needing a parent's consent, and shows its Ask screen.
          expect:
            step: needs-parental-approval
            trace-contains: requiredRegulatoryFeatures does not exist on 26.2
      """#)
}
