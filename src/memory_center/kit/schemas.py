"""Common request/response building blocks."""

import math
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Annotated, Any

from pydantic import AfterValidator, BaseModel, BeforeValidator, ConfigDict, Field, Strict, StringConstraints

from memory_center.governance.redaction import identifier_secrets

MAX_TEXT = 64 * 1024
MAX_ID = 256

MAX_JSON_DEPTH = 32


def storable(value: str) -> str:
    """PostgreSQL text holds neither NUL nor lone surrogates (invalid UTF-8): refuse them up front."""
    if "\x00" in value:
        raise ValueError("text must not contain NUL characters")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise ValueError("text must be valid Unicode (no lone surrogates)") from exc
    return value


Text = Annotated[str, StringConstraints(max_length=MAX_TEXT), AfterValidator(storable)]
NonEmptyText = Annotated[str, StringConstraints(min_length=1, max_length=MAX_TEXT), AfterValidator(storable)]


def no_secret(value: str) -> str:
    """An identifier is stored, logged and matched as written: one holding sensitive data is refused."""
    kinds = identifier_secrets(value)
    if kinds:
        raise ValueError(
            f"an identifier must not hold sensitive data ({', '.join(kinds)}); it would be stored as written"
        )
    return value


Identifier = Annotated[
    str,
    StringConstraints(min_length=1, max_length=MAX_ID, strip_whitespace=True),
    AfterValidator(storable),
    AfterValidator(no_secret),
]


def _require_timezone(value: datetime) -> datetime:
    if value.tzinfo is None:
        raise ValueError("timestamps must carry a UTC offset (RFC 3339)")
    try:
        return value.astimezone(UTC)
    except OverflowError as exc:
        raise ValueError("timestamp is out of range") from exc


def _rfc3339_text(value: Any) -> Any:
    """JSON carries a timestamp as a string; a number (Unix time) is not the contract's type."""
    if isinstance(value, str | datetime):
        return value
    raise ValueError("timestamps are RFC 3339 strings, e.g. 2026-05-01T09:00:00+08:00")


FROM_STRING = Strict(False)
"""On an enum, UUID or timestamp field of a (strict) request model: parsed from its JSON string."""

AwareDatetime = Annotated[
    datetime, FROM_STRING, BeforeValidator(_rfc3339_text), AfterValidator(_require_timezone)
]


def finite_number(value: Any, path: str) -> None:
    """NaN and ±Infinity are not JSON, though Python's parser lets them through: refuse them."""
    if isinstance(value, float) and not math.isfinite(value):
        raise ValueError(f"the number at '{path or '.'}' is not finite (NaN and Infinity are not JSON)")


def _limit_nested_text(value: Any, path: str = "", depth: int = 0) -> None:
    if depth > MAX_JSON_DEPTH:
        raise ValueError(f"JSON is nested deeper than {MAX_JSON_DEPTH} levels at '{path}'")
    finite_number(value, path)
    if isinstance(value, str):
        if len(value) > MAX_TEXT:
            raise ValueError(f"text at '{path or '.'}' is longer than {MAX_TEXT} characters")
        storable(value)
    elif isinstance(value, dict):
        for key, item in value.items():
            storable(key)
            _limit_nested_text(item, f"{path}.{key}", depth + 1)
    elif isinstance(value, list):
        for index, item in enumerate(value):
            _limit_nested_text(item, f"{path}[{index}]", depth + 1)


def _bounded_json(value: dict[str, Any]) -> dict[str, Any]:
    _limit_nested_text(value)
    return value


JsonObject = Annotated[dict[str, Any], AfterValidator(_bounded_json)]


def each_string(value: Any, check: Callable[[str], object]) -> None:
    """``check`` every string inside a JSON value, object keys too."""
    if isinstance(value, str):
        check(value)
    elif isinstance(value, dict):
        for key, item in value.items():
            check(key)
            each_string(item, check)
    elif isinstance(value, list):
        for item in value:
            each_string(item, check)


def _identifying_json(value: dict[str, Any]) -> dict[str, Any]:
    each_string(value, no_secret)
    return value


IdentifierObject = Annotated[dict[str, Any], AfterValidator(_bounded_json), AfterValidator(_identifying_json)]
"""A JSON object that identifies (an evidence locator): kept as written, so no key or value may hold
sensitive data."""


class RequestModel(BaseModel):
    """Every request body: unknown fields are an error, never silently ignored, and every field must
    have its declared JSON type — strict mode: no "yes" for a boolean, no "8" or true for an integer,
    no number for a timestamp. Enum, UUID and timestamp fields, which JSON can only carry as strings,
    are annotated ``FROM_STRING`` (``AwareDatetime`` is already)."""

    model_config = ConfigDict(extra="forbid", strict=True)


def with_examples(*examples: dict[str, Any]) -> ConfigDict:
    """The config of a request model that shows examples in /docs."""
    return ConfigDict(extra="forbid", strict=True, json_schema_extra={"examples": list(examples)})


class ResponseModel(BaseModel):
    model_config = ConfigDict(from_attributes=True)


class Reason(RequestModel):
    reason: NonEmptyText = Field(description="Why; recorded in the audit log.")
