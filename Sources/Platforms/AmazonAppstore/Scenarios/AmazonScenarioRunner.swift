import AmazonAppstore
import FlowEngine
import Scenarios

/// Plays a scenario's Amazon Appstore script headless, one script step at a time, checking each
/// step's `expect` and every Amazon invariant, through the shared ``PartRunner``. Amazon has no
/// automatic answers: the parent's consent is a script verb, since how Amazon asks a parent is
/// not documented (amazon.md §10) and the story turns on it.
public typealias AmazonScenarioRunner = PartRunner<AmazonScript>

extension AmazonScript: PlayableScript {}

extension AmazonExpectation: StepExpectation {}
