import ArgumentParser

extension RunCommand {
  /// `--step` only picks a single frame, and `--with-checks` only adds a section to the
  /// Markdown spec; elsewhere either would be silently ignored.
  func validate() throws {
    let format = format.value
    if step != nil, format != .svg, format != .png, format != .html {
      throw ValidationError("--step applies to --format svg, png and html only")
    }
    if devices, format != .svg, format != .png {
      throw ValidationError(
        "--devices applies to --format svg and --format png only (html always draws the devices)")
    }
    if wordingMarks.noWordingMarks, format != .html, !devices {
      throw ValidationError(
        "--no-wording-marks applies to --format html, and to svg and png with --devices")
    }
    if withChecks, format != .markdown {
      throw ValidationError(
        "--with-checks applies to --format markdown only (text and json always show the checks)")
    }
  }
}
