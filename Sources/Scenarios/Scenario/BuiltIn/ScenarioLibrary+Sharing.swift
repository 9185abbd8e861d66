import FlowEngine

// MARK: - Sharing: the anniversary rule, Never Share, a declined share, communication asks

extension ScenarioLibrary {
  static let sharingSources = [
    birthdayBeforeAnniversary, neverShareChild, declinedShare, communicationAsk,
  ]

  static let birthdayBeforeAnniversary = Source(
    name: "birthday-before-anniversary",
    yaml: #"""
      name: birthday-before-anniversary
      title: Turning 13 before the anniversary keeps the old range
      summary: Liam turns 13 in December, but the cached "12 or under" holds until the anniversary of his declaration in September.
      world:
        today: 2026-09-14
        region: US
        person:
          name: Liam
          birthdate: 2013-12-01
        parent: Nora
        app:
          name: Landmarks
          bundle-id: com.example.landmarks
          gates: [13, 16]
          feature: {name: Group chat, minimum-age: 13}
          version: "1.0"
      answers:
        age-range-prompt: share
      script:
        - do: launch
          narration: >-
            Liam, 12, opens Landmarks, which asks for gates 13 and 16. He shares when asked
            (his declared answer): "12 or under". Group chat, for 13 and over, stays off. The
            system caches the answer until the anniversary of today's declaration, 2027-09-14.
          expect:
            step: running
            learned: 12 or under
            feature: disabled
        - do: close
          narration: Liam closes the app.
        - do: {clock: next-birthday}
          narration: >-
            The clock jumps to his birthday, 2026-12-01. Liam is 13 now, which only the system
            knows.
          expect:
            trace-contains: Liam is now 13
        - do: launch
          narration: >-
            He opens Landmarks again. The system answers from its cache: still "12 or under",
            with no prompt, because the anniversary has not come yet. Group chat stays off.
            (He could refresh it sooner in Settings, with Share Age Range Again.)
          expect:
            step: running
            learned: 12 or under
            feature: disabled
            trace-contains: from the cache
        - do: close
          narration: Liam closes the app.
        - do: {clock: next-anniversary}
          narration: The clock jumps to the anniversary of his declaration, 2027-09-14.
          expect:
            trace-contains: 2027-09-14
        - do: launch
          narration: >-
            The cache has expired, so the system asks again. Liam shares "13–15", and group
            chat turns on.
          expect:
            step: running
            learned: 13–15
            feature: enabled
      """#)

  static let neverShareChild = Source(
    name: "never-share-child",
    yaml: #"""
      name: never-share-child
      title: Never Share declines silently, except where the law shares
      summary: Mia's parent chose Never Share — the app gets declinedSharing with no prompt, until Mia is in Texas.
      world:
        today: 2026-09-14
        region: US
        person: {name: Mia, age: 10, sharing-mode: never-share}
        parent: Jack
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
            Mia, 10, opens Landmarks 2.0. No law applies here, so the app handles the new
            video-calling change without asking anyone. Then it asks for her range for photo
            sharing. Her father chose Never Share: the system declines at once, with no
            prompt, and the app learns only declinedSharing.
          expect:
            step: running
            learned: declinedSharing
            feature: disabled
            sheet: none
            handled: [video-calling]
            trace-contains: Never Share
        - do: close
          narration: Mia closes the app.
        - do: {region: US-TX}
          narration: The family travels to Texas.
        - do: launch
          narration: >-
            In Texas the law overrides the setting: the system shares her range automatically
            with the state's gates, and no one can decline. Landmarks learns "12 or under".
          expect:
            step: running
            learned: 12 or under
            declaration: guardianDeclared
            trace-contains: could not decline
      """#)

  static let declinedShare = Source(
    name: "declined-share",
    yaml: #"""
      name: declined-share
      title: A teen declines to share, under both declined-sharing assumptions
      summary: Nina taps Don't Share; a cautious app blocks the update, or (the other assumption) treats her as a minor and asks her parent.
      world:
        today: 2026-09-14
        region: DEMO-OPT-IN
        person: {name: Nina, age: 16}
        parent: Paul
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
          - code: DEMO-OPT-IN
            name: "Demo: a consent law that lets people decline"
            source: >-
              AgeTUI demonstration row, not a real region: no documented region requires consent
              for significant changes while letting the person decline to share. It exists to
              show the declined branch of the significant-change flow.
            confidence: assumption
            regulation:
              - from: 2026-01-01
                imposed-gates: [13, 16, 18]
                features: [significantAppChangeRequiresParentalConsent]
                shares-automatically: false
        assumptions:
          declined-sharing: block
      answers:
        ask-parent: yes
      script:
        - do: launch
          narration: >-
            Nina, 16, opens Landmarks 2.0 in a (hypothetical) region that requires a parent's
            consent for significant changes but lets people decline. The app asks for her
            range with a gate of 18, and the system asks Nina.
          expect:
            sheet: age-range-prompt
        - do: decline
          narration: >-
            Nina taps Don't Share. Apple's sample shows no branch for this; AgeTUI assumes a
            cautious app blocks the new features until she shares (assumption
            declined-sharing: block).
          expect:
            step: blocked
            blocked-reason: sharing-declined
            learned: declinedSharing
        - do: {assumptions: {declined-sharing: treat-as-minor}}
          narration: >-
            Switch to the other assumption: an app that treats someone who declines as a minor
            and asks a parent.
        - do: close
          narration: Nina closes the app.
        - do: launch
          narration: >-
            She opens it again. Her decline is cached, so there is no prompt this time; the app
            now treats her as a minor and she asks her father Paul.
          expect:
            step: waiting-for-parent
            learned: declinedSharing
            trace-contains: from the cache
        - do: {parent: approve}
          narration: >-
            Paul approves. The change is handled; the app then asks for its own gates, 13 and
            16, and the system asks Nina once more.
          expect:
            sheet: age-range-prompt
            parent-answer: approve
        - do: decline
          narration: >-
            She declines again, so photo sharing stays off, but the app runs.
          expect:
            step: running
            feature: disabled
            learned: declinedSharing
            handled: [video-calling]
      """#)

  static let communicationAsk = Source(
    name: "communication-ask",
    yaml: #"""
      name: communication-ask
      title: Asking to communicate, with custom choices
      summary: Zoe asks to message a new number; her mother approves for one hour. Without communication limits, the ask throws.
      world:
        today: 2026-09-14
        region: US
        person: {name: Zoe, age: 12, communication-limits: true}
        parent: Beth
        app:
          name: Landmarks
          bundle-id: com.example.landmarks
          gates: [13, 16]
          feature: {name: Photo sharing, minimum-age: 16}
          version: "1.0"
      answers:
        age-range-prompt: share
        ask-parent: yes
      script:
        - do: launch
          narration: >-
            Zoe, 12, opens Landmarks and shares her range: "12 or under". The answer also
            tells the app that communication limits are on.
          expect:
            step: running
            learned: 12 or under
            trace-contains: communicationLimits
        - do: {ask-to-communicate: "+1 555 0100"}
          narration: >-
            Zoe wants to message a number that is not in her contacts. The app asks with a
            CommunicationTopic question and custom choices (Approve for One Hour, Approve All
            Day, Approve Indefinitely, Decline); she sends it to her mother Beth in Messages.
          expect:
            question: pending
            trace-contains: Zoe would like to communicate with +1 555 0100
        - do: {parent: approve-hour}
          narration: Beth taps Approve for One Hour.
          expect:
            question: answered
            parent-answer: approve-hour
            trace-contains: Approve for One Hour
        - do: {communication-limits: false}
          narration: Beth turns communication limits off in Screen Time.
        - do: {ask-to-communicate: "+1 555 0199"}
          narration: >-
            Without communication limits there is nothing to ask: AskCenter.ask throws
            AskError.communicationLimitsNotEnabled.
          expect:
            ask-error: communicationLimitsNotEnabled
      """#)
}
