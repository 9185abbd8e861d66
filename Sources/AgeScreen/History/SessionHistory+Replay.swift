import Apple
import FlowEngine
import Scenarios

// MARK: - Replaying a journal's records

extension SessionHistory {
  /// The largest clock step a journal may hold, as a scenario script allows it (+3650 days,
  /// +120 months, +10 years): the keys and scripts never make larger ones, so a larger one is a
  /// damaged or hand-made record.
  public static let journalClockLimits = (days: 3650, months: 120, years: 10)

  /// Applies one history record read from a journal (`open`, `jump`, `perform`, `undo`) after
  /// checking its values; a `screen` record changes no history and is the caller's, and a
  /// `play` or `side` record is the other side's (``StoreSides/replay(_:)``). `--resume`
  /// and `agetui notes` both replay through here, so a record one of them refuses, the other
  /// refuses too. A scenario the record opens is loaded by `opener`.
  /// - Returns: what is wrong with the record (it is then not applied), or nil.
  public mutating func replay(_ record: SessionRecord, opener: ScenarioOpener) -> String? {
    switch record {
    case .open(let next):
      do throws(ScenarioError) {
        open(try opener.open(next))
      } catch {
        return "opens a scenario that no longer loads: \(error)"
      }
    case .jump(let position, let cause):
      let length = current.scenario.walkthrough.count
      guard (0...length).contains(position) else {
        return "jumps to script step \(position) of \(current.scenario.scenario.name), whose "
          + "script has \(length) steps"
      }
      jump(to: position, cause: cause)
    case .perform(let action):
      if let problem = Self.journalProblem(with: action) { return problem }
      perform(action)
    case .undo: _ = undo()
    case .screen, .play, .side: break
    }
    return nil
  }

  /// What is out of range in an action read from a journal, or nil.
  public static func journalProblem(with action: SimulationAction) -> String? {
    guard case .advanceClock(let step) = action else { return nil }
    let limits = journalClockLimits
    switch step {
    case .days(let count) where !(1...limits.days).contains(count):
      return "moves the clock by \(count) days (1 to \(limits.days) at a time)"
    case .months(let count) where !(1...limits.months).contains(count):
      return "moves the clock by \(count) months (1 to \(limits.months) at a time)"
    case .years(let count) where !(1...limits.years).contains(count):
      return "moves the clock by \(count) years (1 to \(limits.years) at a time)"
    case .days, .months, .years, .nextBirthday, .nextAnniversary: return nil
    }
  }
}
