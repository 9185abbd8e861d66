import FlowEngine

// MARK: - Requests Apple's rules refuse

extension ScenarioLibrary {
  static let requestSources = [fourGatesInvalidRequest]

  static let fourGatesInvalidRequest = Source(
    name: "four-gates-invalid-request",
    yaml: #"""
      name: four-gates-invalid-request
      title: Four age gates are an invalid request
      summary: Landmarks asks with four gates; the system answers invalidRequest before any prompt, even in Texas, and photo sharing stays off.
      world:
        today: 2026-09-14
        region: US
        person: {name: Olivia, age: 14}
        parent: Grace
        app:
          name: Landmarks
          bundle-id: com.example.landmarks
          gates: [13, 15, 17, 19]
          feature: {name: Photo sharing, minimum-age: 16}
          version: "1.0"
      script:
        - do: launch
          narration: >-
            Olivia, 14, opens Landmarks. Its developer wants five ranges, so it asks with four
            gates: 13, 15, 17 and 19. Apple allows at most three gates, making four ranges.
            Swift's requestAgeRange(ageGates:_:_:) has room for only three, so a real app
            gets here through a wrapper that builds the call from a list. The system refuses
            the request before anything else: it throws AgeRangeService.Error.invalidRequest,
            Olivia sees no prompt although her parent chose Ask First, and the app learns
            nothing about her age. Landmarks treats the error as "no age" and keeps photo
            sharing off.
          expect:
            step: running
            learned: invalidRequest
            feature: disabled
            sheet: none
            trace-contains: at most 3 age gates are allowed (making 4 ranges); got 4
            trace-lacks: would like to know
        - do: {region: US-TX}
          narration: >-
            Olivia's family moves to Texas, where the law shares her range automatically on
            the state's own gates, 13, 16 and 18, whatever the app asks for.
        - do: close
          narration: She closes Landmarks.
        - do: launch
          narration: >-
            She opens it again. Texas would ignore the app's gates, but the system still
            checks them first, so the request is refused the same way: invalidRequest, no
            range shared, photo sharing off. The fix is the app's: ask with at most three
            gates, each range at least two years wide.
          expect:
            step: running
            learned: invalidRequest
            feature: disabled
            trace-lacks: [Shared your age range, would like to know]
      """#)
}
