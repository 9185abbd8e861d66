import ArgumentParser
import Scenarios

/// `run --store apple|google-play`: which store's side the screen formats draw.
extension StoreName: ExpressibleByArgument {}
