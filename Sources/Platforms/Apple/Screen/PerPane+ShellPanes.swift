import AgeScreen

extension PerPane where Value == any ShellPane<AppleShell> {
  /// Apple's panes: the child's and the parent's devices, Settings and the Timeline.
  public static var apple: PerPane<any ShellPane<AppleShell>> {
    PerPane(
      child: AppleChildDevicePane(), parent: AppleParentDevicePane(), settings: AppleSettingsPane(),
      timeline: AppleTimelinePane())
  }
}
