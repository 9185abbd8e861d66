/// Writes a headless recording frame by frame: each frame as the ANSI difference from the one
/// before, markers between them, simulated time at a fixed pace. Both stores' recordings
/// (`HeadlessCast`) write through it.
public struct CastWriter {
  /// The recording so far.
  public private(set) var cast: Asciicast
  private let usesColor: Bool
  private let secondsPerStep: Double
  private var previous: Canvas?
  private var time = 0.0

  /// A recording of `size` titled `title`, opened with the `start` marker.
  public init(title: String, size: Size, secondsPerStep: Double, usesColor: Bool) {
    cast = Asciicast(width: size.width, height: size.height, title: title)
    self.usesColor = usesColor
    self.secondsPerStep = secondsPerStep
    cast.events.append(CastEvent(time: 0, kind: .marker, data: "start"))
  }

  /// Adds the first frame, at time 0.
  public mutating func start(with canvas: Canvas) {
    frame(canvas)
  }

  /// Moves the clock one step on, marks the step and adds its frame.
  public mutating func step(_ marker: String, _ canvas: Canvas) {
    time += secondsPerStep
    cast.events.append(CastEvent(time: time, kind: .marker, data: marker))
    frame(canvas)
  }

  private mutating func frame(_ canvas: Canvas) {
    cast.events.append(
      CastEvent(
        time: time, kind: .output,
        data: ANSIRenderer.frame(canvas, after: previous, usesColor: usesColor)))
    previous = canvas
  }
}
