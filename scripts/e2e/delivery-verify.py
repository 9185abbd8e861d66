#!/usr/bin/env python3
"""Verifies every notification a delivery-server.py recorded with Apple's own
app-store-server-library (SignedDataVerifier), as a developer's server would.

Usage: delivery-verify.py RECORDS ROOT_DER ENVIRONMENT BUNDLE_ID [APP_APPLE_ID]

For each recorded POST: the Content-Type is application/json, the body is exactly
{"signedPayload": JWS}, verify_and_decode_notification accepts the JWS (three certificates
ending at ROOT_DER, ES256, the marker OIDs, the bundle ID, appAppleId in Production, the
environment), notificationType is RESCIND_CONSENT with no subtype and no data, version "2.0",
and verify_and_decode_app_transaction accepts appData.signedAppTransactionInfo. Prints one line
per notification ("verified UUID ENVIRONMENT TYPE") and exits 1 on the first failure.
"""
import json
import sys

from appstoreserverlibrary.models.Environment import Environment
from appstoreserverlibrary.models.NotificationTypeV2 import NotificationTypeV2
from appstoreserverlibrary.signed_data_verifier import SignedDataVerifier, VerificationException


def main():
    records_path, root_path, environment_name, bundle_id = sys.argv[1:5]
    app_apple_id = int(sys.argv[5]) if len(sys.argv) > 5 and sys.argv[5] else None
    environment = Environment(environment_name)
    with open(root_path, "rb") as f:
        root = f.read()
    verifier = SignedDataVerifier([root], False, environment, bundle_id, app_apple_id)
    with open(records_path) as f:
        records = [json.loads(line) for line in f if line.strip()]
    if not records:
        print("no notification was received")
        return 1
    for record in records:
        if record["contentType"] != "application/json":
            print("Content-Type was %r" % record["contentType"])
            return 1
        body = json.loads(record["body"])
        if list(body.keys()) != ["signedPayload"]:
            print("the body's keys were %r" % list(body.keys()))
            return 1
        try:
            payload = verifier.verify_and_decode_notification(body["signedPayload"])
            transaction = verifier.verify_and_decode_app_transaction(
                payload.appData.signedAppTransactionInfo)
        except VerificationException as error:
            print("refused: %s" % error)
            return 1
        problems = []
        if payload.notificationType != NotificationTypeV2.RESCIND_CONSENT:
            problems.append("notificationType %r" % payload.rawNotificationType)
        if payload.subtype is not None or payload.data is not None:
            problems.append("a subtype or data")
        if payload.version != "2.0":
            problems.append("version %r" % payload.version)
        if payload.appData.bundleId != bundle_id or payload.appData.environment != environment:
            problems.append("appData %r" % payload.appData)
        if transaction.bundleId != bundle_id:
            problems.append("app transaction bundleId %r" % transaction.bundleId)
        if problems:
            print("wrong payload: " + ", ".join(problems))
            return 1
        print("verified %s %s %s" % (payload.notificationUUID, environment.value,
                                     payload.rawNotificationType))
    return 0


if __name__ == "__main__":
    sys.exit(main())
