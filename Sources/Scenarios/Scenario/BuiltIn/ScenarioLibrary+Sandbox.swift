import FlowEngine

// MARK: - Apple's sandbox table (reference §4.2, current revision), one scenario per row

extension ScenarioLibrary {
  static let sandboxSources = [
    sandboxUnder13Approved, sandbox13To15Approved, sandbox16To17Declined, sandboxAdultUnconfirmed,
    sandboxAdultConfirmed, sandboxAdultConfirmedChangeApplicable,
  ]

  static let sandboxUnder13Approved = Source(
    name: "sandbox-under13-approved",
    yaml: #"""
      name: sandbox-under13-approved
      title: "Sandbox: under 13, significant change approved"
      summary: "Apple's sandbox row: lowerBound nil, upperBound 12, guardianDeclared, update notification true, PermissionChoice.approve."
      world:
        today: 2026-11-20
        os: "26.5"
        region: SANDBOX
        person: {name: Ava, age: 10}
        parent: Sam
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
        regions:
          - code: SANDBOX
            name: Sandbox Age Assurance
            source: >-
              Apple, "Testing age assurance in sandbox" (current revision): Settings > Developer >
              Sandbox Apple Account > Manage > Age Assurance.
            confidence: assumption
            notes: >-
              Apple documents what each sandbox test case returns, not a region. This row stands for
              the sandbox account's setting: it behaves like a regulated region with the gates 13, 16
              and 18 that requires parental consent for significant changes.
            reports-assurance-method: true
            regulation:
              - from: 2025-11-04
                imposed-gates: [13, 16, 18]
                features: [declaredAgeRangeRequired, significantAppChangeRequiresParentalConsent]
      answers:
        ask-parent: yes
      script:
        - do: launch
          narration: >-
            With the sandbox account set to "Under 13, significant change approved", Ava (10) opens
            Landmarks 2.0. Parental consent is required, and the age range comes back as 12 or
            under (lowerBound nil, upperBound 12), declared by her guardian. She asks her parent,
            as her declared answers say.
          expect:
            step: waiting-for-parent
            learned: 12 or under
            declaration: guardianDeclared
            question: pending
        - do: {parent: approve}
          narration: >-
            The test case's PermissionKit result is PermissionChoice.approve: Sam approves, the
            change is handled and Landmarks runs. Photo sharing (16 and over) stays off.
          expect:
            step: running
            feature: disabled
            learned: 12 or under
            declaration: guardianDeclared
            parent-answer: approve
            handled: [video-calling]
      """#)

  static let sandbox13To15Approved = Source(
    name: "sandbox-13-15-approved",
    yaml: #"""
      name: sandbox-13-15-approved
      title: "Sandbox: 13–15, significant change approved"
      summary: "Apple's sandbox row: lowerBound 13, upperBound 15, guardianDeclared, update notification true, PermissionChoice.approve."
      world:
        today: 2026-11-20
        os: "26.5"
        region: SANDBOX
        person: {name: Ben, age: 14}
        parent: Rita
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
        regions:
          - code: SANDBOX
            name: Sandbox Age Assurance
            source: >-
              Apple, "Testing age assurance in sandbox" (current revision): Settings > Developer >
              Sandbox Apple Account > Manage > Age Assurance.
            confidence: assumption
            notes: >-
              Apple documents what each sandbox test case returns, not a region. This row stands for
              the sandbox account's setting: it behaves like a regulated region with the gates 13, 16
              and 18 that requires parental consent for significant changes.
            reports-assurance-method: true
            regulation:
              - from: 2025-11-04
                imposed-gates: [13, 16, 18]
                features: [declaredAgeRangeRequired, significantAppChangeRequiresParentalConsent]
      answers:
        ask-parent: yes
      script:
        - do: launch
          narration: >-
            With the sandbox account set to "13–15, significant change approved", Ben (14) opens
            Landmarks 2.0. The range is 13–15, declared by his guardian, and the update needs a
            parent's consent, so he asks.
          expect:
            step: waiting-for-parent
            learned: 13–15
            declaration: guardianDeclared
        - do: {parent: approve}
          narration: >-
            The test case answers PermissionChoice.approve: Rita approves and Landmarks runs with
            the change handled.
          expect:
            step: running
            learned: 13–15
            declaration: guardianDeclared
            parent-answer: approve
            handled: [video-calling]
      """#)

  static let sandbox16To17Declined = Source(
    name: "sandbox-16-17-declined",
    yaml: #"""
      name: sandbox-16-17-declined
      title: "Sandbox: 16–17, significant change declined"
      summary: "Apple's sandbox row: lowerBound 16, upperBound 17, guardianDeclared, update notification true, PermissionChoice.decline."
      world:
        today: 2026-11-20
        os: "26.5"
        region: SANDBOX
        person: {name: Chloe, age: 16}
        parent: Marc
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
        regions:
          - code: SANDBOX
            name: Sandbox Age Assurance
            source: >-
              Apple, "Testing age assurance in sandbox" (current revision): Settings > Developer >
              Sandbox Apple Account > Manage > Age Assurance.
            confidence: assumption
            notes: >-
              Apple documents what each sandbox test case returns, not a region. This row stands for
              the sandbox account's setting: it behaves like a regulated region with the gates 13, 16
              and 18 that requires parental consent for significant changes.
            reports-assurance-method: true
            regulation:
              - from: 2025-11-04
                imposed-gates: [13, 16, 18]
                features: [declaredAgeRangeRequired, significantAppChangeRequiresParentalConsent]
      answers:
        ask-parent: yes
      script:
        - do: launch
          narration: >-
            With the sandbox account set to "16–17, significant change declined", Chloe (16) opens
            Landmarks 2.0. The range is 16–17, declared by her guardian; the update needs a
            parent's consent, so she asks.
          expect:
            step: waiting-for-parent
            learned: 16–17
            declaration: guardianDeclared
        - do: {parent: decline}
          narration: >-
            The test case answers PermissionChoice.decline: Marc declines. The app keeps the new
            features blocked; only a new approval could unblock it.
          expect:
            step: blocked
            blocked-reason: parent-declined
            learned: 16–17
            declaration: guardianDeclared
            parent-answer: decline
            handled: []
      """#)

  static let sandboxAdultUnconfirmed = Source(
    name: "sandbox-adult-unconfirmed",
    yaml: #"""
      name: sandbox-adult-unconfirmed
      title: "Sandbox: 18+, age not confirmed, change not applicable"
      summary: "Apple's sandbox row: lowerBound 18, upperBound nil, selfDeclared, update notification false, AskError.notAvailable."
      world:
        today: 2026-11-20
        os: "26.5"
        region: SANDBOX
        person: {name: Dana, age: 30}
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
        regions:
          - code: SANDBOX
            name: Sandbox Age Assurance
            source: >-
              Apple, "Testing age assurance in sandbox" (current revision): Settings > Developer >
              Sandbox Apple Account > Manage > Age Assurance.
            confidence: assumption
            notes: >-
              Apple documents what each sandbox test case returns, not a region. This row stands for
              the sandbox account's setting: it behaves like a regulated region with the gates 13, 16
              and 18 that requires parental consent for significant changes.
            reports-assurance-method: true
            regulation:
              - from: 2025-11-04
                imposed-gates: [13, 16, 18]
                features: [declaredAgeRangeRequired, significantAppChangeRequiresParentalConsent]
      script:
        - do: launch
          narration: >-
            With the sandbox account set to "18+, age not confirmed", Dana (30) opens Landmarks
            2.0. The range is 18 or over, self-declared. No acknowledgment applies to adults here,
            but Apple's sample blocks an adult whose age is not confirmed until the account is
            verified in Settings.
          expect:
            step: blocked
            blocked-reason: unverified-adult
            learned: 18 or over
            declaration: selfDeclared
        - do: {ask-to-communicate: "+1 555 0100"}
          narration: >-
            The app tries PermissionKit anyway, as the sandbox table does for every row:
            AskCenter.ask throws AskError.notAvailable, because adults don't qualify for
            parental-permission requests.
          expect:
            step: blocked
            learned: 18 or over
            declaration: selfDeclared
            ask-error: notAvailable
      """#)

  static let sandboxAdultConfirmed = Source(
    name: "sandbox-adult-confirmed",
    yaml: #"""
      name: sandbox-adult-confirmed
      title: "Sandbox: 18+, age confirmed, change not applicable"
      summary: "Apple's sandbox row: lowerBound 18, upperBound nil, confirmed, update notification false, AskError.notAvailable."
      world:
        today: 2026-11-20
        os: "26.5"
        region: SANDBOX
        person: {name: Eli, age: 35, verification: payment}
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
        regions:
          - code: SANDBOX
            name: Sandbox Age Assurance
            source: >-
              Apple, "Testing age assurance in sandbox" (current revision): Settings > Developer >
              Sandbox Apple Account > Manage > Age Assurance.
            confidence: assumption
            notes: >-
              Apple documents what each sandbox test case returns, not a region. This row stands for
              the sandbox account's setting: it behaves like a regulated region with the gates 13, 16
              and 18 that requires parental consent for significant changes.
            reports-assurance-method: true
            regulation:
              - from: 2025-11-04
                imposed-gates: [13, 16, 18]
                features: [declaredAgeRangeRequired, significantAppChangeRequiresParentalConsent]
      script:
        - do: launch
          narration: >-
            With the sandbox account set to "18+, age confirmed, change not applicable", Eli (35)
            opens Landmarks 2.0. The range is 18 or over, confirmed (checked with a payment
            method): a verified adult. No acknowledgment is required, so the app handles the change
            without asking and runs, photo sharing on.
          expect:
            step: running
            feature: enabled
            learned: 18 or over
            declaration: confirmed
            sheet: none
        - do: {ask-to-communicate: "+1 555 0100"}
          narration: >-
            PermissionKit is not for adults: AskCenter.ask throws AskError.notAvailable.
          expect:
            step: running
            learned: 18 or over
            declaration: confirmed
            ask-error: notAvailable
      """#)

  static let sandboxAdultConfirmedChangeApplicable = Source(
    name: "sandbox-adult-confirmed-change-applicable",
    yaml: #"""
      name: sandbox-adult-confirmed-change-applicable
      title: "Sandbox: 18+, age confirmed, change applicable"
      summary: "Apple's sandbox row: lowerBound 18, upperBound nil, confirmed, update notification true, AskError.notAvailable."
      world:
        today: 2026-11-20
        os: "26.5"
        region: SANDBOX-CHANGE-APPLICABLE
        person: {name: Fay, age: 41, verification: government-id}
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
        regions:
          - code: SANDBOX-CHANGE-APPLICABLE
            name: Sandbox Age Assurance (change applicable)
            source: >-
              Apple, "Testing age assurance in sandbox" (current revision): the test case "18+, age
              confirmed, change applicable".
            confidence: assumption
            notes: >-
              The sandbox account's setting, modelled as a regulated region with the gates 13, 16 and
              18 that also requires adults to acknowledge significant changes (the table's
              "Significant app update notification: True" for an adult).
            reports-assurance-method: true
            regulation:
              - from: 2025-11-04
                imposed-gates: [13, 16, 18]
                features:
                  - declaredAgeRangeRequired
                  - significantAppChangeRequiresAdultNotification
                  - significantAppChangeRequiresParentalConsent
      answers:
        acknowledgment: acknowledge
      script:
        - do: launch
          narration: >-
            With the sandbox account set to "18+, age confirmed, change applicable", Fay (41) opens
            Landmarks 2.0. She is a verified adult (confirmed by government ID) and adults must
            acknowledge significant changes, so the system shows the update's description; she
            acknowledges it, as her declared answers say.
          expect:
            step: running
            feature: enabled
            learned: 18 or over
            declaration: confirmed
            trace-contains: showSignificantUpdateAcknowledgment
        - do: {ask-to-communicate: "+1 555 0100"}
          narration: >-
            PermissionKit is not for adults: AskCenter.ask throws AskError.notAvailable.
          expect:
            step: running
            learned: 18 or over
            declaration: confirmed
            ask-error: notAvailable
      """#)
}
