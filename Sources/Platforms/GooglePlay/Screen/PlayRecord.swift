import AgeScreen
import GooglePlay

/// One change to a session's Google Play side, as the journal stores it (inside
/// ``SessionRecord/play(_:)``, so Play's changes and Apple's sit in one journal in the order
/// they happened): a walkthrough jump, a ``PlayAction``, an undo, the screen's ``PlayScreen``,
/// or which side is shown.
public typealias PlayRecord = WalkthroughRecord<PlayAction, PlayScreen>
