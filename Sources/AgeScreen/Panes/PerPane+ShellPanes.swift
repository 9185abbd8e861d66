extension PerPane where Value == any ShellPane<SimulatorShell> {
  /// Apple's panes: the child's and the parent's devices, Settings and the Timeline.
  public static var apple: PerPane<any ShellPane<SimulatorShell>> {
    PerPane(
      child: AppleChildDevicePane(), parent: AppleParentDevicePane(), settings: AppleSettingsPane(),
      timeline: TimelinePane())
  }
}
