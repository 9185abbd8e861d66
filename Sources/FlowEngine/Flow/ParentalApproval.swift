/// A parent's approval of a significant change, whatever the store asks it with: the owner
/// `ApprovalID` names.
public enum ParentalApproval {}

/// A parental approval's number, from 1, as each store numbers its own (in files, reports and
/// the trace).
public typealias ApprovalID = Identifier<ParentalApproval, Int>
