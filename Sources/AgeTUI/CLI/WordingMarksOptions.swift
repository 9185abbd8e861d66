import ArgumentParser

/// `--no-wording-marks`, shared by the TUI (the root command) and `run`.
///
/// ArgumentParser lets the root command take every flag it declares wherever it stands on the
/// command line, so a flag of the same name declared again by `run` never reached `run`. As one
/// option group in both, `run` gets the value the root parsed.
struct WordingMarksOptions: ParsableArguments {
  /// Hide the marks on AgeTUI's assumed wording.
  @Flag(
    help: ArgumentHelp(
      "Hide the marks on AgeTUI's assumed wording, for clean screenshots: the TUI's ≈ (W "
        + "toggles them), and in `run --format html` (and svg/png with --devices) the dotted "
        + "underline; the legend says they are hidden."))
  var noWordingMarks = false
}
