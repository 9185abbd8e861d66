import CustomDump
import Foundation
import Testing

/// `agetui prompts` and `run --step SURFACE`, run as a user would: the catalogue's formats,
/// a surface name picking the first step that shows it, and every bad name a usage error.
@Suite("agetui prompts and run --step SURFACE")
struct PromptsCommandTests {
  static let surfaceList =
    "Surface names (see `agetui prompts`): age-range-prompt, messages-compose, acknowledgment, "
    + "permission-alert, screen-time-passcode, cant-ask-alert, shared-notification, "
    + "request-notification, messages-bubble, blocked-screen, settings-age-range-for-apps, "
    + "settings-sandbox, age-range-prompt:feature, age-range-prompt:significant-change, "
    + "messages-compose:significant-update, messages-compose:communication, "
    + "screen-time-passcode:first, screen-time-passcode:wrong-passcode, cant-ask-alert:unknown, "
    + "cant-ask-alert:communication-limits-not-enabled, cant-ask-alert:contact-sync-not-setup, "
    + "cant-ask-alert:invalid-question, cant-ask-alert:not-available, "
    + "cant-ask-alert:system-error, shared-notification:always-share, "
    + "shared-notification:required, messages-bubble:pending, messages-bubble:answered, "
    + "messages-bubble:expired, blocked-screen:unverified-adult, blocked-screen:parent-declined, "
    + "blocked-screen:question-expired, blocked-screen:sharing-declined, "
    + "blocked-screen:consent-revoked, blocked-screen:age-range-unavailable, "
    + "settings-age-range-for-apps:no-cached-answer, settings-age-range-for-apps:cached, "
    + "settings-sandbox:ready, settings-sandbox:notification-triggered.\n"

  @Test(
    "a bad --step is a usage error naming what is wrong",
    arguments: [
      (
        ["run", "texas-teen", "--format", "svg", "--step", "permision-alert"],
        "Error: --step permision-alert is neither a step number nor a surface name. Did you mean "
          + "permission-alert? " + surfaceList
      ),
      (
        ["run", "texas-teen", "--format", "png", "--step", "zzz"],
        "Error: --step zzz is neither a step number nor a surface name. " + surfaceList
      ),
      (
        ["run", "texas-teen", "--format", "svg", "--step", "permission-alert"],
        "Error: --step permission-alert: texas-teen never shows permission-alert. Built-ins that "
          + "do: ios27-acknowledgment-alert (step 2).\n"
      ),
      (
        ["run", "texas-teen", "--format", "html", "--step", "cant-ask-alert:system-error"],
        "Error: --step cant-ask-alert:system-error: texas-teen never shows "
          + "cant-ask-alert:system-error. No built-in scenario shows it.\n"
      ),
    ])
  func badStep(arguments: [String], message: String) throws {
    try expectUsageError(arguments, message)
  }

  static let playSurfaces =
    "Google Play's surfaces (see `agetui prompts --platform google-play`): play-sharing-prompt, "
    + "family-link-request, family-link-settings.\n"

  @Test(
    "on Google Play's side --step takes Play's surface names; any other is a usage error",
    arguments: [
      (
        ["run", "play-brazil", "--format", "svg", "--step", "age-range-prompt"],
        "Error: --step age-range-prompt is one of Apple's surfaces, not Google Play's. "
          + playSurfaces
      ),
      (
        ["run", "play-brazil", "--format", "svg", "--step", "family-link-reqest"],
        "Error: --step family-link-reqest is neither a step number nor a surface of Google "
          + "Play's. Did you mean family-link-request? " + playSurfaces
      ),
      (
        ["run", "play-brazil", "--format", "png", "--step", "play-sharing-prompt"],
        "Error: --step play-sharing-prompt: play-brazil never shows play-sharing-prompt on "
          + "Google Play's side; built-ins that do: play-ask-before-sharing (step 1).\n"
      ),
    ])
  func badPlayStep(arguments: [String], message: String) throws {
    try expectUsageError(arguments, message)
  }

  private func expectUsageError(_ arguments: [String], _ message: String) throws {
    let run = try AgeTUIBinary.run(arguments)
    expectNoDifference(run.status, 64)
    expectNoDifference(run.stdout, "")
    expectNoDifference(run.stderr, message)
  }

  @Test("a surface name draws the same picture as the first step that shows it")
  func surfaceStep() throws {
    let byName = try AgeTUIBinary.run(
      ["run", "ios27-approve-in-person", "--format", "svg", "--step", "screen-time-passcode"])
    let byNumber = try AgeTUIBinary.run(
      ["run", "ios27-approve-in-person", "--format", "svg", "--step", "2"])
    expectNoDifference(byName.status, 0)
    expectNoDifference(byName.stdout, byNumber.stdout)
    #expect(byName.stdout.contains("≈ Screen Time Passcode"))
    let variant = try AgeTUIBinary.run(
      [
        "run", "ios27-approve-in-person", "--format", "svg", "--step",
        "screen-time-passcode:wrong-passcode",
      ])
    #expect(variant.stdout.contains("after step 3"))
  }

  @Test("a Play surface name draws the same screen as the first Play step that shows it")
  func playSurfaceStep() throws {
    let byName = try AgeTUIBinary.run(
      [
        "run", "texas-teen-both-stores", "--format", "svg", "--store", "google-play", "--step",
        "family-link-request",
      ])
    let byNumber = try AgeTUIBinary.run(
      ["run", "texas-teen-both-stores", "--format", "svg", "--store", "google-play", "--step", "1"])
    expectNoDifference(byName.status, 0)
    expectNoDifference(byName.stdout, byNumber.stdout)
    #expect(byName.stdout.contains("Approve these changes to Landmarks?"))
  }

  @Test("html --step keeps that one step's section, with its anchor")
  func htmlStep() throws {
    let run = try AgeTUIBinary.run(
      ["run", "texas-teen", "--format", "html", "--step", "messages-compose"])
    expectNoDifference(run.status, 0)
    expectNoDifference(run.stdout.components(separatedBy: "class=\"step\" id=\"step-").count, 2)
    #expect(run.stdout.contains("id=\"step-2\""))
  }

  @Test("the catalogue in each format")
  func formats() throws {
    let text = try AgeTUIBinary.run(["prompts"])
    expectNoDifference(text.status, 0)
    #expect(text.stdout.hasPrefix("agetui prompts: 30 system surfaces."))
    #expect(text.stdout.contains("\nGoogle Play: 3 system surfaces. "))
    let apple = try AgeTUIBinary.run(["prompts", "--platform", "apple"])
    #expect(text.stdout.hasPrefix(apple.stdout.dropLast()))
    #expect(!apple.stdout.contains("Google Play"))
    let play = try AgeTUIBinary.run(["prompts", "--platform", "google-play"])
    #expect(play.stdout.hasPrefix("Google Play: 3 system surfaces. "))
    #expect(text.stdout.contains(play.stdout))
    let amazon = try AgeTUIBinary.run(["prompts", "--platform", "amazon-appstore"])
    #expect(amazon.stdout.hasPrefix("Amazon Appstore: 5 surfaces, every one AgeTUI's invention"))
    // Amazon's built-ins are played for Amazon's surfaces: each names the step that shows it.
    #expect(!amazon.stdout.contains("no built-in scenario reaches it"))
    #expect(
      amazon.stdout.contains(
        "  reached by  agetui run amazon-revocation-report --format svg --step 4 "
          + "(developer-console)\n"))
    #expect(text.stdout.hasSuffix(play.stdout + amazon.stdout))
    let json = try AgeTUIBinary.run(["prompts", "--format", "json"])
    let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    expectNoDifference(object?["format"] as? String, "agetui-prompts")
    expectNoDifference((object?["surfaces"] as? [Any])?.count, 30)
    expectNoDifference((object?["googlePlay"] as? [Any])?.count, 3)
    expectNoDifference((object?["amazonAppstore"] as? [Any])?.count, 5)
    let html = try AgeTUIBinary.run(["prompts", "--format", "html"])
    expectNoDifference(html.status, 0)
    // One section per surface (30 Apple, 3 Play, 5 Amazon); a picture for each of the 26
    // Apple, 3 Play and 5 Amazon surfaces a built-in reaches.
    expectNoDifference(html.stdout.components(separatedBy: "<section id=").count, 39)
    expectNoDifference(html.stdout.components(separatedBy: "<svg").count, 35)
    #expect(html.stdout.contains("<a href=\"amazon-revocation-report.html#step-4\">"))
    #expect(
      html.stdout.contains(
        "aria-label=\"AgeTUI — amazon-revocation-report on Amazon Appstore after step 4\""))
    #expect(html.stdout.contains("<a href=\"ios27-acknowledgment-alert.html#step-2\">"))
    #expect(html.stdout.contains("<a href=\"texas-teen-both-stores-google-play.html#step-1\">"))
    #expect(html.stdout.contains("<a href=\"play-ask-before-sharing.html#step-1\">"))
    // Amazon's surfaces are reached in Amazon's own built-ins first, drawn without `--store`.
    #expect(html.stdout.contains("<a href=\"amazon-test-options.html#step-1\">"))
    #expect(
      html.stdout.contains("agetui run amazon-test-options --format svg --step amazon-app-answer`"))
  }
}
