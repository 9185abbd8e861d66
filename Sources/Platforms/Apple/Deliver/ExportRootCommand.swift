import AppleDelivery
import ArgumentParser
import Delivery
import Foundation
import X509

/// `agetui-deliver export-root`: writes the test root for the developer's server to trust.
struct ExportRootCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export-root",
    abstract: "Write the test root certificate (PEM and/or DER) for your server to trust.",
    discussion: "Creates the test root first when there is none. Private keys are never written.")

  @Option(help: "Where to write the root certificate as PEM.")
  var pem: String?

  @Option(help: "Where to write the root certificate as DER (what Apple's libraries load).")
  var der: String?

  @Flag(help: "Create a new test root first (the server must then trust the new one).")
  var newRoot = false

  func validate() throws {
    guard pem != nil || der != nil else {
      throw ValidationError("give --pem FILE, --der FILE or both")
    }
  }

  func run() throws {
    do throws(DeliveryError) {
      let store = SigningChainStore(stateDirectory: try DeliveryOptions.stateDirectory())
      let (chain, created) = try store.chain(replace: newRoot)
      if created { Screen.note("created a test root in \(store.folder.path)") }
      if let pem {
        let text: String
        do {
          text = try chain.root.serializeAsPEM().pemString + "\n"
        } catch {
          throw DeliveryError("cannot encode the root: \(error)")
        }
        try write(Data(text.utf8), to: pem)
      }
      if let der {
        do {
          try write(Data(try SigningChain.der(chain.root)), to: der)
        } catch let error as DeliveryError {
          throw error
        } catch {
          throw DeliveryError("cannot encode the root: \(error)")
        }
      }
    } catch {
      throw error.exit()
    }
  }

  private func write(_ data: Data, to path: String) throws(DeliveryError) {
    do {
      try data.write(to: URL(fileURLWithPath: path))
    } catch {
      throw DeliveryError("cannot write \(path): \(error.localizedDescription)")
    }
    Screen.note("wrote \(path)")
  }
}
