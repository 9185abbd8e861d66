/// A row kept by its region code (``RegionKeyedRows``).
protocol RegionKeyed {
  /// The row's code.
  var code: RegionCode { get }
}
