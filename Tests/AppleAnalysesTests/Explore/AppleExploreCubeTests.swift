import Analyses
import AppleAnalyses
import CustomDump
import FlowEngine
import Scenarios
import TestSupport
import Testing

/// Cubes describe any set of cases exactly, and differences group cases alike but for one
/// axis.
@Suite("Explore cubes and differences")
struct AppleExploreCubeTests {
  /// How many of the cubes hold a case.
  private static func holders(of index: Int, in cubes: [AppleExploreCube], space: AppleExploreSpace)
    -> Int
  {
    cubes.filter { cube in
      AppleExploreDimension.allCases.allSatisfy {
        cube[$0].contains(space.valueIndex($0, ofCase: index))
      }
    }.count
  }

  @Test("a cover holds each given case exactly once and no other", arguments: [2, 3, 5, 7])
  func exactCover(modulus: Int) throws {
    let space = AppleExploreSpace(
      app: try ExploreFixtures.app(), regionCodes: ["US", "US-TX", "US-UT"],
      sharingModes: [.askFirst, .neverShare], ages: [9, 14, 42], verifications: [.none, .payment],
      osVersions: [.v26, .v26dot5])
    let cases = (0..<space.caseCount).filter { $0 % modulus == 0 || $0 % 11 == 3 }
    let cubes = AppleExploreCube.cover(cases, in: space)
    let members = Set(cases)
    for index in 0..<space.caseCount {
      expectNoDifference(
        Self.holders(of: index, in: cubes, space: space), (members.contains(index) ? 1 : 0))
    }
    expectNoDifference(cubes.reduce(0) { $0 + $1.caseCount }, cases.count)
  }

  @Test("the US decliners of the US-and-Texas sweep are one cube")
  func oneCube() throws {
    let space = try ExploreFixtures.usAndTexas()
    let cubes = AppleExploreCube.cover([3, 4, 5, 9, 10, 11], in: space)
    expectNoDifference(cubes.count, 1)
    let cube = try #require(cubes.first)
    expectNoDifference(cube[.region], AppleValueSet([0]))
    expectNoDifference(cube[.age], AppleValueSet([0, 1]))
    expectNoDifference(cube[.prompt], AppleValueSet([1]))
    expectNoDifference(cube[.parent], AppleValueSet([0, 1, 2]))
    expectNoDifference(cube.caseCount, 6)
  }

  @Test("value sets hold positions up to 191")
  func valueSets() {
    var set = AppleValueSet([0, 63, 64, 127, 128, 191])
    expectNoDifference(set.count, 6)
    expectNoDifference(set.positions, [0, 63, 64, 127, 128, 191])
    expectNoDifference(set.first, 0)
    set.insert(5)
    #expect(set.contains(5))
    #expect(!set.contains(6))
    expectNoDifference(AppleValueSet([130]).union(AppleValueSet([70])).positions, [70, 130])
    expectNoDifference(AppleValueSet().first, AppleValueSet.capacity)
  }

  @Test("Texas on 26.0 and 26.5: three patterns of OS difference")
  func osPatterns() throws {
    let space = AppleExploreSpace(
      app: try ExploreFixtures.app(), regionCodes: ["US-TX"], sharingModes: [.askFirst],
      ages: [14], families: [true], verifications: [.none], signedIn: [true, false],
      osVersions: [.v26, .v26dot5], promptAnswers: [.share], parentAnswers: [.approve, .decline])
    let result = AppleExplorer(space: space).run()
    // 26.0 has no regulatory signals, so the app skips the flow; 26.5 asks the parent, or
    // blocks when no account is signed in.
    expectNoDifference(
      result.outcomes.map(\.step),
      [
        "running (feature off)", "running (feature off)", "blocked (parent-declined)",
        "running (feature off)", "blocked (age-range-unavailable)",
      ])
    expectNoDifference(
      result.outcomes.map(\.branch), [.notRequired, .minor, .minor, .notRequired, .error])
    expectNoDifference(result.caseOutcomes, [0, 0, 1, 2, 3, 3, 4, 4])
    let differences = AppleExploreDifferences(result, along: .os)
    expectNoDifference(differences.groupCount, 4)
    expectNoDifference(differences.differingGroupCount, 4)
    expectNoDifference(differences.patterns.map(\.outcomes), [[0, 1], [0, 2], [3, 4]])
    expectNoDifference(differences.patterns.map(\.groups), [[0], [1], [4, 5]])
    let signedOut = try #require(differences.patterns.last?.cubes.first)
    expectNoDifference(signedOut[.signedIn], AppleValueSet([1]))
    expectNoDifference(signedOut[.os], AppleValueSet([0]))
    expectNoDifference(signedOut[.parent], AppleValueSet([0, 1]))
    let regions = AppleExploreDifferences(result, along: .region)
    expectNoDifference(regions.groupCount, 8)
    #expect(regions.patterns.isEmpty)
  }
}
