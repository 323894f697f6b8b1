"""Input text PostgreSQL can store: no NUL characters, no lone surrogates (both make the driver fail,
which must be a 422 for the caller, never a 500). Used by the facts, candidates and users endpoints."""

from typing import Annotated, Any

from pydantic import AfterValidator, model_validator

from memory_center.kit.schemas import Identifier, RequestModel, each_string

STORABLE_MESSAGE = "text must be valid UTF-8 without NUL characters"


def storable(value: str) -> str:
    if "\x00" in value:
        raise ValueError(STORABLE_MESSAGE)
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise ValueError(STORABLE_MESSAGE) from exc
    return value


def check_storable(value: Any) -> Any:
    """Every string inside a raw request body (keys too), for a ``model_validator(mode="before")``."""
    each_string(value, storable)
    return value


QueryId = Annotated[Identifier, AfterValidator(storable)]
"""An id in a query string or path."""


class StorableRequest(RequestModel):
    """A request body whose every string (nested ones included) can be stored."""

    @model_validator(mode="before")
    @classmethod
    def _storable(cls, data: Any) -> Any:
        return check_storable(data)
