import AgeScreen
extension PerPane where Value == any ShellPane<PlayShell> {
  /// Google Play's panes: the child's Android phone, the parent's Family Link, Play's Settings,
  /// and Play Console (or the Timeline).
  public static var googlePlay: PerPane<any ShellPane<PlayShell>> {
    PerPane(
      child: PlayPhonePane(), parent: FamilyLinkPane(), settings: PlaySettingsPane(),
      timeline: PlayConsolePane())
  }
}
