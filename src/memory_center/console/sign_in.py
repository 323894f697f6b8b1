"""Who is using the console: sign in with a reviewer or admin key, a signed session cookie, CSRF.

The key is posted once in the sign-in form's body (never in a URL, never logged) and is not kept:
the cookie names the key's row (``console.session``). Every later request checks that row again.
"""

import hmac
from dataclasses import dataclass
from typing import Annotated

from fastapi import Depends, Form, Request, Response
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.admin import service as keys
from memory_center.api.deps import RuntimeDep, SessionDep
from memory_center.audit import service as audit
from memory_center.auth.principal import Principal
from memory_center.console.session import (
    COOKIE_PATH,
    SESSION_COOKIE,
    SESSION_SECONDS,
    SIGN_IN_COOKIE,
    SIGN_IN_SECONDS,
    new_session,
    new_token,
    open_session,
    open_sign_in_token,
    same_token,
    seal_session,
    seal_sign_in_token,
    signing_key,
)
from memory_center.enums import Role
from memory_center.errors import Forbidden, Unauthorized
from memory_center.runtime import Runtime

CONSOLE_ROLES = frozenset({Role.REVIEWER, Role.ADMIN})
AGENT_REFUSED = "Agent keys cannot sign in to the console: use a reviewer or admin key."
PLATFORM_REFUSED = "The platform key belongs to no tenant: sign in with a tenant's reviewer or admin key."
BAD_KEY = "This API key is not valid (or it was revoked)."
CSRF_FAILED = "The form's security token is missing or out of date: reload the page and try again."


class SignInRequired(Exception):
    """No valid console session: the console answers with its sign-in page."""


@dataclass(frozen=True)
class Operator:
    """A signed-in console user: the API key's principal, the key's name, the session's CSRF token."""

    principal: Principal
    name: str
    csrf: str

    @property
    def tenant(self) -> str:
        return self.principal.tenant

    @property
    def is_admin(self) -> bool:
        return self.principal.role is Role.ADMIN


def _key(runtime: Runtime) -> bytes:
    return signing_key(runtime.settings.console_secret)


async def optional_operator(request: Request, session: SessionDep, runtime: RuntimeDep) -> Operator | None:
    data = open_session(request.cookies.get(SESSION_COOKIE), _key(runtime))
    if data is None:
        return None
    row = await keys.live_key(session, data.key_id)
    if row is None or row.role not in CONSOLE_ROLES:
        return None
    operator = Operator(Principal(str(row.id), row.tenant_id, row.role), row.name, data.csrf)
    request.state.console_operator = operator  # error pages keep the navigation
    return operator


async def current_operator(operator: Annotated[Operator | None, Depends(optional_operator)]) -> Operator:
    if operator is None:
        raise SignInRequired
    return operator


async def form_operator(
    operator: Annotated[Operator, Depends(current_operator)],
    csrf_token: Annotated[str | None, Form()] = None,
) -> Operator:
    """The operator of a form post whose CSRF token matches the session's."""
    if not same_token(operator.csrf, csrf_token):
        raise Forbidden(CSRF_FAILED, code="csrf_failed")
    return operator


def require_admin(operator: Operator) -> None:
    if not operator.is_admin:
        raise Forbidden("This needs an admin key; you are signed in with a reviewer key.")


OperatorDep = Annotated[Operator, Depends(current_operator)]
MaybeOperatorDep = Annotated[Operator | None, Depends(optional_operator)]
FormOperatorDep = Annotated[Operator, Depends(form_operator)]


# --- signing in and out -------------------------------------------------------------------------------


def sign_in_token(request: Request, runtime: Runtime) -> str:
    """The sign-in form's CSRF token: the one in the browser's sign-in cookie, or a new one."""
    return open_sign_in_token(request.cookies.get(SIGN_IN_COOKIE), _key(runtime)) or new_token()


def _secure(request: Request) -> bool:
    return request.url.scheme == "https"


def set_sign_in_cookie(response: Response, request: Request, runtime: Runtime, token: str) -> None:
    response.set_cookie(
        SIGN_IN_COOKIE,
        seal_sign_in_token(token, _key(runtime)),
        max_age=SIGN_IN_SECONDS,
        path=COOKIE_PATH,
        httponly=True,
        samesite="strict",
        secure=_secure(request),
    )


def check_sign_in_token(request: Request, runtime: Runtime, given: str | None) -> None:
    expected = open_sign_in_token(request.cookies.get(SIGN_IN_COOKIE), _key(runtime))
    if not same_token(expected, given):
        raise Forbidden(CSRF_FAILED, code="csrf_failed")


async def principal_for_key(session: AsyncSession, runtime: Runtime, api_key: str) -> Principal:
    """The principal a presented key signs in as; refused for agent keys and the platform key."""
    platform = runtime.settings.admin_api_key
    if platform and hmac.compare_digest(api_key.encode(), platform.encode()):
        raise Forbidden(PLATFORM_REFUSED, code="console_role")
    row = await keys.find_key(session, api_key)
    if row is None:
        raise Unauthorized(BAD_KEY)
    if row.role not in CONSOLE_ROLES:
        raise Forbidden(AGENT_REFUSED, code="console_role")
    principal = Principal(str(row.id), row.tenant_id, row.role)
    audit.record(
        session,
        tenant_id=row.tenant_id,
        action="console_sign_in",
        target_kind="api_key",
        target_id=row.id,
        actor=principal.key_id,
    )
    return principal


def start_session(response: Response, request: Request, runtime: Runtime, principal: Principal) -> None:
    token = seal_session(new_session(principal.key_id), _key(runtime))
    response.set_cookie(
        SESSION_COOKIE,
        token,
        max_age=SESSION_SECONDS,
        path=COOKIE_PATH,
        httponly=True,
        samesite="strict",
        secure=_secure(request),
    )
    response.delete_cookie(SIGN_IN_COOKIE, path=COOKIE_PATH)


def end_session(response: Response) -> None:
    response.delete_cookie(SESSION_COOKIE, path=COOKIE_PATH, httponly=True, samesite="strict")
