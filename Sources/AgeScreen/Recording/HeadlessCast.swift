/// Renders a scenario's script as a recording of the TUI's frames, as the walkthrough shows
/// them: the start, then one frame per walkthrough step (automatic answers included) with its
/// narration in the banner, and a marker per step. Simulated time runs at a fixed pace, so the
/// file is the same every time. Each store records its own side (Apple's in Apple's room).
public enum HeadlessCast {}
