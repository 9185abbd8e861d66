// MARK: - Training: the three sharing modes, the cache and Share Age Range Again

extension ScenarioLibrary {
  static let trainingSources = [sharingModes]

  static let sharingModes = Source(
    name: "sharing-modes",
    yaml: #"""
      name: sharing-modes
      title: The three sharing modes, the cache, and Share Age Range Again
      summary: Ruby's mother tries Always Share, Ask First and Never Share in the US; a cached answer hides the Ask First prompt until Share Age Range Again.
      world:
        today: 2026-09-14
        region: US
        person: {name: Ruby, age: 11, sharing-mode: always-share}
        parent: Hannah
        app:
          name: Landmarks
          bundle-id: com.example.landmarks
          gates: [13, 16]
          feature: {name: Photo sharing, minimum-age: 16}
          version: "1.0"
      script:
        - do: launch
          narration: >-
            Ruby, 11, lives in the US, where no law requires age assurance, so her Age Range
            for Apps setting decides everything. Her mother, Hannah, chose Always Share. Ruby
            opens Landmarks, which asks for her age range with gates 13 and 16. The system
            shares at once, with no prompt, and tells Ruby with a notification because this is
            new information: Landmarks learns "12 or under", never her birthdate. The system
            also caches the answer for Landmarks until the anniversary, 2027-09-14.
          expect:
            step: running
            learned: 12 or under
            declaration: guardianDeclared
            sheet: none
            trace-contains: Shared your age range with Landmarks.
        - do: close
          narration: Ruby closes Landmarks.
        - do: {mode: ask-first}
          narration: >-
            Hannah switches Ruby's setting to Ask First, expecting Ruby to be asked next time.
        - do: launch
          narration: >-
            Ruby opens Landmarks again, and no prompt shows. The app asks the same question
            with the same gates, and the system answers from its cache: "12 or under", until
            2027-09-14. Ask First only asks when the system has no answer to give; this is the
            surprise trainers should show.
          expect:
            step: running
            learned: 12 or under
            sheet: none
            trace-contains: from the cache
        - do: close
          narration: Ruby closes Landmarks.
        - do: share-again
          narration: >-
            In Settings › Age Range for Apps › Landmarks, Hannah taps Share Age Range Again.
            The system forgets what it told Landmarks, so the next request starts afresh.
        - do: launch
          narration: >-
            Now Ask First shows its prompt on Ruby's iPhone: share "12 or under" with
            Landmarks, or don't. The app waits for her answer.
          expect:
            step: checking-feature
            sheet: age-range-prompt
        - do: decline
          narration: >-
            Ruby taps Don't Share. Landmarks learns only declinedSharing, treats her as too
            young for photo sharing, and keeps running with it off. The system caches the
            decline too (an assumption AgeTUI lets you change).
          expect:
            step: running
            learned: declinedSharing
            feature: disabled
        - do: close
          narration: Ruby closes Landmarks.
        - do: {mode: never-share}
          narration: Hannah switches Ruby's setting to Never Share.
        - do: launch
          narration: >-
            Ruby opens Landmarks once more. Under Never Share the system declines at once,
            with no prompt and no notification, whatever it answered before: Landmarks learns
            declinedSharing. (In a region whose law shares automatically, such as Texas, no
            mode could stop the sharing; `agetui compare sharing-modes --by region` shows it.)
          expect:
            step: running
            learned: declinedSharing
            sheet: none
            trace-contains: Never Share
      """#)
}
