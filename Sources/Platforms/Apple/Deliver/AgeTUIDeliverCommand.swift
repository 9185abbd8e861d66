import ArgumentParser

/// `agetui-deliver`: the developer's backend receives what the simulated stores send
/// (docs/delivery.md).
@main
struct AgeTUIDeliverCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "agetui-deliver",
    abstract:
      "Send the simulated App Store's notifications to your server, signed as Apple signs, and "
      + "write the stores' console files.",
    discussion: """
      Follows the running AgeTUI session (as `agetui notes` does) or reads a headless run's \
      report, and POSTs each App Store Server Notification V2 (RESCIND_CONSENT) to --url as \
      {"signedPayload":"<JWS>"}, signed ES256 with a test root kept in the state directory; \
      with --reports-folder it writes the files the stores' consoles offer (Google Play's and \
      Amazon Appstore's revocation reports). Give --url, --reports-folder or both. \
      See docs/delivery.md.
      """,
    subcommands: [FollowCommand.self, ReportCommand.self, ExportRootCommand.self],
    defaultSubcommand: FollowCommand.self)
}
