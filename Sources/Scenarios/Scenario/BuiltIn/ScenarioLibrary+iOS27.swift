import FlowEngine

// MARK: - iOS 27: askSignificantChangePermission and its PermissionFlow

extension ScenarioLibrary {
  static let iOS27Sources = [ios27ApproveInPerson, ios27AcknowledgmentAlert]

  static let ios27ApproveInPerson = Source(
    name: "ios27-approve-in-person",
    yaml: #"""
      name: ios27-approve-in-person
      title: "iOS 27: the parent approves in person with the Screen Time passcode"
      summary: Landmarks asks with PermissionFlow.approveInPerson; Rosa's father types a wrong Screen Time passcode on her iPhone, then the right one.
      world:
        today: 2026-09-14
        os: "27.0"
        region: US-TX
        person: {name: Rosa, age: 13}
        parent: Diego
        screen-time-passcode: "2580"
        app:
          name: Landmarks
          bundle-id: com.example.landmarks
          gates: [13, 16]
          feature: {name: Photo sharing, minimum-age: 16}
          version: "2.0"
          installed-at: "1.0"
          permission-flow: approve-in-person
          changes:
            - id: video-calling
              version: "2.0"
              description: This update adds video calling with people in your contacts.
      script:
        - do: launch
          narration: >-
            Rosa, 13, opens Landmarks 2.0 in Texas on iOS 27. Texas requires a parent's consent
            for significant changes, and the system shares her range automatically: "13–15".
            She is a minor, so the app shows its Ask screen.
          expect:
            step: needs-parental-approval
            learned: 13–15
        - do: ask-parent
          narration: >-
            Rosa taps Ask Parent. On iOS 27 Landmarks calls
            AskCenter.askSignificantChangePermission with the flow .approveInPerson: no Messages,
            the system opens the Screen Time passcode sheet on Rosa's iPhone for her father
            Diego, who is sitting next to her.
          expect:
            sheet: screen-time-passcode
            question: composing
            trace-contains: "permissionFlow: .approveInPerson"
        - do: {passcode: "0000"}
          narration: >-
            Diego mistypes: 0000 is not the passcode. The sheet says so and stays for another
            try; the app is still waiting for the call to return.
          expect:
            sheet: screen-time-passcode
            step: needs-parental-approval
            permission-result: none
            trace-contains: Wrong passcode. Try again.
        - do: {passcode: "2580"}
          narration: >-
            Diego enters the right passcode. The call returns .approveInPerson(approved: true):
            the app marks video calling handled and runs. Nothing went through Messages, so
            Diego's iPhone shows no request.
          expect:
            step: running
            sheet: none
            permission-result: approve-in-person-approved
            handled: [video-calling]
            trace-contains: "askSignificantChangePermission returned .approveInPerson(approved: true)"
      """#)

  static let ios27AcknowledgmentAlert = Source(
    name: "ios27-acknowledgment-alert",
    yaml: #"""
      name: ios27-acknowledgment-alert
      title: "iOS 27: the alert first, then Ask to Approve through Messages"
      summary: Landmarks asks with PermissionFlow.acknowledgmentAlert; Ava picks Ask to Approve, sends the question in Messages, and her mother approves.
      world:
        today: 2026-09-14
        os: "27.0"
        region: US-TX
        person: {name: Ava, age: 15}
        parent: Nora
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
            Ava, 15, opens Landmarks 2.0 in Texas on iOS 27. The system shares "13–15"
            automatically, and the app shows its Ask screen: a parent must approve video
            calling.
          expect:
            step: needs-parental-approval
            learned: 13–15
        - do: ask-parent
          narration: >-
            Ava taps Ask Parent. Landmarks calls AskCenter.askSignificantChangePermission with
            the flow .acknowledgmentAlert, the default on iOS 27: the system shows an alert
            first, with Ask to Approve, Approve in Person and Cancel.
          expect:
            sheet: permission-alert
            trace-contains: "permissionFlow: .acknowledgmentAlert"
        - do: ask-to-approve
          narration: >-
            Her mother Nora is not home, so Ava taps Ask to Approve. The Messages compose
            sheet opens with the question to Nora.
          expect:
            sheet: messages-compose
            question: composing
        - do: send
          narration: >-
            Ava taps Send. The question arrives in Messages on Nora's iPhone, and the call
            returns .askToApprove(didSend: true): the app waits for Nora's answer.
          expect:
            step: waiting-for-parent
            question: pending
            permission-result: ask-to-approve-sent
        - do: {parent: approve}
          narration: >-
            Nora taps Approve in Messages. AskCenter.responses delivers it, the app marks video
            calling handled and runs.
          expect:
            step: running
            parent-answer: approve
            handled: [video-calling]
      """#)
}
