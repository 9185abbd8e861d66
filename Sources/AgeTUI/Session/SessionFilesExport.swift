// The session's files moved to their own target so that `agetui-deliver` reads them too; the
// executable's files keep using them as before without each naming the module.
@_exported import SessionFiles
