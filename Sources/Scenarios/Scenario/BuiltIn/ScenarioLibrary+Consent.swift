import FlowEngine

// MARK: - Parental consent in Texas: the default, sync, revocation, expiry

extension ScenarioLibrary {
  static let consentSources = [texasTeen, secondDeviceSync, revokedConsent, parentNeverAnswers]

  /// The default: the flow with the most to show, walked to the parent's approval.
  static let texasTeen = Source(
    name: "texas-teen",
    yaml: #"""
      name: texas-teen
      title: A 14-year-old in Texas asks her father to approve an update
      summary: Texas shares Sofia's range automatically; Landmarks 2.0 adds video calling, so Carlos must approve it.
      world:
        today: 2026-09-14
        os: "26.5"
        region: US-TX
        person:
          name: Sofia
          birthdate: 2012-03-02
          sharing-mode: ask-first
        parent: Carlos
        app:
          name: Landmarks
          bundle-id: com.example.landmarks
          gates: [13, 16]
          feature: {name: Photo sharing, minimum-age: 16}
          version: "2.0"
          installed-at: "1.0"
          question-expiry-days: 7
          changes:
            - id: video-calling
              version: "2.0"
              description: This update adds video calling with people in your contacts.
      script:
        - do: launch
          narration: >-
            Sofia, 14, opens Landmarks 2.0 on her iPhone. Version 2.0 added video calling, a
            significant change. Before showing it, the app asks the system which age-assurance
            rules apply: Texas requires a parent's consent for significant changes. So the app
            asks for her age range with a gate of 18. In Texas the system shares it
            automatically (she cannot decline, whatever her Ask First setting says) and uses
            the state's own gates, 13, 16 and 18: Landmarks learns "13–15", declared by her
            guardian. Never her birthdate. She is a minor, so the app shows its Ask screen.
          expect:
            step: needs-parental-approval
            learned: 13–15
            declaration: guardianDeclared
            trace-contains: significantAppChangeRequiresParentalConsent
        - do: ask-parent
          narration: >-
            Sofia taps Ask Parent. The app hands PermissionKit a question whose topic is the
            update's own description, and the system opens a Messages compose sheet addressed
            to her father, Carlos.
          expect:
            sheet: messages-compose
            question: composing
        - do: send
          narration: >-
            She sends it. Carlos's iPhone shows the request in Messages with the description
            the developer wrote, and a notification. The question expires in 7 days. Landmarks
            waits for the answer; video calling stays locked.
          expect:
            step: waiting-for-parent
            question: pending
            trace-contains: This update adds video calling with people in your contacts.
        - do: {parent: approve}
          narration: >-
            Carlos taps Approve. The answer reaches Landmarks through
            AskCenter.responses(for:). The app marks the change handled in iCloud key-value
            storage, so Sofia's other devices won't ask again. Then it checks its own gates, 13
            and 16, for photo sharing: Texas again answers "13–15", so photo sharing, which is
            for 16 and over, stays off.
          expect:
            step: running
            feature: disabled
            question: answered
            parent-answer: approve
            handled: [video-calling]
      """#)

  static let secondDeviceSync = Source(
    name: "second-device-sync",
    yaml: #"""
      name: second-device-sync
      title: Approved on the iPhone, never asked again on the iPad
      summary: Noah's mother approves the update once; iCloud carries the handled change and the cached range to Noah's iPad.
      world:
        today: 2026-09-14
        region: US-TX
        person: {name: Noah, age: 15}
        parent: Elena
        second-device: ipad
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
            Noah, 15, opens Landmarks 2.0 on his iPhone in Texas. The range is shared
            automatically ("13–15") and the update needs a parent's consent. His declared
            answers play out: he asks, his mother Elena approves, and the app writes the
            handled change to iCloud key-value storage, which tells his iPad at once.
          expect:
            step: running
            parent-answer: approve
            handled: [video-calling]
            trace-contains: didChangeExternallyNotification
        - do: {launch: second-device}
          narration: >-
            Later Noah opens Landmarks on his iPad, signed in to the same Apple Account. The
            change is already handled there, so the flow has nothing to ask: no second
            question to Elena. The age range comes from the system's cache, which follows his
            account to every device.
          expect:
            step: {second-device: running, child-iphone: running}
            question: answered
            learned: 13–15
            trace-contains: from the cache
      """#)

  static let revokedConsent = Source(
    name: "revoked-consent",
    yaml: #"""
      name: revoked-consent
      title: A parent revokes consent, and approves again
      summary: Emma's father revokes consent; Landmarks keeps running until its next launch, then blocks until he approves again.
      world:
        today: 2026-09-14
        region: US-TX
        person: {name: Emma, age: 13}
        parent: David
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
            Emma, 13, opens Landmarks in Texas. She asks and her father David approves the
            update (their declared answers), so the app runs.
          expect:
            step: running
            parent-answer: approve
        - do: revoke-consent
          narration: >-
            David withdraws his consent (in the sandbox: Manage > Revoke App Consent with the
            bundle ID). The App Store sends the developer's server a RESCIND_CONSENT
            notification. There is no on-device callback, so the open app does not notice yet.
          expect:
            step: running
            trace-contains: RESCIND_CONSENT
        - do: close
          narration: Emma closes Landmarks.
          expect:
            step: not-running
        - do: launch
          narration: >-
            At the next launch the app hears of the revocation (assumed: through its own
            server, since Apple offers no on-device signal) and blocks itself. It offers to
            ask again.
          expect:
            step: blocked
            blocked-reason: consent-revoked
        - do: ask-parent
          narration: >-
            Emma taps Ask Parent. A new question goes to David in Messages; he approves again,
            and the app runs.
          expect:
            step: running
            question: answered
            parent-answer: approve
      """#)

  static let parentNeverAnswers = Source(
    name: "parent-never-answers",
    yaml: #"""
      name: parent-never-answers
      title: The parent never answers and the question expires
      summary: Ethan's request sits unanswered for 7 days, expires, and can no longer be answered; Landmarks stays blocked.
      world:
        today: 2026-09-14
        region: US-TX
        person: {name: Ethan, age: 14}
        parent: Laura
        app:
          name: Landmarks
          bundle-id: com.example.landmarks
          gates: [13, 16]
          feature: {name: Photo sharing, minimum-age: 16}
          version: "2.0"
          installed-at: "1.0"
          question-expiry-days: 7
          changes:
            - id: video-calling
              version: "2.0"
              description: This update adds video calling with people in your contacts.
      answers:
        ask-parent: yes
        parent: never
      script:
        - do: launch
          narration: >-
            Ethan, 14, opens Landmarks in Texas and asks his mother Laura to approve the
            update. The question carries an expiration date 7 days out (2026-09-21).
          expect:
            step: waiting-for-parent
            question: pending
            trace-contains: 2026-09-21
        - do: {clock: +3 days}
          narration: Three days pass. Laura has not answered; the app keeps waiting.
          expect:
            step: waiting-for-parent
            question: pending
        - do: {clock: +5 days}
          narration: >-
            Five more days pass. On 2026-09-21 the question expired: Laura can no longer
            answer it. The app blocks the new features and lets Ethan ask again.
          expect:
            step: blocked
            blocked-reason: question-expired
            question: expired
        - do: {parent: approve}
          narration: >-
            Laura finally taps Approve on the old request. The system refuses: an expired
            question cannot be answered, and Landmarks stays blocked.
          expect:
            rejected: can no longer be answered
            step: blocked
            blocked-reason: question-expired
            question: expired
      """#)
}
