import ArgumentParser

/// `agetui-deliver`: the developer's backend receives what the simulated stores send
/// (docs/delivery.md).
@main
struct AgeTUIDeliverCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "agetui-deliver",
    abstract: "Send the simulated App Store's notifications to your server, signed as Apple signs.",
    discussion: """
      Follows the running AgeTUI session (as `agetui notes` does) or reads a headless run's \
      report, and POSTs each App Store Server Notification V2 (RESCIND_CONSENT) to --url as \
      {"signedPayload":"<JWS>"}, signed ES256 with a test root kept in the state directory. \
      See docs/delivery.md.
      """,
    subcommands: [FollowCommand.self, ReportCommand.self, ExportRootCommand.self],
    defaultSubcommand: FollowCommand.self)
}
