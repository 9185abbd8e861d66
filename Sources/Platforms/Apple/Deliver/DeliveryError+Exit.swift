import AppleDelivery
import ArgumentParser
import Delivery

extension DeliveryError {
  /// Shows the error and ends the command with status 1.
  func exit() -> ExitCode {
    Screen.note(message)
    return ExitCode(1)
  }
}
