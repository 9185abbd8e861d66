#!/usr/bin/env python3
"""A developer's server for scripts/e2e/delivery.sh and docs/delivery.md: listens on loopback,
records each POST (path, Content-Type, body) as one JSON line, and answers as told.

Usage: delivery-server.py --records FILE [--port N] [--port-file FILE] [--mode-file FILE]
                          [--root ROOT.der --bundle-id ID [--environment E] [--app-apple-id N]]
                          [--tls-cert CERT.pem --tls-key KEY.pem]

With --root, each notification is also verified with Apple's app-store-server-library
(SignedDataVerifier; run the server with .build/venv-delivery/bin/python) and one line says
what it decoded, as a developer's handler would log it.

The answer is the mode file's first word at the time of the request (default "ok"):
  ok    200, the notification is recorded;
  500   500, recorded too (the App Store counts it as unsuccessful and retries);
  hang  never answers (the deliverer's timeout must fire); recorded.
"""
import argparse
import json
import os
import ssl
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--records", required=True)
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--port-file")
    parser.add_argument("--mode-file")
    parser.add_argument("--root")
    parser.add_argument("--bundle-id")
    parser.add_argument("--environment", default="Sandbox")
    parser.add_argument("--app-apple-id", type=int)
    parser.add_argument("--tls-cert")
    parser.add_argument("--tls-key")
    args = parser.parse_args()
    lock = threading.Lock()
    verifier = None
    if args.root:
        from appstoreserverlibrary.models.Environment import Environment
        from appstoreserverlibrary.signed_data_verifier import SignedDataVerifier
        with open(args.root, "rb") as f:
            verifier = SignedDataVerifier([f.read()], False, Environment(args.environment),
                                          args.bundle_id, args.app_apple_id)

    def verified(body):
        try:
            payload = verifier.verify_and_decode_notification(json.loads(body)["signedPayload"])
            return "verified %s %s %s %s" % (payload.rawNotificationType, payload.notificationUUID,
                                            payload.appData.bundleId, payload.appData.environment.value)
        except Exception as error:  # a log line, whatever went wrong
            return "NOT verified: %r" % (error,)

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self):
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length).decode("utf-8", "replace")
            mode = "ok"
            if args.mode_file and os.path.exists(args.mode_file):
                with open(args.mode_file) as f:
                    mode = (f.read().split() or ["ok"])[0]
            record = {"time": time.time(), "path": self.path, "mode": mode,
                      "contentType": self.headers.get("Content-Type"), "body": body}
            with lock, open(args.records, "a") as f:
                f.write(json.dumps(record) + "\n")
            if mode == "hang":
                time.sleep(3600)
                return
            status = 500 if mode == "500" else 200
            self.send_response(status)
            self.send_header("Content-Length", "0")
            self.end_headers()
            sys.stderr.write("server: %s POST %s -> %d (%d bytes)%s\n" % (
                time.strftime("%H:%M:%S"), self.path, status, length,
                "; " + verified(body) if verifier else ""))

        def log_message(self, *_):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", args.port), Handler)
    server.daemon_threads = True
    if args.tls_cert:
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(args.tls_cert, args.tls_key)
        server.socket = context.wrap_socket(server.socket, server_side=True)
    if args.port_file:
        with open(args.port_file + ".partial", "w") as f:
            f.write("%d\n" % server.server_address[1])
        os.replace(args.port_file + ".partial", args.port_file)
    sys.stderr.write("server: listening on %s://127.0.0.1:%d/\n" % (
        "https" if args.tls_cert else "http", server.server_address[1]))
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
