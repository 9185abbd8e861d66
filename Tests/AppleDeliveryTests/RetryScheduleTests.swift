import Apple
import AppleDelivery
import CustomDump
import Delivery
import Testing

/// Apple's retry schedule for version 2 notifications, and the assumptions beside it.
@Suite("Retry schedule")
struct RetryScheduleTests {
  @Test(
    "the waits after each unsuccessful attempt",
    arguments: [
      (AppStoreEnvironment.production, false, [1, 12, 24, 48, 72]),
      (.production, true, [1, 12, 24, 48, 72]),
      (.sandbox, false, []),
      (.sandbox, true, [1, 12, 24, 48, 72]),
      (.localTesting, false, []),
      (.localTesting, true, [1, 12, 24, 48, 72]),
    ])
  func hours(environment: AppStoreEnvironment, retryInSandbox: Bool, expected: [Int]) {
    let schedule = RetrySchedule(environment: environment, retryInSandbox: retryInSandbox)
    expectNoDifference(schedule.hours, expected)
    expectNoDifference(schedule.maximumAttempts, expected.count + 1)
  }

  @Test(
    "delays in seconds, real and compressed",
    arguments: [
      (3600.0, [3600.0, 43_200, 86_400, 172_800, 259_200]),
      (1.0, [1.0, 12, 24, 48, 72]),
      (0.5, [0.5, 6, 12, 24, 36]),
    ])
  func delays(secondsPerHour: Double, expected: [Double]) {
    let schedule = RetrySchedule(environment: .production, secondsPerHour: secondsPerHour)
    expectNoDifference((1...5).map { schedule.delay(afterAttempt: $0) }, expected)
    expectNoDifference(schedule.delay(afterAttempt: 6), nil)
    expectNoDifference(schedule.delay(afterAttempt: 0), nil)
  }

  @Test(
    "success is 200 to 206 only",
    arguments: [
      (199, false), (200, true), (202, true), (206, true), (207, false), (299, false),
      (301, false), (400, false), (500, false),
    ])
  func success(status: Int, expected: Bool) {
    expectNoDifference(DeliveryAttempt.isSuccess(status: status), expected)
  }
}
