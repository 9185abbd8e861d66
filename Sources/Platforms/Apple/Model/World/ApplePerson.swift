import FlowEngine

/// The person using the app. Only the simulated system knows the birthdate; the app never does.
public struct ApplePerson: Hashable, Sendable {
  /// A first name for narration ("Olivia").
  public var name: String
  /// The birthdate, known to the system only.
  public var birthdate: SimDate
  /// Whether the person is in a Family Sharing group (a parent decides for a child there).
  public var isInFamily: Bool
  /// Whether an Apple Account is signed in on the devices.
  public var isSignedIn: Bool
  /// Whether the account is managed (e.g. enterprise), which makes it ineligible on 27.0.
  public var isManagedAccount: Bool
  /// How the age was checked: the person's own account, or the guardian's for a guardian
  /// declaration.
  public var verification: AdultVerification
  /// Whether a parent turned on Screen Time communication limits.
  public var hasCommunicationLimits: Bool
  /// The "Age Range for Apps" setting.
  public var sharingMode: SharingMode
  /// When the Apple Account was created; nil when not modelled (the account counts as new).
  public var accountCreated: SimDate?
  /// Whether contact sync is set up (a communication ask needs it: `contactSyncNotSetup`).
  public var hasContactSync: Bool = true

  /// Creates a person.
  public init(
    name: String, birthdate: SimDate, isInFamily: Bool, isSignedIn: Bool = true,
    isManagedAccount: Bool = false, verification: AdultVerification = .none,
    hasCommunicationLimits: Bool = false, sharingMode: SharingMode = .askFirst,
    accountCreated: SimDate? = nil
  ) {
    self.name = name
    self.birthdate = birthdate
    self.isInFamily = isInFamily
    self.isSignedIn = isSignedIn
    self.isManagedAccount = isManagedAccount
    self.verification = verification
    self.hasCommunicationLimits = hasCommunicationLimits
    self.sharingMode = sharingMode
    self.accountCreated = accountCreated
  }

  /// The age in whole years on a day.
  public func age(on date: SimDate) -> Int {
    birthdate.wholeYears(until: date)
  }

  /// Whether a parent, not the person, decides about sharing: a child or teen in Family
  /// Sharing below the age of majority (adults and teens outside a family decide themselves).
  public func parentDecides(on date: SimDate, ageOfMajority: Int) -> Bool {
    isInFamily && age(on: date) < ageOfMajority
  }
}
