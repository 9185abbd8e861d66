import CustomDump
import Foundation
import SessionFiles
import Testing

/// The notice line's few words for a failed write, and the system's reason behind an error.
@Suite("A failed file operation in words")
struct SystemErrorTextTests {
  @Test(
    "an errno in a few words",
    arguments: [
      (ENOSPC, "disk full"), (EDQUOT, "disk quota exceeded"), (EFBIG, "file size limit reached"),
      (EROFS, "read-only file system"), (EACCES, "permission denied"),
      (EPERM, "permission denied"), (ENOENT, "directory missing"), (EIO, "Input/output error"),
    ])
  func shortReason(code: Int32, words: String) {
    expectNoDifference(SystemErrorText.shortReason(code: code), words)
  }

  @Test func thePOSIXErrorUnderAFileErrorIsTheReason() {
    expectNoDifference(SystemErrorText.reason(POSIXError(.EACCES)), "Permission denied")
    expectNoDifference(
      SystemErrorText.reason(
        CocoaError(.fileWriteOutOfSpace, userInfo: [NSUnderlyingErrorKey: POSIXError(.ENOSPC)])),
      "No space left on device")
  }
}
