"""Signed pagination cursors: hand-made, edited, replayed on another list or tenant → 422
`invalid_cursor`, never a 500; the cursors the service issues still page."""

import base64
import json
import uuid
from datetime import UTC, datetime

import pytest

from conftest import Tenant, assert_error
from facts.flows import say
from memory_center.config import Settings
from memory_center.kit.pagination import CursorSigner

LISTS = ["/v1/facts", "/v1/events", "/v1/candidates"]


def b64(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode()


def unsigned(position: object) -> str:
    """The shape of the cursors this service used to issue: base64 JSON, no signature."""
    return b64(json.dumps(position).encode())


HAND_MADE = [
    "nonsense",
    "a.b",
    ".",
    "\x00",
    "abc\x00def.ghi",
    "😀.😀",
    unsigned(["2026-01-01T00:00:00+00:00", "not-a-uuid"]),
    unsigned(["2026-01-01T00:00:00+00:00", "abc\x00def"]),
    unsigned(["not a date", str(uuid.uuid4())]),
    unsigned({"v": 1}),
    unsigned(["2026-01-01T00:00:00+00:00", str(uuid.uuid4())]) + "." + b64(b"0" * 16),
]


async def three_of_everything(tenant: Tenant) -> None:
    for thing in ("green tea", "black coffee", "apple juice"):
        await say(tenant, f"I like {thing}")


async def next_cursor(tenant: Tenant, path: str) -> str:
    page = (await tenant.get(path, params={"limit": 1})).json()
    cursor: str = page["next_cursor"]
    assert cursor, page
    return cursor


@pytest.mark.parametrize("path", LISTS)
@pytest.mark.parametrize("cursor", HAND_MADE)
async def test_a_hand_made_cursor_is_422_never_500(tenant: Tenant, path: str, cursor: str) -> None:
    assert_error(await tenant.get(path, params={"cursor": cursor}), 422, "invalid_cursor")


@pytest.mark.parametrize("path", LISTS)
async def test_an_empty_cursor_is_the_first_page(tenant: Tenant, path: str) -> None:
    await three_of_everything(tenant)
    first = (await tenant.get(path, params={"limit": 2})).json()
    assert (await tenant.get(path, params={"limit": 2, "cursor": ""})).json() == first


@pytest.mark.parametrize("path", LISTS)
async def test_an_issued_cursor_pages_and_an_edited_one_is_refused(tenant: Tenant, path: str) -> None:
    await three_of_everything(tenant)
    seen: list[str] = []
    cursor: str | None = None
    while True:
        params = {"limit": 1, **({"cursor": cursor} if cursor else {})}
        page = (await tenant.get(path, params=params)).json()
        seen += [item["id"] for item in page["items"]]
        cursor = page["next_cursor"]
        if cursor is None:
            break
    assert len(seen) == len(set(seen)) == 3
    issued = await next_cursor(tenant, path)
    body, _, mac = issued.partition(".")
    position = json.loads(base64.urlsafe_b64decode(body + "=" * (-len(body) % 4)))
    position[1] = str(uuid.uuid4())
    forged = b64(json.dumps(position, separators=(",", ":")).encode()).rstrip("=") + "." + mac
    assert_error(await tenant.get(path, params={"cursor": forged}), 422, "invalid_cursor")
    flipped = issued[:-2] + ("A" if issued[-2] != "A" else "B") + issued[-1]
    assert_error(await tenant.get(path, params={"cursor": flipped}), 422, "invalid_cursor")


async def test_a_cursor_is_useless_on_another_list(tenant: Tenant) -> None:
    await three_of_everything(tenant)
    cursors = {path: await next_cursor(tenant, path) for path in LISTS}
    for issued_by, cursor in cursors.items():
        for path in LISTS:
            if path != issued_by:
                assert_error(await tenant.get(path, params={"cursor": cursor}), 422, "invalid_cursor")


async def test_a_cursor_is_useless_for_another_tenant(tenant: Tenant, other_tenant: Tenant) -> None:
    await three_of_everything(tenant)
    await three_of_everything(other_tenant)
    for path in LISTS:
        cursor = await next_cursor(tenant, path)
        assert (await tenant.get(path, params={"cursor": cursor})).status_code == 200
        assert_error(await other_tenant.get(path, params={"cursor": cursor}), 422, "invalid_cursor")


async def test_task_transition_cursors_are_bound_to_their_task(tenant: Tenant) -> None:
    for task_id in ("T-a", "T-b"):
        created = await tenant.post("/v1/tasks", json={"task_id": task_id, "user_id": "u-1", "goal": "g"})
        assert created.status_code == 201, created.text
        moved = await tenant.post(
            f"/v1/tasks/{task_id}/transitions", json={"to_status": "PLANNING", "expected_version": 1}
        )
        assert moved.status_code == 200, moved.text
    cursor = await next_cursor(tenant, "/v1/tasks/T-a/transitions")
    second = (await tenant.get("/v1/tasks/T-a/transitions", params={"limit": 1, "cursor": cursor})).json()
    assert [t["to_status"] for t in second["items"]] == ["PLANNING"]
    wrong_task = await tenant.get("/v1/tasks/T-b/transitions", params={"cursor": cursor})
    assert_error(wrong_task, 422, "invalid_cursor")
    for bad in (unsigned({"v": 1}), unsigned([1]), "garbage"):
        response = await tenant.get("/v1/tasks/T-a/transitions", params={"cursor": bad})
        assert_error(response, 422, "invalid_cursor")


def test_a_cursor_signed_with_another_secret_does_not_open() -> None:
    ours = CursorSigner.for_list(Settings(cursor_secret="s" * 32), "facts", "t-1")
    theirs = CursorSigner.for_list(Settings(cursor_secret="x" * 32), "facts", "t-1")
    cursor = ours.seal([datetime(2026, 1, 1, tzinfo=UTC).isoformat(), str(uuid.uuid4())])
    assert ours.open_keyset(cursor) is not None
    with pytest.raises(Exception, match="cursor"):
        theirs.open_keyset(cursor)


def test_the_cursor_key_comes_from_the_secret_else_a_stable_setting() -> None:
    assert Settings(cursor_secret="a" * 32).cursor_key() != Settings(cursor_secret="b" * 32).cursor_key()
    by_admin_key = Settings(admin_api_key="k" * 32)
    assert by_admin_key.cursor_key() == Settings(admin_api_key="k" * 32).cursor_key()
    assert by_admin_key.cursor_key() != Settings(admin_api_key="j" * 32).cursor_key()
    with pytest.raises(ValueError, match="MC_CURSOR_SECRET"):
        Settings(environment="production", admin_api_key="k" * 32, cursor_secret="short")
