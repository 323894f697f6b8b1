"""Unknown query parameters are refused: a typo (``?userid=u-1``) must never widen a read silently.

One app-wide dependency (``refuse_unknown_query``) compares the request's query string with the
parameters the matched route declares (its own and its dependencies'), for every route of the API
document; pages that are not part of it (``/docs``, the console) are left alone.
"""

from fastapi import Request
from fastapi.dependencies.models import Dependant
from fastapi.routing import APIRoute

from memory_center.errors import Unprocessable

UNKNOWN_PARAMETER = "unknown_parameter"

_DECLARED = "_memory_center_declared_query"
"""The attribute a route keeps its declared names in, computed on its first request."""


def declared_query(dependant: Dependant) -> frozenset[str]:
    """The query parameter names a route (or a dependency) takes, its sub-dependencies' included."""
    names = {field.alias for field in dependant.query_params}
    for sub in dependant.dependencies:
        names |= declared_query(sub)
    return frozenset(names)


def _declared_for(route: APIRoute) -> frozenset[str]:
    declared: frozenset[str] | None = getattr(route, _DECLARED, None)
    if declared is None:
        declared = declared_query(route.dependant)
        setattr(route, _DECLARED, declared)
    return declared


def unknown_message(unknown: list[str], declared: frozenset[str]) -> str:
    names = ", ".join(unknown)
    takes = ", ".join(sorted(declared)) if declared else "no query parameters"
    noun = "parameter" if len(unknown) == 1 else "parameters"
    return f"unknown query {noun}: {names}; this endpoint takes {takes} (see /docs)"


async def refuse_unknown_query(request: Request) -> None:
    route = request.scope.get("route")
    if not isinstance(route, APIRoute) or not route.include_in_schema or not request.query_params:
        return
    declared = _declared_for(route)
    unknown = sorted(set(request.query_params.keys()) - declared)
    if unknown:
        raise Unprocessable(
            unknown_message(unknown, declared),
            code=UNKNOWN_PARAMETER,
            details={"unknown": unknown, "allowed": sorted(declared)},
        )
