"""The console over HTTP: sign-in rules, session cookie, CSRF, escaping and tenant isolation."""

import logging

import httpx
import pytest

from conftest import ADMIN_KEY, Tenant
from console.flows import candidate_status, console_client, csrf_of, sign_in, signed_in, waiting_candidate
from facts.flows import candidate_body, evidence_body, list_facts, submit

XSS = '<script>alert("x")</script><img src=x onerror="alert(1)"><b>bold</b>'


async def test_the_sign_in_form_has_one_api_key_input_and_a_sign_in_button(tenant: Tenant) -> None:
    async with console_client(tenant) as client:
        response = await client.get("/console")
    assert response.status_code == 200
    html = response.text
    assert '<label for="api_key">API key</label>' in html
    assert html.count("<input id=") == 1 and 'type="password"' in html
    assert '<button type="submit" class="primary">Sign in</button>' in html
    assert "default-src 'self'" in response.headers["content-security-policy"]


async def test_a_reviewer_key_signs_in_and_the_cookie_holds_no_key(
    tenant: Tenant, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    async with console_client(tenant) as client:
        response = await sign_in(client, tenant.keys["reviewer"])
        assert (response.status_code, response.headers["location"]) == (303, "/console")
        cookies = response.headers.get_list("set-cookie")
        session = next(c for c in cookies if c.startswith("mc_console="))
        assert "HttpOnly" in session and "SameSite=strict" in session and "Path=/console" in session
        assert tenant.keys["reviewer"] not in " ".join(cookies)
        queue = await client.get("/console")
        assert queue.status_code == 200 and "Review queue" in queue.text and "Sign out" in queue.text
        assert tenant.keys["reviewer"] not in queue.text
    assert tenant.keys["reviewer"] not in caplog.text, "the key is never logged"


async def test_an_agent_key_cannot_sign_in(tenant: Tenant) -> None:
    async with console_client(tenant) as client:
        response = await sign_in(client, tenant.keys["agent"])
        assert response.status_code == 403
        assert "Agent keys cannot sign in to the console" in response.text
        assert not any(c.startswith("mc_console=") for c in response.headers.get_list("set-cookie"))
        assert 'for="api_key"' in (await client.get("/console")).text, "still signed out"


async def test_a_bad_key_and_the_platform_key_cannot_sign_in(tenant: Tenant) -> None:
    async with console_client(tenant) as client:
        bad = await sign_in(client, "mc_not-a-key")
        assert bad.status_code == 401 and "not valid" in bad.text
        platform = await sign_in(client, ADMIN_KEY)
        assert platform.status_code == 403 and "belongs to no tenant" in platform.text


async def test_sign_in_without_its_form_token_is_refused(tenant: Tenant) -> None:
    async with console_client(tenant) as client:
        await client.get("/console")
        response = await client.post("/console/sign-in", data={"api_key": tenant.keys["reviewer"]})
        assert response.status_code == 403 and "security token" in response.text
        assert "Sign out" not in (await client.get("/console")).text


async def test_posts_without_the_csrf_token_change_nothing(tenant: Tenant) -> None:
    candidate = await waiting_candidate(tenant, "The user may prefer aisle seats")
    async with signed_in(tenant) as client:
        for data in ({}, {"csrf_token": "forged"}):
            response = await client.post(f"/console/candidates/{candidate['id']}/accept", data=data)
            assert response.status_code == 403, response.text
            response = await client.post(
                f"/console/candidates/{candidate['id']}/reject", data={**data, "reason": "no"}
            )
            assert response.status_code == 403
        assert await candidate_status(tenant, candidate["id"]) == "NEEDS_CONFIRMATION"
        signed_out = await client.post("/console/sign-out", data={})
        assert signed_out.status_code == 403, "sign-out needs the token too"


async def test_accept_reject_and_edit_through_the_forms(tenant: Tenant) -> None:
    first = await waiting_candidate(tenant, "The user likes green tea")
    second = await waiting_candidate(tenant, "The user lives in Lyon")
    third = await waiting_candidate(tenant, "用户平时喝咖啡只加 2 块糖")
    async with signed_in(tenant) as client:
        token = csrf_of((await client.get("/console")).text)
        accepted = await client.post(f"/console/candidates/{first['id']}/accept", data={"csrf_token": token})
        assert accepted.status_code == 303 and "done=accepted" in accepted.headers["location"]
        rejected = await client.post(
            f"/console/candidates/{second['id']}/reject", data={"csrf_token": token, "reason": "never said"}
        )
        assert rejected.status_code == 303
        empty_reason = await client.post(
            f"/console/candidates/{third['id']}/reject", data={"csrf_token": token, "reason": ""}
        )
        assert empty_reason.status_code == 422
        edit_page = await client.get(f"/console/candidates/{third['id']}/edit")
        assert "2 块糖" in edit_page.text
        edited = await client.post(
            f"/console/candidates/{third['id']}/accept",
            data={"csrf_token": token, "content": "用户平时喝咖啡只加 1 块糖", "reason": "用户更正"},
        )
        assert "done=edited" in edited.headers["location"]
    assert await candidate_status(tenant, second["id"]) == "REJECTED"
    contents = {fact["content"]: fact["source_type"] for fact in await list_facts(tenant, user_id="u-1")}
    assert contents["The user likes green tea"] == "USER_STATED"
    assert contents["用户平时喝咖啡只加 1 块糖"] == "USER_CONFIRMED"


async def test_user_text_is_escaped_everywhere(tenant: Tenant) -> None:
    candidate = await waiting_candidate(tenant, "Note " + XSS, evidence="Said " + XSS)
    accepted = await submit(
        tenant, candidate_body("Fact " + XSS, evidence=evidence_body("Evidence " + XSS), confidence=0.9)
    )
    fact_id = accepted["fact"]["id"]
    async with signed_in(tenant) as client:
        pages = [
            await client.get("/console"),
            await client.get(f"/console/candidates/{candidate['id']}/edit"),
            await client.get("/console/memories?user_id=u-1"),
            await client.get(f"/console/facts/{fact_id}"),
            await client.get(f"/console/memories?user_id={XSS}"),
        ]
    for page in pages:
        assert page.status_code == 200, page.text
        assert (
            "<script>alert" not in page.text and "<img src=x" not in page.text and "<b>bold" not in page.text
        )
    assert "&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt;" in pages[0].text


async def test_another_tenants_ids_are_404_pages(tenant: Tenant, other_tenant: Tenant) -> None:
    theirs = await waiting_candidate(other_tenant, "Their secret plan")
    their_fact = (
        await submit(other_tenant, candidate_body("Their fact", evidence=evidence_body("Their fact")))
    )["fact"]["id"]
    retrieved = await other_tenant.post("/v1/retrieve", json={"query": "plan", "user_id": "u-1"})
    trace_id = retrieved.json()["trace_id"]
    async with signed_in(tenant, "admin") as client:
        token = csrf_of((await client.get("/console")).text)
        pages = [
            await client.get(f"/console/candidates/{theirs['id']}/edit"),
            await client.post(f"/console/candidates/{theirs['id']}/accept", data={"csrf_token": token}),
            await client.get(f"/console/facts/{their_fact}"),
            await client.post(
                f"/console/facts/{their_fact}/invalidate", data={"csrf_token": token, "reason": "x"}
            ),
            await client.post(f"/console/facts/{their_fact}/delete", data={"csrf_token": token}),
            await client.get(f"/console/why?trace_id={trace_id}"),
            await client.get("/console/facts/not-a-uuid"),
        ]
    for page in pages:
        assert page.status_code == 404, page.text
        assert "Not found" in page.text and "Their" not in page.text
    assert await candidate_status(other_tenant, theirs["id"]) == "NEEDS_CONFIRMATION"
    assert (await other_tenant.get(f"/v1/facts/{their_fact}")).json()["status"] == "ACTIVE"


async def test_a_revoked_key_ends_its_console_session(tenant: Tenant) -> None:
    async with signed_in(tenant) as client:
        assert "Sign out" in (await client.get("/console")).text
        revoked = await tenant.delete(f"/v1/admin/api-keys/{tenant.key_ids['reviewer']}", "admin")
        assert revoked.status_code == 204
        assert 'for="api_key"' in (await client.get("/console")).text
        assert (await client.get("/console/memories")).status_code == 303


async def test_a_forged_session_cookie_is_ignored(tenant: Tenant) -> None:
    async with signed_in(tenant) as client:
        cookie = client.cookies.get("mc_console")
    assert cookie
    body, signature = cookie.split(".")
    forged = body[:-2] + ("AA" if body[-2:] != "AA" else "BB") + "." + signature
    for value, status in ((cookie, 200), (forged, 303), (body + ".", 303), ("garbage", 303)):
        async with console_client(tenant) as fresh:
            fresh.cookies.set("mc_console", value)
            response = await fresh.get("/console/memories")
            assert response.status_code == status, value


async def test_erasure_needs_an_admin_and_the_typed_user_id(tenant: Tenant) -> None:
    await waiting_candidate(tenant, "User two likes jazz", user_id="u-2")
    async with signed_in(tenant, "reviewer") as reviewer:
        token = csrf_of((await reviewer.get("/console/users?user_id=u-2")).text)
        refused = await reviewer.post(
            "/console/users/u-2/erase", data={"csrf_token": token, "confirm_user_id": "u-2"}
        )
        assert refused.status_code == 403
        assert (await reviewer.get("/console/users/u-2/export")).status_code == 403
    async with signed_in(tenant, "admin") as admin:
        token = csrf_of((await admin.get("/console/users?user_id=u-2")).text)
        wrong = await admin.post(
            "/console/users/u-2/erase", data={"csrf_token": token, "confirm_user_id": "u-3"}
        )
        assert wrong.status_code == 422 and "nothing was erased" in wrong.text
        assert (await tenant.get("/v1/candidates", params={"user_id": "u-2"})).json()["items"]
        export = await admin.get("/console/users/u-2/export")
        assert export.status_code == 200 and "attachment" in export.headers["content-disposition"]
        assert "User two likes jazz" in export.text
        erased = await admin.post(
            "/console/users/u-2/erase", data={"csrf_token": token, "confirm_user_id": "u-2"}
        )
        assert erased.status_code == 200 and "Erased user u-2" in erased.text
    assert (await tenant.get("/v1/candidates", params={"user_id": "u-2"})).json()["items"] == []


async def test_the_api_docs_pages_load_assets_from_the_service_only(app_client: httpx.AsyncClient) -> None:
    for path in ("/docs", "/redoc"):
        html = (await app_client.get(path)).text
        assert "http://" not in html.replace("http://www.w3.org", "") and "https://" not in html, html
    for asset in ("swagger-ui-bundle.js", "swagger-ui.css", "redoc.standalone.js", "favicon.png"):
        response = await app_client.get(f"/docs-assets/{asset}")
        assert response.status_code == 200 and len(response.content) > 1000
    assert b"cdn.redoc.ly" not in (await app_client.get("/docs-assets/redoc.standalone.js")).content
    assert (await app_client.get("/docs-assets/../pyproject.toml")).status_code == 404
    assert (await app_client.get("/docs-assets/core.py")).status_code == 404


async def test_filters_no_id_can_hold_are_a_422_page(tenant: Tenant) -> None:
    async with signed_in(tenant) as client:
        for path in (
            "/console?user_id=a%00b",
            "/console?reason=" + "x" * 300,
            "/console?scope=GALAXY",
            "/console/memories?status=GONE",
            "/console/memories?as_of=yesterday",
            "/console/users?user_id=a%00b",
            "/console/why?trace_id=not-a-trace",
            "/console?cursor=bm90LWEtY3Vyc29y",
        ):
            response = await client.get(path)
            assert response.status_code == 422, (path, response.text)
            assert "Check the form" in response.text and "text/html" in response.headers["content-type"]
