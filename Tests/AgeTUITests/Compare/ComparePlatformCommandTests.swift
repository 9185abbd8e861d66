import Apple
import CustomDump
import Foundation
import Testing

/// `agetui compare texas-teen-both-stores --by platform` through the binary: the table
/// in each format, exactly.
@Suite("agetui compare --by platform")
struct ComparePlatformCommandTests {
  @Test(
    "the Texas teen on both stores, in each format",
    arguments: [
      (
        "text",
        """
        texas-teen-both-stores: The Texas teen on both stores, Apple and Google Play side by side — Apple
        and Google Play, moment by moment

        moment              Apple                                    Google Play
        age                 shared automatically in Texas; 13–15,    requestAgeSignalsAccess → SHARED;
                            guardianDeclared                         13–15, TIER_B

        significant change  the app asks (AskCenter); the child      the developer declares it in Play
                            sends the question in Messages; the app  Console with an effective date
                            hears back (approval)                    (2026-09-14); Play asks the parent in
                                                                     Family Link; the app calls again and
                                                                     reads PENDING → APPROVED

        revocation          RESCIND_CONSENT to the developer's       the install ID appears in Play
                            server                                   Console's CSV (kept 90 days)

        Each cell is read off the store's own run: its script steps tagged with the moment (moment:) and the
        trace they left.

        """
      ),
      (
        "markdown",
        """
        # texas-teen-both-stores: The Texas teen on both stores, Apple and Google Play side by side — Apple and Google Play, moment by moment

        | moment | Apple | Google Play |
        |---|---|---|
        | age | shared automatically in Texas; 13–15, guardianDeclared | requestAgeSignalsAccess → SHARED; 13–15, TIER_B |
        | significant change | the app asks (AskCenter); the child sends the question in Messages; the app hears back (approval) | the developer declares it in Play Console with an effective date (2026-09-14); Play asks the parent in Family Link; the app calls again and reads PENDING → APPROVED |
        | revocation | RESCIND_CONSENT to the developer's server | the install ID appears in Play Console's CSV (kept 90 days) |

        """
      ),
      (
        "json",
        """
        {
          "format": "agetui-compare-platforms",
          "version": 1,
          "scenario": "texas-teen-both-stores",
          "title": "The Texas teen on both stores, Apple and Google Play side by side",
          "by": "platform",
          "platforms": ["apple", "google-play"],
          "rows": [
            {
              "moment": "age",
              "apple": ["shared automatically in Texas", "13–15, guardianDeclared"],
              "googlePlay": ["requestAgeSignalsAccess → SHARED", "13–15, TIER_B"]
            },
            {
              "moment": "significant-change",
              "apple": ["the app asks (AskCenter)", "the child sends the question in Messages", "the app hears back (approval)"],
              "googlePlay": ["the developer declares it in Play Console with an effective date (2026-09-14)", "Play asks the parent in Family Link", "the app calls again and reads PENDING → APPROVED"]
            },
            {
              "moment": "revocation",
              "apple": ["RESCIND_CONSENT to the developer's server"],
              "googlePlay": ["the install ID appears in Play Console's CSV (kept 90 days)"]
            }
          ]
        }

        """
      ),
    ])
  func texasTeenBothStores(format: String, expected: String) throws {
    let run = try AgeTUIBinary.run([
      "compare", "texas-teen-both-stores", "--by", "platform", "--format", format,
    ])
    expectNoDifference(run.status, 0)
    expectNoDifference(run.stderr, "")
    expectNoDifference(run.stdout, expected)
  }
}
