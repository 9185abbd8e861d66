import AgeScreen

extension NotesStep {
  /// Where the Google Play side `play` stands now, in its own script's steps, narration and
  /// captions; `summary` is read before the first step.
  public init(play: PlayShell, summary: String) {
    let moment = play.present
    let reached = moment.leftAt ?? moment.position
    let steps = play.story.steps
    self.init(
      scenarioName: play.story.name, scenarioTitle: play.story.title,
      position: moment.leftAt.map { .live(leftAt: $0) } ?? .script(moment.position),
      total: steps.count, narration: reached == 0 ? summary : steps[reached - 1].narration,
      nextCaption: reached < steps.count ? steps[reached].caption : nil,
      liveActions: moment.liveActions, store: "Google Play")
  }
}
