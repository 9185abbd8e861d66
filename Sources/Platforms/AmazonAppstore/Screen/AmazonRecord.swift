import AgeScreen
import AmazonAppstore

/// One change to a session's Amazon side, as the journal stores it (under
/// ``AmazonSide/journalKey``, in the session's one journal): a walkthrough jump, an
/// ``AmazonAction``, an undo, the screen's ``AmazonScreenPosition``, or which side is shown.
public typealias AmazonRecord = WalkthroughRecord<AmazonAction, AmazonScreenPosition>
