"""A SCRAM-SHA-256 verifier of a password, made here (RFC 5802, RFC 7677), in the form
PostgreSQL keeps: ``CREATE ROLE … PASSWORD 'SCRAM-SHA-256$…'`` then sends the server only
what it stores, so no log of the server (``log_statement = ddl`` is common) holds a password.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import os
import unicodedata

#: PostgreSQL's own default (``scram_iterations``).
ITERATIONS = 4096
SALT_BYTES = 16


def verifier(password: str, *, salt: bytes | None = None, iterations: int = ITERATIONS) -> str:
    """``SCRAM-SHA-256$<iterations>:<salt>$<StoredKey>:<ServerKey>``, base64 as the server writes it."""
    salt = os.urandom(SALT_BYTES) if salt is None else salt
    # SASLprep's normalisation (the app's passwords are ASCII: this is all they ever need).
    salted = hashlib.pbkdf2_hmac("sha256", unicodedata.normalize("NFKC", password).encode("utf-8"), salt, iterations)
    client_key = hmac.new(salted, b"Client Key", hashlib.sha256).digest()
    stored_key = hashlib.sha256(client_key).digest()
    server_key = hmac.new(salted, b"Server Key", hashlib.sha256).digest()

    def b64(raw: bytes) -> str:
        return base64.b64encode(raw).decode("ascii")
    return f"SCRAM-SHA-256${iterations}:{b64(salt)}${b64(stored_key)}:{b64(server_key)}"
