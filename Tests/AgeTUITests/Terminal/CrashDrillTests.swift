import CustomDump
import Testing

@testable import AgeTUI

/// The crash drill is off unless the environment names one of its kinds exactly.
@Suite("CrashDrill")
struct CrashDrillTests {
  @Test("AGETUI_CRASH_DRILL names the kind of crash")
  func kinds() {
    expectNoDifference(CrashDrill(environment: ["AGETUI_CRASH_DRILL": "segv"]), .segv)
    expectNoDifference(CrashDrill(environment: ["AGETUI_CRASH_DRILL": "abort"]), .abort)
    expectNoDifference(CrashDrill(environment: ["AGETUI_CRASH_DRILL": "trap"]), .trap)
    expectNoDifference(CrashDrill(environment: ["AGETUI_CRASH_DRILL": "hang"]), .hang)
  }

  @Test("no drill without the variable or with an unknown value")
  func off() {
    expectNoDifference(CrashDrill(environment: [:]), nil)
    expectNoDifference(CrashDrill(environment: ["AGETUI_CRASH_DRILL": ""]), nil)
    expectNoDifference(CrashDrill(environment: ["AGETUI_CRASH_DRILL": "SEGV"]), nil)
  }
}
