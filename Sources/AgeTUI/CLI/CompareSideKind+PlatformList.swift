import Analyses

/// `compare --store` names the platforms of `CompareSideKind.builtIn`.
extension CompareSideKind: PlatformKind {}
