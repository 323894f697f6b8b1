"""Request size limit: a body over the configured size is refused with 413 before it is parsed."""

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from memory_center.errors import error_body


class BodySizeLimit:
    def __init__(self, app: ASGIApp, max_bytes: int) -> None:
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = _content_length(scope)
        if declared is not None:
            if declared > self.max_bytes:
                await _send_too_large(send, self.max_bytes)
                return
            await self.app(scope, receive, send)
            return
        # No Content-Length (chunked): read the body up to the limit, then replay it.
        messages: list[Message] = []
        seen = 0
        while True:
            message = await receive()
            messages.append(message)
            if message["type"] != "http.request":
                break
            seen += len(message.get("body", b""))
            if seen > self.max_bytes:
                await _send_too_large(send, self.max_bytes)
                return
            if not message.get("more_body", False):
                break
        await self.app(scope, _replay(messages, receive), send)


def _replay(messages: list[Message], receive: Receive) -> Receive:
    async def replayed() -> Message:
        if messages:
            return messages.pop(0)
        return await receive()

    return replayed


def _content_length(scope: Scope) -> int | None:
    for name, value in scope.get("headers", []):
        if name == b"content-length":
            try:
                return int(value)
            except ValueError:
                return None
    return None


async def _send_too_large(send: Send, max_bytes: int) -> None:
    import json

    body = json.dumps(
        error_body("payload_too_large", f"the request body is larger than {max_bytes} bytes")
    ).encode()
    await send(
        {
            "type": "http.response.start",
            "status": 413,
            "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())],
        }
    )
    await send({"type": "http.response.body", "body": body})
