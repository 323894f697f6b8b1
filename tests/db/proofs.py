"""Statements that bind a transaction as the service does (settings with their proof, ``db.binding``),
for tests that run SQL on the app's login by hand."""

import sqlalchemy as sa

from memory_center.db.binding import KEY_TABLE, prove


def binding_key(owner_url: str) -> bytes:
    """The key, read as the owner (the tests' database URL is the embedded server's superuser)."""
    engine = sa.create_engine(owner_url)
    try:
        with engine.connect() as connection:
            return bytes(connection.execute(sa.text(f"SELECT secret FROM {KEY_TABLE}")).scalar_one())  # noqa: S608
    finally:
        engine.dispose()


def literal(value: str) -> str:
    return "'" + value.replace("'", "''") + "'"


def bind_statement(key: bytes, tenant: str = "", maintenance: str = "", key_hash: str = "") -> str:
    """One ``SELECT set_config(...)`` binding the transaction, proof included."""
    nonce, proof = prove(key, tenant, maintenance, key_hash)
    settings = {
        "app.tenant_id": tenant,
        "app.maintenance": maintenance,
        "app.key_hash": key_hash,
        "app.binding_nonce": nonce,
        "app.binding_proof": proof,
    }
    calls = ", ".join(
        f"set_config({literal(name)}, {literal(value)}, true)" for name, value in settings.items()
    )
    return f"SELECT {calls}"
