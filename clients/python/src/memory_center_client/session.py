"""What both clients send with every request, and how they read a successful answer."""

from typing import Any

import httpx

from memory_center_client.version import VERSION


def client_headers(api_key: str) -> dict[str, str]:
    return {
        "Authorization": f"Bearer {api_key}",
        "Accept": "application/json",
        "User-Agent": f"memory_center_client/{VERSION}",
    }


def parse_body(response: httpx.Response) -> Any:
    """The JSON of a 2xx answer; None for 204 or an empty body."""
    if response.status_code == 204 or not response.content:
        return None
    return response.json()
