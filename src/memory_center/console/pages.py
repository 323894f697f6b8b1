"""Rendering console pages: Jinja2 templates (autoescaped), security headers, errors as HTML pages.

Console routes use ``ConsoleRoute``: the domain errors the services raise (404 for another tenant's
ids, 403, 409, 422 ...) become an HTML page with the same status instead of the API's JSON, and a
missing session becomes the sign-in page.
"""

from collections.abc import Callable, Coroutine, Mapping
from pathlib import Path
from typing import Any, Final
from urllib.parse import urlencode

import jinja2
from fastapi import Request, Response
from fastapi.exceptions import RequestValidationError
from fastapi.responses import HTMLResponse, RedirectResponse
from fastapi.routing import APIRoute
from fastapi.templating import Jinja2Templates
from pydantic import ValidationError

from memory_center.console.diff import changed_fields, word_diff
from memory_center.console.sign_in import Operator, SignInRequired
from memory_center.errors import MemoryCenterError

HERE: Final = Path(__file__).parent
STATIC_DIR: Final = HERE / "static"
templates = Jinja2Templates(
    env=jinja2.Environment(loader=jinja2.FileSystemLoader(HERE / "templates"), autoescape=True)
)
templates.env.globals.update(word_diff=word_diff, changed_fields=changed_fields)

SECURITY_HEADERS: Final = {
    # Every script, style and image comes from the service; no inline script can run.
    "Content-Security-Policy": (
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        "connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'"
    ),
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
}

_TITLES: Final = {
    401: "Not signed in",
    403: "Not allowed",
    404: "Not found",
    409: "Already decided",
    422: "Check the form",
}


def query(**params: object) -> str:
    """A query string of the non-empty params (filters carried from page to page)."""
    kept = {name: str(value) for name, value in params.items() if value not in (None, "")}
    return ("?" + urlencode(kept)) if kept else ""


templates.env.globals["query"] = query


def render(
    request: Request,
    name: str,
    operator: Operator | None,
    context: Mapping[str, Any] | None = None,
    status_code: int = 200,
) -> HTMLResponse:
    values = {"operator": operator, "csrf": operator.csrf if operator else None, **(context or {})}
    response: HTMLResponse = templates.TemplateResponse(request, name, values, status_code=status_code)
    return response


def redirect(url: str) -> RedirectResponse:
    return RedirectResponse(url, status_code=303)


def error_page(request: Request, status: int, message: str) -> HTMLResponse:
    operator = getattr(request.state, "console_operator", None)
    context = {"title": _TITLES.get(status, "Something went wrong"), "message": message, "status": status}
    return render(request, "error.html", operator, context, status_code=status)


def _validation_message(exc: RequestValidationError | ValidationError) -> str:
    errors = exc.errors()
    if not errors:
        return "The form is invalid."
    first = errors[0]
    where = ".".join(str(part) for part in first.get("loc", ()) if part not in ("body", "query", "path"))
    return f"{where or 'form'}: {first.get('msg')}"


class ConsoleRoute(APIRoute):
    """A console route: HTML error pages, security headers, the sign-in page when signed out."""

    def get_route_handler(self) -> Callable[[Request], Coroutine[Any, Any, Response]]:
        handler = super().get_route_handler()
        has_path_params = "{" in self.path

        async def console_handler(request: Request) -> Response:
            try:
                response = await handler(request)
            except SignInRequired:
                response = redirect("/console")
            except MemoryCenterError as exc:
                response = error_page(request, exc.status_code, exc.message)
            except RequestValidationError as exc:
                in_path = any(error.get("loc", ("",))[0] == "path" for error in exc.errors())
                if in_path and has_path_params:
                    response = error_page(request, 404, "No such page: the id in the address is not valid.")
                else:
                    response = error_page(request, 422, _validation_message(exc))
            except ValidationError as exc:
                response = error_page(request, 422, _validation_message(exc))
            for name, value in SECURITY_HEADERS.items():
                response.headers.setdefault(name, value)
            return response

        return console_handler
