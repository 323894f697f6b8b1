"""Keyset pages (``kit/keyset.py``): rows sharing a timestamp are split across pages by id, so paging
never skips nor repeats one, and the equality filters hold on every page."""

from typing import Any

from conftest import Tenant
from factories import message

SAME_INSTANT = "2026-03-01T09:00:00+00:00"


async def _all_pages(tenant: Tenant, params: dict[str, str | int]) -> list[list[dict[str, Any]]]:
    pages: list[list[dict[str, Any]]] = []
    cursor = None
    for _ in range(20):  # a cursor that does not advance would page forever
        query = {**params, **({"cursor": cursor} if cursor else {})}
        response = await tenant.get("/v1/events", params=query)
        assert response.status_code == 200, response.text
        body = response.json()
        pages.append(body["items"])
        cursor = body["next_cursor"]
        if cursor is None:
            return pages
    raise AssertionError(f"still paging after {len(pages)} pages")


async def test_rows_of_one_instant_page_by_id_without_gaps_or_repeats(tenant: Tenant) -> None:
    ids = []
    for i in range(7):
        body = message(f"tied turn {i}", user_id="u-tie", occurred_at=SAME_INSTANT)
        response = await tenant.post("/v1/events", json=body)
        assert response.status_code == 201, response.text
        ids.append(response.json()["event"]["id"])
    pages = await _all_pages(tenant, {"limit": 2})
    assert [len(page) for page in pages] == [2, 2, 2, 1]
    assert [event["id"] for page in pages for event in page] == sorted(ids)


async def test_filters_hold_on_every_page(tenant: Tenant) -> None:
    for i in range(6):
        user = "u-even" if i % 2 == 0 else "u-odd"
        body = message(f"turn {i}", user_id=user, occurred_at=SAME_INSTANT)
        assert (await tenant.post("/v1/events", json=body)).status_code == 201
    pages = await _all_pages(tenant, {"limit": 1, "user_id": "u-odd"})
    texts = sorted(event["payload"]["text"] for page in pages for event in page)
    assert texts == ["turn 1", "turn 3", "turn 5"]
    assert all(len(page) == 1 for page in pages)
