import FlowEngine

// MARK: - App versions: the install version, and an update with a new change

extension ScenarioLibrary {
  static let versionSources = [installCoversChange, updateAsksAgain]

  static let installCoversChange = Source(
    name: "install-covers-change",
    yaml: #"""
      name: install-covers-change
      title: Installed after the change shipped, so nobody is asked
      summary: Maya first installed Landmarks 2.0, which already had video calling; the change counts as handled and no parent is asked.
      world:
        today: 2026-09-14
        region: US-TX
        person: {name: Maya, age: 14}
        parent: Omar
        app:
          name: Landmarks
          bundle-id: com.example.landmarks
          gates: [13, 16]
          feature: {name: Photo sharing, minimum-age: 16}
          version: "2.0"
          installed-at: "2.0"
          changes:
            - id: video-calling
              version: "2.0"
              description: This update adds video calling with people in your contacts.
      script:
        - do: launch
          narration: >-
            Maya, 14, in Texas, installed Landmarks for the first time at version 2.0. The app
            reads AppTransaction.originalAppVersion: video calling came with 2.0, so it was
            there when she installed, and the app marks it handled without asking her parent.
            It goes straight to its own gates and runs.
          expect:
            step: running
            learned: 13–15
            question: none
            handled: [video-calling]
            trace-contains: handled automatically
      """#)

  static let updateAsksAgain = Source(
    name: "update-asks-again",
    yaml: #"""
      name: update-asks-again
      title: An app update with a new change asks the parent again
      summary: Leo's mother approves video calling in 2.0; version 2.1 adds location sharing, so the app asks her again.
      world:
        today: 2026-09-14
        region: US-TX
        person: {name: Leo, age: 15}
        parent: Ines
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
      answers:
        ask-parent: yes
      script:
        - do: launch
          narration: >-
            Leo, 15, opens Landmarks 2.0 in Texas and asks his mother Ines to approve video
            calling. (Location sharing is only planned for 2.1, so it is not part of this
            question.)
          expect:
            step: waiting-for-parent
            trace-contains: video calling
        - do: {parent: approve}
          narration: Ines approves; the app runs with video calling handled.
          expect:
            step: running
            handled: [video-calling]
        - do: {install-update: "2.1"}
          narration: >-
            The App Store installs Landmarks 2.1, which adds location sharing. Updating closes
            the app.
          expect:
            step: not-running
        - do: launch
          narration: >-
            Leo opens 2.1. Video calling is still handled, but location sharing is new, so the
            flow starts again and Leo asks Ines about it.
          expect:
            step: waiting-for-parent
            question: pending
            trace-contains: This update adds location sharing with friends.
        - do: {parent: approve}
          narration: Ines approves again; both changes are handled.
          expect:
            step: running
            parent-answer: approve
            handled: [location-sharing, video-calling]
      """#)
}
