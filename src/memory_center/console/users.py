"""Users: a user's tasks with their transition logs; export download and erasure (admin keys) with a
typed confirmation. Through users.service and tasks.service, as the API."""

from typing import Annotated

from fastapi import APIRouter, Form, Request, Response

from memory_center.api.deps import RuntimeDep, SessionDep
from memory_center.console.auth import FormOperatorDep, OperatorDep, require_admin
from memory_center.console.pages import ConsoleRoute, render
from memory_center.console.params import text_param
from memory_center.errors import Unprocessable
from memory_center.tasks.service import export_user_tasks
from memory_center.users import service as users

TASKS_SHOWN = 50

router = APIRouter(prefix="/console", route_class=ConsoleRoute, include_in_schema=False)


def _user_id(value: str) -> str:
    return text_param(value, "user_id") or ""


@router.get("/users")
async def user_page(
    request: Request, operator: OperatorDep, session: SessionDep, user_id: str = ""
) -> Response:
    user = _user_id(user_id)
    tasks = await export_user_tasks(session, operator.tenant, user, limit=TASKS_SHOWN) if user else []
    context = {"user_id": user, "tasks": tasks, "tasks_shown": TASKS_SHOWN, "erased": None}
    return render(request, "users.html", operator, context)


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
    counts = await users.erase(session, runtime, operator.principal, user)
    context = {"user_id": user, "tasks": [], "tasks_shown": TASKS_SHOWN, "erased": counts}
    return render(request, "users.html", operator, context)
