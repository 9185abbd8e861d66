import Analyses
import Apple
import FlowEngine
import Reports
import Scenarios

/// What a sweep covers: the values of every axis, the simulated day, the app, the region table
/// and the assumptions. Every combination of the axes is one `AppleExploreCase`.
///
/// Cases are numbered in a fixed order, the region varying slowest and the parent's answer
/// fastest (`AppleExploreDimension.allCases`), so a case's number, its row and its position in CSV
/// and JSON output agree. The first seven axes make a world (`AppleExploreSetting`); the last two
/// are the answers given in it.
public struct AppleExploreSpace: Hashable, Sendable {
  /// The simulated day every world starts on.
  public var date: SimDate
  /// The region codes, each a row of `regions`.
  public var regionCodes: [RegionCode]
  /// The sharing modes.
  public var sharingModes: [SharingMode]
  /// The ages on `date`.
  public var ages: [Int]
  /// Family Sharing membership.
  public var families: [Bool]
  /// Account verification.
  public var verifications: [AdultVerification]
  /// Signed in or not.
  public var signedIn: [Bool]
  /// The OS versions.
  public var osVersions: [OSVersion]
  /// The person's answers to an age-range prompt.
  public var promptAnswers: [PromptAnswer]
  /// The parent's answers to a question.
  public var parentAnswers: [ParentAnswer]
  /// The app every world runs.
  public var app: AppConfig
  /// The region table.
  public var regions: RegionTable
  /// Apple's rules for the regions.
  public var regionRules: RegionRules<AppleRegionRule>
  /// The modelled assumptions.
  public var assumptions: Assumptions

  /// 0 to 25, then 30, 42 and 70.
  public static let standardAges = Array(0...25) + [30, 42, 70]

  /// Creates a space; every axis defaults to all its values (ages: `standardAges`, regions:
  /// every row of the table).
  public init(
    app: AppConfig, regions: RegionTable = .builtIn,
    regionRules: RegionRules<AppleRegionRule> = AppleRegionRule.builtIn,
    date: SimDate = ExploreOptions.standardDate,
    assumptions: Assumptions = .standard, regionCodes: [RegionCode]? = nil,
    sharingModes: [SharingMode] = SharingMode.allCases, ages: [Int] = standardAges,
    families: [Bool] = [true, false],
    verifications: [AdultVerification] = AdultVerification.allCases,
    signedIn: [Bool] = [true, false], osVersions: [OSVersion] = OSVersion.allCases,
    promptAnswers: [PromptAnswer] = PromptAnswer.allCases,
    parentAnswers: [ParentAnswer] = ParentAnswer.allCases
  ) {
    self.date = date
    self.regionCodes = regionCodes ?? regions.places.map(\.code)
    self.sharingModes = sharingModes
    self.ages = ages
    self.families = families
    self.verifications = verifications
    self.signedIn = signedIn
    self.osVersions = osVersions
    self.promptAnswers = promptAnswers
    self.parentAnswers = parentAnswers
    self.app = app
    self.regions = regions
    self.regionRules = regionRules
    self.assumptions = assumptions
  }

  // MARK: - Counting and numbering

  /// How many values an axis has.
  public func count(_ dimension: AppleExploreDimension) -> Int {
    switch dimension {
    case .region: regionCodes.count
    case .sharingMode: sharingModes.count
    case .age: ages.count
    case .family: families.count
    case .verification: verifications.count
    case .signedIn: signedIn.count
    case .os: osVersions.count
    case .prompt: promptAnswers.count
    case .parent: parentAnswers.count
    }
  }

  /// How far apart two cases are that differ by one step along an axis.
  public func stride(_ dimension: AppleExploreDimension) -> Int {
    var result = 1
    for later in AppleExploreDimension.allCases.reversed() {
      if later == dimension { return result }
      result *= count(later)
    }
    return result
  }

  /// The number of answer combinations per world.
  public var answerCount: Int { promptAnswers.count * parentAnswers.count }

  /// The number of worlds.
  public var settingCount: Int {
    regionCodes.count * sharingModes.count * ages.count * families.count * verifications.count
      * signedIn.count * osVersions.count
  }

  /// The number of cases (worlds times answer combinations).
  public var caseCount: Int { settingCount * answerCount }

  /// The index of a case's value along an axis.
  public func valueIndex(_ dimension: AppleExploreDimension, ofCase index: Int) -> Int {
    (index / stride(dimension)) % count(dimension)
  }

  /// The world with a number (0 ..< `settingCount`).
  public func setting(at index: Int) -> AppleExploreSetting {
    let caseIndex = index * answerCount
    return AppleExploreSetting(
      regionCode: regionCodes[valueIndex(.region, ofCase: caseIndex)],
      sharingMode: sharingModes[valueIndex(.sharingMode, ofCase: caseIndex)],
      age: ages[valueIndex(.age, ofCase: caseIndex)],
      isInFamily: families[valueIndex(.family, ofCase: caseIndex)],
      verification: verifications[valueIndex(.verification, ofCase: caseIndex)],
      isSignedIn: signedIn[valueIndex(.signedIn, ofCase: caseIndex)],
      os: osVersions[valueIndex(.os, ofCase: caseIndex)])
  }

  /// The case with a number (0 ..< `caseCount`).
  public func exploreCase(at index: Int) -> AppleExploreCase {
    AppleExploreCase(
      setting: setting(at: index / answerCount),
      promptAnswer: promptAnswers[valueIndex(.prompt, ofCase: index)],
      parentAnswer: parentAnswers[valueIndex(.parent, ofCase: index)])
  }

  /// The answer combination with a number (0 ..< `answerCount`) in a world.
  public func exploreCase(setting: AppleExploreSetting, answer index: Int) -> AppleExploreCase {
    AppleExploreCase(
      setting: setting, promptAnswer: promptAnswers[index / parentAnswers.count],
      parentAnswer: parentAnswers[index % parentAnswers.count])
  }

  /// A value along an axis as the reports and `--regions`-style options write it.
  public func valueText(_ dimension: AppleExploreDimension, at index: Int) -> String {
    switch dimension {
    case .region: regionCodes[index].rawValue
    case .sharingMode: sharingModes[index].rawValue
    case .age: String(ages[index])
    case .family: families[index] ? "yes" : "no"
    case .verification: verifications[index].rawValue
    case .signedIn: signedIn[index] ? "yes" : "no"
    case .os: osVersions[index].rawValue
    case .prompt: promptAnswers[index].rawValue
    case .parent: parentAnswers[index].rawValue
    }
  }

  // MARK: - Validation

  /// What is wrong with the space, one message each; empty when it can be swept.
  public var problems: [String] {
    var problems: [String] = []
    for dimension in AppleExploreDimension.allCases where count(dimension) == 0 {
      problems.append("no values for \(dimension.rawValue)")
    }
    for code in regionCodes where regions.region(code: code) == nil {
      problems.append(
        "unknown region “\(code)” (known: \(regions.codes.joined(separator: ", ")))")
    }
    for age in ages where !(0...150).contains(age) {
      problems.append("age \(age) is outside 0–150")
    }
    for dimension in AppleExploreDimension.allCases where count(dimension) > AppleValueSet.capacity
    {
      problems.append(
        "\(dimension.rawValue) has \(count(dimension)) values; at most \(AppleValueSet.capacity)")
    }
    for dimension in AppleExploreDimension.allCases {
      let texts = (0..<count(dimension)).map { valueText(dimension, at: $0).lowercased() }
      if Set(texts).count != texts.count {
        problems.append("\(dimension.rawValue) lists a value twice")
      }
    }
    return problems
  }
}
