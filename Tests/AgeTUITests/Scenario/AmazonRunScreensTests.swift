import Testing

/// `run` in a screen format on a scenario whose stores draw no screens yet (Amazon Appstore's
/// built-ins): a usage error that names the store and the formats that do show the run. It used
/// to draw Apple's iPhone and Settings, for a scenario that does not run on Apple.
@Suite struct UndrawnStoreRunTests {
  @Test(arguments: ["html", "svg", "png", "cast"])
  func aScreenFormatIsRefusedByName(format: String) throws {
    let run = try AgeTUIBinary.run(["run", "amazon-utah-2027", "--format", format])
    #expect(run.status == 64)
    #expect(run.stdout == "")
    #expect(
      run.stderr
        == "Error: amazon-utah-2027 runs on Amazon Appstore, whose screens `run` does not draw "
        + "yet; --format text, json, markdown and mermaid show its run.\n")
  }

  @Test func aTextFormatShowsTheRun() throws {
    let run = try AgeTUIBinary.run(["run", "amazon-utah-2027", "--format", "text"])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("amazon-utah-2027 on Amazon Appstore: "))
  }
}
