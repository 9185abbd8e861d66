/// A parent's approval of a significant change, whatever the platform asks it with (Apple's
/// permission question, Google Play's Family Link request): the owner `ApprovalID` names.
public enum ParentalApproval {}

/// A parental approval's number: Apple's permission question (`PermissionQuestion.id`) or Google
/// Play's Family Link request. A number in files, reports and the trace (`question #2`), from 1.
public typealias ApprovalID = Identifier<ParentalApproval, Int>
