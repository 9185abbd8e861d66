import Apple
import AppleDelivery
import ArgumentParser
import Delivery
import Foundation
import SessionFiles

/// The options every delivering subcommand shares.
struct DeliveryOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Where to POST each App Store notification: an http or https URL of the developer's server.",
      discussion: "Without it nothing is posted and no test root is made: only the stores' "
        + "console files are written (--reports-folder)."))
  var url: String?

  @Option(help: "Seconds to wait for the server's answer before the attempt counts as failed.")
  var timeout: Double = 10

  @Option(
    help: ArgumentHelp(
      "How many seconds one hour of Apple's retry schedule lasts (3600: real time).",
      discussion: "Retries come 1, 12, 24, 48 and 72 hours after the previous attempt; "
        + "--retry-scale 1 makes those seconds, for a demonstration."))
  var retryScale: Double = 3600

  @Flag(help: "Retry in Sandbox and LocalTesting too (the App Store sends those once).")
  var retryInSandbox = false

  @Option(
    help: "Send in this environment instead of the scenario's: Sandbox, Production or LocalTesting."
  )
  var environment: String?

  @Option(help: "The appAppleId to send where the scenario has none (Sandbox and Production).")
  var appAppleId: Int?

  @Option(
    help:
      "The report: one JSON line per delivery attempt (default: delivery/report.jsonl in the state directory)."
  )
  var report: String?

  @Option(
    help: """
      A folder to write the files the stores' consoles offer into, one per store that has one \
      (their revocation reports, e.g. google-play-revocations.csv).
      """)
  var reportsFolder: String?

  @Flag(help: "Create a new test root (the server must then trust the new one).")
  var newRoot = false

  @Flag(
    help: ArgumentHelp(
      "Post notifications the ledger says were delivered before, again.",
      discussion: "A scenario played again makes the same notificationUUIDs, which the ledger "
        + "(delivery/ledger.jsonl) otherwise never posts twice."))
  var resend = false

  func validate() throws {
    guard url != nil || reportsFolder != nil else {
      throw ValidationError(
        "give --url (where to POST the App Store's notifications), --reports-folder (where to "
          + "write the stores' console files, such as Google Play's and Amazon Appstore's "
          + "revocation reports), or both")
    }
    if let url {
      do {
        _ = try NotificationPoster.checkedURL(url)
      } catch {
        throw ValidationError(error.message)
      }
    }
    guard timeout > 0, timeout.isFinite else {
      throw ValidationError("--timeout must be a positive number of seconds, not \(timeout)")
    }
    guard retryScale >= 0, retryScale.isFinite else {
      throw ValidationError("--retry-scale must be zero or more seconds, not \(retryScale)")
    }
    if let environment, AppStoreEnvironment(rawValue: environment) == nil {
      throw ValidationError(
        "--environment must be Sandbox, Production or LocalTesting, not '\(environment)'")
    }
  }

  /// The state directory, or the reason there is none.
  static func stateDirectory() throws(DeliveryError) -> URL {
    guard let directory = StateDirectory.url(environment: ProcessInfo.processInfo.environment)
    else {
      throw DeliveryError(
        "neither XDG_STATE_HOME nor HOME is set, so there is no state directory to work in")
    }
    return directory
  }

  /// The deliverer these options describe, holding the state directory's delivery lock, or nil
  /// without `--url`: then nothing is posted, so neither the lock nor the test root is needed.
  func deliverer(in directory: URL) throws(DeliveryError) -> (
    deliverer: Deliverer, lock: DeliveryLock
  )? {
    guard let url else { return nil }
    let store = SigningChainStore(stateDirectory: directory)
    do {
      try FileManager.default.createDirectory(
        at: store.folder, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
    } catch {
      throw DeliveryError("cannot create \(store.folder.path): \(error.localizedDescription)")
    }
    // Locked before the root is read or made, so two first starts never make two roots.
    let lock = try DeliveryLock.acquire(
      path: store.folder.appendingPathComponent("deliver.lock").path)
    let (chain, created) = try store.chain(replace: newRoot)
    if created {
      Screen.note(
        "created a test root in \(store.folder.path); give your server "
          + "\(store.certificatePath("root")) to trust (or agetui-deliver export-root)")
    }
    let signer: JWSSigner
    do {
      signer = try JWSSigner(chain: chain)
    } catch {
      throw DeliveryError("cannot read the test root's certificates: \(error)")
    }
    let poster = NotificationPoster(url: try NotificationPoster.checkedURL(url), timeout: timeout)
    let options = Deliverer.Options(
      environment: environment.flatMap(AppStoreEnvironment.init), appAppleID: appAppleId,
      retryInSandbox: retryInSandbox, secondsPerHour: retryScale)
    let deliverer = try Deliverer(
      signer: signer, poster: poster, options: options,
      ledgerPath: store.folder.appendingPathComponent("ledger.jsonl").path,
      reportPath: report ?? store.folder.appendingPathComponent("report.jsonl").path,
      resend: resend, now: { Date().timeIntervalSince1970 }, show: { Screen.line(for: $0) })
    return (deliverer, lock)
  }
}
