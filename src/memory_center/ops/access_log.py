"""What the access log holds (docs/security.md, the access log).

uvicorn writes one line per request: client address, method, the path with its query string, HTTP
version and status. A query string can hold what never belongs in a log (a refused ``?reason=`` with a
card number in it, a user id to look up), and a path can name a user (``/v1/users/<id>/…``), whose id
must not outlive the user's erasure. So, in the logged line:

- the query string is dropped (path only), unless ``MC_ACCESS_LOG_QUERY`` is on; then the values of
  ``user_id`` in it are masked, and any sensitive data in it is redacted;
- the user id in a ``/v1/users/<id>`` path is always written ``{user_id}``;
- the path is redacted of sensitive data (a card number or key sent in a path segment).

The filter rewrites uvicorn's log record in place, so every handler and formatter (the default one, a
JSON formatter of the operator) sees the safe line; ``install`` adds it once per process.
"""

import logging
import re
from urllib.parse import parse_qsl, urlencode

from memory_center.governance.redaction import redact_text

ACCESS_LOGGER = "uvicorn.access"
_USER_PATH = re.compile(r"^(/v1/users/)[^/?]+")
_MASK = "{user_id}"
_PATH_ARGUMENT = 2  # uvicorn: client_addr, method, full_path, http_version, status_code


def safe_path(full_path: str, *, keep_query: bool) -> str:
    path, _, query = full_path.partition("?")
    path = redact_text(_USER_PATH.sub(rf"\g<1>{_MASK}", path), include_email=True)
    if not query or not keep_query:
        return path
    pairs = [
        (name, _MASK if name == "user_id" else redact_text(value, include_email=True))
        for name, value in parse_qsl(query, keep_blank_values=True)
    ]
    return f"{path}?{urlencode(pairs, safe='{}[]:')}"


class AccessLogFilter(logging.Filter):
    def __init__(self, *, keep_query: bool) -> None:
        super().__init__()
        self.keep_query = keep_query

    def filter(self, record: logging.LogRecord) -> bool:
        arguments = record.args
        if isinstance(arguments, tuple) and len(arguments) > _PATH_ARGUMENT:
            path = arguments[_PATH_ARGUMENT]
            if isinstance(path, str):
                safe = safe_path(path, keep_query=self.keep_query)
                record.args = (*arguments[:_PATH_ARGUMENT], safe, *arguments[_PATH_ARGUMENT + 1 :])
        return True


def install(*, keep_query: bool) -> None:
    """Filter uvicorn's access log in this process (replacing a filter installed before)."""
    logger = logging.getLogger(ACCESS_LOGGER)
    for existing in [f for f in logger.filters if isinstance(f, AccessLogFilter)]:
        logger.removeFilter(existing)
    logger.addFilter(AccessLogFilter(keep_query=keep_query))
