import CustomDump
import FlowEngine
import Foundation
import Scenarios
import Stores
import Testing

/// Seeded fuzzing of scenario files through `check` and `run`.
///
/// Every generated file is checked in-process (the code the binary runs once it has the
/// file's bytes, which is fast enough for thousands of files in a debug build); every
/// `binaryEvery`-th file also goes through the real binary, which adds reading the file,
/// printing and exit codes, and must agree with the in-process verdict. No file may crash,
/// hang past the limit, exit with anything but 0, 1 or 64, give an error without a position
/// inside the file, or print a raw control character. `scripts/fuzz.sh` runs a longer
/// campaign through the same test.
@Suite("Fuzz: scenario files", .serialized)
struct ScenarioFuzzTests {
  @Test("generated files never crash, hang, exit oddly or give an unpositioned error")
  func campaign() throws {
    let settings = FuzzSettings.current
    let seeds = FuzzSeeds.all
    #expect(seeds.count >= ScenarioLibrary.sources.count + 2)
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let clock = ContinuousClock()
    let started = clock.now
    // The files are dealt to lanes that run at once: on one core the campaign was the last
    // test to end, with the other core idle meanwhile (issue 40). A file's verdict does not
    // depend on its lane, and the tally is merged as one lane would have kept it.
    let results = LaneResults(count: Self.lanes)
    DispatchQueue.concurrentPerform(iterations: Self.lanes) { lane in
      results.set(
        lane,
        Result {
          try Self.campaign(lane: lane, settings: settings, seeds: seeds, directory: directory)
        })
    }
    let tally = FuzzTally(merging: try results.all.map { try $0.get() })
    print(tally.summary + " (seed \(settings.seed), \(clock.now - started))")
    #expect(tally.isClean, "\(tally.summary)\n\(tally.examples.joined(separator: "\n"))")
  }

  /// How many lanes the campaign's files are dealt to: one a core, up to eight.
  static let lanes = min(max(ProcessInfo.processInfo.activeProcessorCount, 1), 8)

  /// The campaign's files `lane`, `lane + lanes`, `lane + 2 × lanes`, … in order.
  private static func campaign(
    lane: Int, settings: FuzzSettings, seeds: [[UInt8]], directory: URL
  ) throws -> FuzzTally {
    var tally = FuzzTally()
    for index in stride(from: lane, to: settings.files, by: lanes) {
      var mutator = ScenarioMutator(seed: settings.seed &+ UInt64(index))
      let bytes = mutator.file(from: seeds)
      let name = "fuzz-\(settings.seed)-\(index).yaml"
      tally.files += 1
      switch InProcessScenarioCheck.check(bytes, file: name, timeLimit: settings.timeLimit) {
      case .hang:
        tally.hangs += 1
        tally.note(
          "\(name): still running after \(settings.timeLimit * (1 + FuzzWatchdog.graceLimits))",
          file: index)
      case .broken(let problem):
        tally.brokenRules += 1
        tally.note("\(name): \(problem)", file: index)
      case .finished(let checkStatus, let runStatus):
        guard index % settings.binaryEvery == 0 else { continue }
        let path = directory.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        Self.runBinary(
          ["check", path], expecting: checkStatus, settings: settings, file: index, &tally)
        Self.runBinary(
          ["run", path], expecting: runStatus, settings: settings, file: index, &tally)
      }
    }
    return tally
  }

  /// Each lane's outcome, written by the lane's thread and read once every lane has ended.
  private final class LaneResults: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<FuzzTally, any Error>?]

    init(count: Int) {
      results = Array(repeating: nil, count: count)
    }

    func set(_ lane: Int, _ result: Result<FuzzTally, any Error>) {
      lock.withLock { results[lane] = result }
    }

    /// Every lane's outcome, in lane order; call after `concurrentPerform` returns.
    var all: [Result<FuzzTally, any Error>] {
      lock.withLock { results.compactMap { $0 } }
    }
  }

  @Test("every mutation applies to every seed without a finding")
  func everyMutation() {
    var tally = FuzzTally()
    for (seedIndex, seed) in FuzzSeeds.all.enumerated() {
      // A file at the size limit takes long to check in a debug build; two seeds show it.
      let kinds = ScenarioMutator.Mutation.allCases.filter { $0 != .sizeLimit || seedIndex < 2 }
      for (kindIndex, kind) in kinds.enumerated() {
        var mutator = ScenarioMutator(seed: UInt64(seedIndex * 100 + kindIndex))
        let name = "seed\(seedIndex)-\(kind).yaml"
        let bytes = mutator.apply(kind, to: seed)
        switch InProcessScenarioCheck.check(bytes, file: name, timeLimit: .seconds(5)) {
        case .hang: tally.note("\(name): hang")
        case .broken(let problem): tally.note("\(name): \(problem)")
        case .finished: break
        }
      }
    }
    expectNoDifference(tally.examples, [])
  }

  /// Runs the binary on one file and records anything wrong.
  private static func runBinary(
    _ arguments: [String], expecting expected: Int32, settings: FuzzSettings, file: Int,
    _ tally: inout FuzzTally
  ) {
    let label = arguments.joined(separator: " ")
    do {
      let run = try AgeTUIBinary.run(arguments, timeLimit: settings.binaryTimeLimit)
      if run.crashed {
        tally.crashes += 1
        tally.note("\(label): crashed (status \(run.status))", file: file)
      } else if run.timedOut {
        tally.hangs += 1
        tally.note("\(label): still running after \(settings.binaryTimeLimit)", file: file)
      } else if ![0, 1, 64].contains(run.status) || run.status != expected {
        tally.badExitCodes += 1
        tally.note("\(label): exit \(run.status), expected \(expected)", file: file)
      } else if InProcessScenarioCheck.hasRawControls(run.stdout + run.stderr) {
        tally.brokenRules += 1
        tally.note("\(label): printed a raw control character", file: file)
      }
    } catch {
      tally.crashes += 1
      tally.note("\(label): could not run: \(error)", file: file)
    }
  }

  private static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "agetui-fuzz-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
