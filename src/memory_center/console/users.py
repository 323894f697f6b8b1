"""Users: the tenant's users (searched by the start of their id, most recent activity first, paged);
a user's tasks with their transition logs; export download and erasure (admin keys) with a typed
confirmation. Through users.service and tasks.service, as the API."""

from typing import Annotated

from fastapi import APIRouter, Form, Request, Response
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.api.deps import RuntimeDep, SessionDep
from memory_center.console.pages import ConsoleRoute, render
from memory_center.console.params import text_param
from memory_center.console.sign_in import FormOperatorDep, OperatorDep, require_admin
from memory_center.errors import Unprocessable
from memory_center.tasks.service import export_user_tasks
from memory_center.users import service as users
from memory_center.users.directory_repository import recent_users

TASKS_SHOWN = 50
USERS_PER_PAGE = 25

router = APIRouter(prefix="/console", route_class=ConsoleRoute, include_in_schema=False)


def _user_id(value: str) -> str:
    return text_param(value, "user_id") or ""


def _page(value: str) -> int:
    try:
        page = int(value or "1")
    except ValueError as exc:
        raise Unprocessable("page must be a whole number") from exc
    if not 1 <= page <= 10_000:
        raise Unprocessable("page must be between 1 and 10000")
    return page


@router.get("/users")
async def user_page(
    request: Request,
    operator: OperatorDep,
    session: SessionDep,
    user_id: str = "",
    q: str = "",
    page: str = "1",
) -> Response:
    user = _user_id(user_id)
    tasks = await export_user_tasks(session, operator.tenant, user, limit=TASKS_SHOWN) if user else []
    context: dict[str, object] = {"user_id": user, "tasks": tasks, "tasks_shown": TASKS_SHOWN, "erased": None}
    if not user:
        context.update(await _directory(session, operator.tenant, text_param(q, "q") or "", _page(page)))
    return render(request, "users.html", operator, context)


async def _directory(session: AsyncSession, tenant_id: str, prefix: str, page: int) -> dict[str, object]:
    offset = (page - 1) * USERS_PER_PAGE
    found = await recent_users(session, tenant_id, prefix, USERS_PER_PAGE + 1, offset)
    return {"q": prefix, "page": page, "known": found[:USERS_PER_PAGE], "more": len(found) > USERS_PER_PAGE}


@router.get("/users/{user_id}/export")
async def export(user_id: str, operator: OperatorDep, session: SessionDep) -> Response:
    require_admin(operator)
    exported = await users.export(session, operator.principal, _user_id(user_id))
    filename = "memory-center-export.json"
    return Response(
        exported.model_dump_json(indent=2),
        media_type="application/json",
        headers={"Content-Disposition": f'attachment; filename="{filename}"'},
    )


@router.post("/users/{user_id}/erase")
async def erase(
    request: Request,
    user_id: str,
    operator: FormOperatorDep,
    session: SessionDep,
    runtime: RuntimeDep,
    confirm_user_id: Annotated[str, Form()] = "",
) -> Response:
    require_admin(operator)
    user = _user_id(user_id)
    if confirm_user_id.strip() != user:
        raise Unprocessable("Type the user id exactly to confirm the erasure; nothing was erased.")
    counts = await users.erase(session, runtime.cache, runtime.memory_cache, operator.principal, user)
    context = {"user_id": user, "tasks": [], "tasks_shown": TASKS_SHOWN, "erased": counts}
    return render(request, "users.html", operator, context)
