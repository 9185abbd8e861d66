import Scenarios
import StoreCommands
import Stores

extension RunCommand {
  // Paragraphs are single lines (a `\` joins the source lines): ArgumentParser wraps each line
  // to the terminal's width and keeps every line break, so a break in the source would strand
  // a word on a line of its own.
  /// `run --help`'s discussion; what the other stores' sides draw is said by each store
  /// (``RunScreenKind/pagePictures``), so a store added with its screens is described there.
  static var discussion: String {
    """
    A scenario that names a built-in plays it (see `agetui scenarios`); anything else is \
    read as a scenario file. Prompts the script leaves unanswered take the scenario's declared \
    answers. Each step's `expect` is checked, and every invariant after every action.

    Exit codes: 0 passed; 1 an expect failed, an action was refused unexpectedly, an \
    invariant broke, or the file is invalid; 64 no such scenario or file, a path that is \
    not a regular file (a directory, named pipe, socket or device), or bad usage.

    markdown reads as a design spec; --with-checks adds a Checks section with every \
    expect result. The JSON format is documented in docs/trace-format.md. The cast format \
    renders the script as an asciicast v2 recording of the TUI's frames, one step every 3 \
    seconds with a marker per step, the narration in the walkthrough banner (`asciinema \
    play FILE`). html is a storyboard page: every walkthrough step's devices drawn as phones \
    (the person's, the parent's, and Settings where the step changed them), its caption, \
    narration, what the app learned and its trace; a dotted underline marks AgeTUI's wording \
    (--no-wording-marks hides it). svg draws the TUI's whole screen after --step N, or with \
    --devices the devices as the storyboard draws them; png does the same through \
    rsvg-convert (Debian: librsvg2-bin), missing it exits 1. --step also takes a surface \
    name from `agetui prompts` (the first step that shows it; a name the scenario never \
    shows exits 64). \(storeScreens) (a page of a scenario on several stores has every \
    store's steps, unless --store picks one); text, json and markdown print every store's \
    run, mermaid one store's diagram (--store). See docs/storyboard.md and docs/prompts.md.
    """
  }

  /// What a scenario on the other stores draws: "A scenario without an Apple part draws its
  /// first store's side in cast, svg and png (a scenario on several stores with --store
  /// google-play or amazon-appstore): that side's screens, one per script step; its html page
  /// has that store's steps, Play's phone and Family Link as phones, …".
  static var storeScreens: String {
    guard let first = Stores.runScreens.first else { return "" }
    let others = Stores.runScreens.dropFirst()
    let listed = ListPhrase.joined(others.map(\.platform.rawValue), conjunction: "or")
    let article = "AEIOU".contains(first.platform.title.prefix(1)) ? "an" : "a"
    return
      "A scenario without \(article) \(first.platform.title) part draws its first store's side "
      + "in cast, svg and png (a scenario on several stores with --store \(listed)): that "
      + "side's screens, one per script step; its html page has that store's steps, "
      + others.compactMap(\.pagePictures).joined(separator: ", ")
  }
}
