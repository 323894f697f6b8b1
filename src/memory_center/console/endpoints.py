"""The review console at /console (docs/console.md): sign in and out, its static files, and its pages."""

from typing import Annotated, Final

from fastapi import APIRouter, Form, Request, Response
from fastapi.responses import FileResponse

from memory_center.api.deps import RuntimeDep, SessionDep
from memory_center.console import memories, review, users, why
from memory_center.console.pages import STATIC_DIR, ConsoleRoute, redirect, render
from memory_center.console.sign_in import (
    FormOperatorDep,
    check_sign_in_token,
    end_session,
    principal_for_key,
    set_sign_in_cookie,
    sign_in_token,
    start_session,
)
from memory_center.errors import MemoryCenterError, NotFound

MAX_KEY_CHARS: Final = 512
_STATIC: Final = {"console.css": "text/css", "console.js": "text/javascript"}

pages = APIRouter(prefix="/console", route_class=ConsoleRoute, include_in_schema=False)


@pages.post("/sign-in")
async def sign_in(
    request: Request,
    session: SessionDep,
    runtime: RuntimeDep,
    api_key: Annotated[str, Form()] = "",
    csrf_token: Annotated[str | None, Form()] = None,
) -> Response:
    check_sign_in_token(request, runtime, csrf_token)
    try:
        principal = await principal_for_key(session, runtime, api_key.strip()[:MAX_KEY_CHARS])
    except MemoryCenterError as exc:
        token = sign_in_token(request, runtime)
        context = {"sign_in_token": token, "error": exc.message}
        page = render(request, "sign_in.html", None, context, status_code=exc.status_code)
        set_sign_in_cookie(page, request, runtime, token)
        return page
    response = redirect("/console")
    start_session(response, request, runtime, principal)
    return response


@pages.post("/sign-out")
async def sign_out(operator: FormOperatorDep) -> Response:
    response = redirect("/console")
    end_session(response)
    return response


@pages.get("/static/{name}")
async def static(name: str) -> Response:
    media_type = _STATIC.get(name)
    if media_type is None:
        raise NotFound("file", name)
    return FileResponse(STATIC_DIR / name, media_type=media_type, headers={"Cache-Control": "no-cache"})


router = APIRouter()
for part in (pages, review.router, memories.router, why.router, users.router):
    router.include_router(part)
