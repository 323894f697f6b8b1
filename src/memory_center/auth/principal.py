"""Who is asking: the principal an API key stands for, and how keys are made and hashed. Below the HTTP
edge (services take a ``Principal``); the FastAPI dependencies that build one live in ``api/auth.py``."""

import hashlib
import secrets
from dataclasses import dataclass

from memory_center.enums import Role
from memory_center.errors import Forbidden

KEY_PREFIX = "mc_"
PLATFORM_KEY_ID = "platform"
ROLE_ORDER = {Role.AGENT: 1, Role.REVIEWER: 2, Role.ADMIN: 3}


@dataclass(frozen=True)
class Principal:
    key_id: str
    tenant_id: str | None
    role: Role
    is_platform: bool = False

    @property
    def tenant(self) -> str:
        if self.tenant_id is None:
            raise Forbidden("the platform key only manages API keys; use a tenant key")
        return self.tenant_id


def generate_key() -> str:
    return KEY_PREFIX + secrets.token_urlsafe(32)


def hash_key(key: str) -> str:
    return hashlib.sha256(key.encode()).hexdigest()
