import CustomDump
import Testing

@testable import AgeTUI

/// Which locales ``NcursesTerminal`` keeps: one whose codeset is UTF-8 in either spelling, with
/// or without a modifier; any other is replaced by `C.UTF-8` so that wide characters draw.
@Suite("NcursesTerminal's UTF-8 locale")
struct UTF8LocaleTests {
  @Test(
    "a locale is kept only when its codeset is UTF-8",
    arguments: [
      ("C.UTF-8", true),
      ("C.utf8", true),
      ("en_US.UTF-8", true),
      ("de_DE.UTF-8@euro", true),
      ("sr_RS.utf8@latin", true),
      ("C", false),
      ("POSIX", false),
      ("", false),
      ("en_US.ISO-8859-1", false),
      ("de_DE@euro", false),
      ("en_US.UTF-16", false),
      ("utf8", false),
    ])
  func kept(locale: String, isUTF8: Bool) {
    expectNoDifference(NcursesTerminal.isUTF8(locale: locale), isUTF8)
  }
}
