import Apple
import Scenarios

/// One step of an Apple run: a script step's action or an automatic answer, on the simulation.
public typealias AppleWalkthroughStep = RunStep<AppleSimulation>
