import FlowEngine

// MARK: - The people of WWDC25 session 299 (via a third-party summary, reference §1.5)

extension ScenarioLibrary {
  static let talkSources = [wwdcOlivia14, wwdcEmily9, wwdcAnn42]

  static let wwdcOlivia14 = Source(
    name: "wwdc-olivia-14",
    yaml: #"""
      name: wwdc-olivia-14
      title: "WWDC25: Olivia, 14, shares 13–15"
      summary: The talk's example with gates 13 and 16 — Olivia shares "13–15" when asked, so photo sharing stays off.
      world:
        today: 2026-09-14
        region: US
        person: {name: Olivia, age: 14}
        parent: Grace
        app:
          name: Landmarks
          bundle-id: com.example.landmarks
          gates: [13, 16]
          feature: {name: Photo sharing, minimum-age: 16}
          version: "1.0"
      script:
        - do: launch
          narration: >-
            Olivia, 14, opens Landmarks. It has no significant change to report, so it asks
            its own question straight away: requestAgeRange(ageGates: 13, 16), that is 12 or
            under, 13–15, or 16 or over. There is no app-store law here, and her parent chose
            Ask First, so the system asks Olivia on her iPhone.
          expect:
            sheet: age-range-prompt
            trace-contains: "“Landmarks” would like to know whether you are 12 or under, 13–15 or 16 or over."
        - do: share
          narration: >-
            Olivia taps Share Age Range. Landmarks learns "13–15", not her birthdate and not
            her age, and keeps photo sharing (for 16 and over) off.
          expect:
            step: running
            learned: 13–15
            declaration: guardianDeclared
            feature: disabled
      """#)

  static let wwdcEmily9 = Source(
    name: "wwdc-emily-9",
    yaml: #"""
      name: wwdc-emily-9
      title: "WWDC25: Emily, 9, shares 12 or under"
      summary: Emily's parent chose Always Share — no prompt, a notification, and Landmarks learns "12 or under".
      world:
        today: 2026-09-14
        region: US
        person: {name: Emily, age: 9, sharing-mode: always-share}
        parent: James
        app:
          name: Landmarks
          bundle-id: com.example.landmarks
          gates: [13, 16]
          feature: {name: Photo sharing, minimum-age: 16}
          version: "1.0"
      script:
        - do: launch
          narration: >-
            Emily, 9, opens Landmarks, which asks for the range with gates 13 and 16. Her
            father set Age Range for Apps to Always Share, so no prompt appears: the system
            shares "12 or under" (lowerBound nil) and shows a notification, because the app
            learned something new. Photo sharing stays off.
          expect:
            step: running
            learned: 12 or under
            declaration: guardianDeclared
            feature: disabled
            sheet: none
            trace-contains: Always Share
      """#)

  static let wwdcAnn42 = Source(
    name: "wwdc-ann-42",
    yaml: #"""
      name: wwdc-ann-42
      title: "WWDC25: Ann, 42, shares 16 or over"
      summary: Ann decides for herself, shares "16 or over", and Landmarks turns photo sharing on.
      world:
        today: 2026-09-14
        region: US
        person: {name: Ann, age: 42}
        app:
          name: Landmarks
          bundle-id: com.example.landmarks
          gates: [13, 16]
          feature: {name: Photo sharing, minimum-age: 16}
          version: "1.0"
      script:
        - do: launch
          narration: >-
            Ann, 42, opens Landmarks. Adults decide for themselves; her setting is Ask First,
            so the system asks whether to share 12 or under, 13–15, or 16 or over.
          expect:
            sheet: age-range-prompt
        - do: share
          narration: >-
            Ann shares. Landmarks learns "16 or over" (upperBound nil: at or above its highest
            gate), self-declared, and turns photo sharing on.
          expect:
            step: running
            learned: 16 or over
            declaration: selfDeclared
            feature: enabled
      """#)
}
