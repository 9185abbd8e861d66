import CustomDump
import SessionFiles
import Testing

/// Where the journal and PID files live: `$XDG_STATE_HOME/agetui`, else under `$HOME`; a
/// relative value is not trusted.
@Suite("The state directory")
struct StateDirectoryTests {
  @Test(
    "from the environment",
    arguments: [
      (["XDG_STATE_HOME": "/x/state", "HOME": "/home/p"], "/x/state/agetui/" as String?),
      (["XDG_STATE_HOME": "state", "HOME": "/home/p"], "/home/p/.local/state/agetui/"),
      (["HOME": "/home/p"], "/home/p/.local/state/agetui/"),
      (["HOME": "home"], nil),
      ([:], nil),
    ])
  func directory(environment: [String: String], expected: String?) {
    expectNoDifference(
      StateDirectory.url(environment: environment)?.path(percentEncoded: false), expected)
  }
}
