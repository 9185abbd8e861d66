import Delivery
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Posts a notification as the App Store does: `POST` of the JSON body to the developer's URL,
/// `Content-Type: application/json`, within a timeout. Foundation's `URLSession` (on Linux
/// FoundationNetworking, which ships built with the toolchain) does HTTP and HTTPS with the
/// system's trust store, and a timeout per request (docs/delivery.md says why this client).
public struct NotificationPoster: Sendable {
  /// What one post came to.
  public enum Answer: Equatable, Sendable {
    /// The server answered with this status.
    case status(Int)
    /// No answer: why, in a few words.
    case noAnswer(String)
  }

  /// The URL posted to.
  public let url: URL
  /// Seconds to wait for an answer.
  public let timeout: Double
  private let session: URLSession

  /// A poster to `url` waiting at most `timeout` seconds.
  public init(url: URL, timeout: Double) {
    self.url = url
    self.timeout = timeout
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.timeoutIntervalForResource = timeout
    configuration.httpMaximumConnectionsPerHost = 1
    session = URLSession(configuration: configuration)
  }

  /// The URL `text` names, when it is an absolute http or https URL with a host.
  /// - Throws: naming what is wrong with it.
  public static func checkedURL(_ text: String) throws(DeliveryError) -> URL {
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased() else {
      throw DeliveryError(
        "--url '\(text)' is not a URL; give one like http://127.0.0.1:8080/notifications")
    }
    guard scheme == "http" || scheme == "https" else {
      throw DeliveryError(
        "--url '\(text)' uses the scheme '\(scheme)'; the App Store posts over http or https only")
    }
    guard let host = url.host, !host.isEmpty else {
      throw DeliveryError("--url '\(text)' names no host")
    }
    return url
  }

  /// Posts `body`.
  public func post(_ body: String) async -> Answer {
    var request = URLRequest(url: url, timeoutInterval: timeout)
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.setValue("agetui-deliver (simulated App Store)", forHTTPHeaderField: "User-Agent")
    request.httpBody = Data(body.utf8)
    do {
      let (_, response) = try await session.data(for: request)
      guard let http = response as? HTTPURLResponse else { return .noAnswer("not an HTTP answer") }
      return .status(http.statusCode)
    } catch let error as URLError {
      return .noAnswer(Self.reason(error))
    } catch {
      return .noAnswer(String(describing: error))
    }
  }

  /// A failed request's reason in a few words.
  static func reason(_ error: URLError) -> String {
    reasons[error.code] ?? error.localizedDescription
  }

  /// Short words for the failures a delivery meets most (URLError's codes are not an enum).
  private static let reasons: [URLError.Code: String] = [
    .timedOut: "no answer (timed out)",
    .cannotConnectToHost: "connection refused",
    .cannotFindHost: "host not found",
    .networkConnectionLost: "connection lost",
    .secureConnectionFailed: "TLS failed",
    .serverCertificateUntrusted: "TLS failed: the server's certificate is not trusted",
  ]
}
