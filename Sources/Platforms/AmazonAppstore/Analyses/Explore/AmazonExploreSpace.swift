import AmazonAppstore
import Analyses
import FlowEngine
import Scenarios

/// The worlds Amazon's sweep plays: every age, region, day, starting consent, supervision and
/// verification on Amazon's own provider; every fault at every age and region on the first
/// day; and the eleven test options once each. Faults and test options answer alike whoever
/// the user is, so they are not crossed with the whole space.
public struct AmazonExploreSpace: Hashable, Sendable {
  /// The ages swept: each band's edges.
  public var ages = [9, 12, 13, 15, 16, 17, 18, 30]
  /// The regions: Amazon's three law states, a state without a law, and the country.
  public var regions: [RegionCode] = ["US-TX", "US-UT", "US-LA", "US-CA", "US"]
  /// The days: before live responses, Texas paused, Texas live, the days around Utah's and
  /// Louisiana's dates (amazon.md §8).
  public var dates: [SimDate] = [
    "2025-12-31", "2026-03-01", "2026-09-01", "2027-05-05", "2027-05-06", "2027-07-01",
  ].compactMap { SimDate(iso: $0) }
  /// The parent's consents a profile may start with.
  public var consents: [AmazonConsent] = [.granted, .pending, .none]
  /// The app.
  public var app: AppConfig

  /// Amazon's space for `app`, every axis at its standard values.
  public init(app: AppConfig) {
    self.app = app
  }

  /// Amazon's space from `explore`'s shared options: `--ages`, `--regions` and `--date` narrow
  /// their axes; Amazon takes no option of its own.
  public init(reading options: ExploreOptions) throws(ExploreOptionError) {
    self.init(app: options.app)
    if let ages = try options.ages() { self.ages = ages }
    if let codes = try options.list(
      "--regions", known: [], { RegionCode(ValueSpelling.key($0).uppercased()) })
    {
      regions = codes
    }
    if options.isGiven("--date") { dates = [options.date] }
  }

  /// Every case, in a fixed order.
  public var cases: [AmazonExploreCase] {
    var cases: [AmazonExploreCase] = []
    for date in dates {
      for region in regions {
        for age in ages {
          for supervised in [false, true] {
            for verified in [false, true] {
              for consent in supervised ? consents : [.none] {
                cases.append(
                  AmazonExploreCase(
                    age: age, region: region, date: date, consent: consent,
                    supervised: supervised, verified: verified))
              }
            }
          }
        }
      }
    }
    let first = dates.first ?? AmazonRegionRule.liveResponsesStart
    for fault in AmazonResponseStatus.faults {
      for region in regions {
        for age in ages {
          cases.append(
            AmazonExploreCase(
              age: age, region: region, date: first, consent: .granted, supervised: age < 18,
              verified: age >= 18, fault: fault))
        }
      }
    }
    for option in AmazonTestOption.allCases {
      cases.append(
        AmazonExploreCase(
          age: 14, region: regions.first ?? "US-TX", date: first, consent: .granted,
          supervised: true, verified: false, testOption: option))
    }
    return cases
  }
}
