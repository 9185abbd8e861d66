import ApplePresentation
import Presentation
import Storyboard

/// Settings as iOS pictures them: a large title, then each section as a header over a group
/// of rounded rows, the label on the left and the value on the right (under the label when
/// both do not fit), the row's detail in small grey text below.
public enum AppleSettingsPicture {
  private static let margin = PhoneFrame.margin
  private static let column = PhoneFrame.column
  private static let inset = 14

  /// The picture's SVG, showing `sections` (a step pictures the sections it changed).
  /// - Parameter changedRows: Labels of rows to show with a blue bar: the ones the step
  ///   changed.
  public static func svg(
    _ sections: [AppleSettingsSection], changedRows: Set<String> = [], title: String,
    options: StoryboardOptions, includesStyle: Bool = false
  ) -> String {
    var layout = ApplePictureLayout.screen(options)
    layout.paragraph("Settings", style: .largeTitle)
    layout.gap(12)
    for section in sections {
      layout.paragraph(section.title.uppercased(), style: .sectionHeader, maximumLines: 2)
      layout.gap(6)
      var rows = ApplePictureLayout(
        left: margin + inset, width: column - 2 * inset, top: 0,
        showsWordingMarks: options.showsWordingMarks)
      for (index, row) in section.rows.enumerated() {
        if index > 0 {
          rows.writer.rect(
            x: margin + inset, y: rows.y, width: column - inset, height: 1, class: "hair")
        }
        let top = rows.y
        rows.gap(4)
        draw(row, into: &rows)
        rows.gap(10)
        if changedRows.contains(row.label) {
          rows.writer.rect(
            x: margin, y: top + 6, width: 4, height: rows.y - top - 12, class: "blue")
        }
      }
      layout.writer.rect(
        x: margin, y: layout.y, width: column, height: rows.y, radius: 12, class: "card")
      layout.writer.place(rows.writer, y: layout.y)
      layout.gap(rows.y + 22)
    }
    return PhoneFrame.svg(
      content: layout.writer, height: layout.y, background: "grouped", title: title,
      includesStyle: includesStyle)
  }

  /// One row: its label and value on one line when they fit, else the value below.
  private static func draw(_ row: AppleSettingsRow, into layout: inout ApplePictureLayout) {
    let labelWidth = TextMetrics.width(row.label, style: .body)
    let valueWidth = TextMetrics.width(row.value, style: .value)
    if labelWidth + valueWidth + 16 <= layout.width {
      layout.gap(PictureTextStyle.body.lineHeight)
      let baseline = layout.y - PictureTextStyle.body.lineHeight / 4
      layout.writer.text(
        PictureText(
          row.label, x: layout.left, baseline: baseline, style: .body,
          isAssumedWording: row.labelSource?.isAssumed == true))
      layout.writer.text(
        PictureText(
          row.value, x: layout.left + layout.width, baseline: baseline, style: .value,
          anchor: .end, isAssumedWording: row.valueSource?.isAssumed == true))
    } else {
      layout.paragraph(
        row.label, style: .body, maximumLines: 2, assumed: row.labelSource?.isAssumed == true)
      layout.paragraph(
        row.value, style: .value, maximumLines: 4, assumed: row.valueSource?.isAssumed == true)
    }
    if let detail = row.detail {
      layout.gap(2)
      layout.paragraph(detail, style: .footnote, maximumLines: 3)
    }
  }
}
