import Testing

@testable import AgeTUI

/// The crash drill is off unless the environment names one of its kinds exactly.
@Suite("CrashDrill")
struct CrashDrillTests {
  @Test("AGETUI_CRASH_DRILL names the kind of crash")
  func kinds() {
    #expect(CrashDrill(environment: ["AGETUI_CRASH_DRILL": "segv"]) == .segv)
    #expect(CrashDrill(environment: ["AGETUI_CRASH_DRILL": "abort"]) == .abort)
    #expect(CrashDrill(environment: ["AGETUI_CRASH_DRILL": "trap"]) == .trap)
    #expect(CrashDrill(environment: ["AGETUI_CRASH_DRILL": "hang"]) == .hang)
  }

  @Test("no drill without the variable or with an unknown value")
  func off() {
    #expect(CrashDrill(environment: [:]) == nil)
    #expect(CrashDrill(environment: ["AGETUI_CRASH_DRILL": ""]) == nil)
    #expect(CrashDrill(environment: ["AGETUI_CRASH_DRILL": "SEGV"]) == nil)
  }
}
