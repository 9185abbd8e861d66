import FlowEngine
import GooglePlay
import Scenarios

/// Plays a scenario's Google Play script headless, one script step at a time, checking each
/// step's `expect` and every Play invariant, through the shared ``PartRunner``. Play has no
/// automatic answers: the child's answer to Play's prompt and the parent's in Family Link are
/// script verbs, since on Play they are where the story turns.
public typealias PlayScenarioRunner = PartRunner<PlayScript>

extension PlayScript: PlayableScript {}

extension PlayExpectation: StepExpectation {}
