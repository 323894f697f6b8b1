"""The console and the API docs in headless Chromium, as an operator uses them.

Every test ends with the check (in the ``browser`` fixture) that no page asked any host but the service;
the browser cannot resolve any other host anyway. Screenshots go to .artefacts/console/.
"""

from datetime import datetime
from typing import Any
from urllib.parse import urlencode

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webelement import WebElement

from console.browser import Browser
from console.conftest import LiveTenant

XSS = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>'


def propose(tenant: LiveTenant, content: str, *, confidence: float = 0.5, **fields: Any) -> dict[str, Any]:
    source_type = fields.pop("evidence_source", "USER_STATED")
    body = {
        "memory_type": fields.pop("memory_type", "FACT"),
        "content": content,
        "scope": "USER",
        "user_id": fields.pop("user_id", "u-1"),
        "confidence": confidence,
        "evidence": {
            "evidence_type": "CONVERSATION",
            "source_type": source_type,
            "source_system": "chat",
            "user_id": "u-1",
            "content": fields.pop("evidence", content),
        },
        **fields,
    }
    return tenant.ok("POST", "/v1/candidates", json=body)


def waiting(tenant: LiveTenant, content: str, **fields: Any) -> dict[str, Any]:
    candidate: dict[str, Any] = propose(tenant, content, **fields)["candidate"]
    assert candidate["status"] == "NEEDS_CONFIRMATION", candidate
    return candidate


def sign_in(browser: Browser, key: str, *, refused: bool = False) -> None:
    browser.open("/console")
    label = browser.driver.find_element(By.XPATH, "//label[normalize-space()='API key']")
    field = browser.find("#" + label.get_attribute("for"))
    field.send_keys(key)
    browser.button("Sign in").click()
    if not refused:
        browser.wait(lambda d: d.find_elements(By.XPATH, "//button[normalize-space()='Sign out']"))


def card(browser: Browser, content: str) -> WebElement:
    for element in browser.find_all("[data-candidate]"):
        if element.find_element(By.CSS_SELECTOR, "[data-content]").text == content:
            return element
    raise AssertionError(f"no waiting candidate says {content!r}:\n{browser.text()}")


def test_sign_in_then_accept_reject_and_edit_from_the_queue(browser: Browser, live: LiveTenant) -> None:
    live.ok("POST", "/v1/candidates", json=_fact_body("The user lives in Berlin", "Berlin", "USER_STATED"))
    conflict = propose(live, "The user lives in Munich", confidence=0.9, **_key("Munich", "TOOL_RESULT"))
    assert conflict["candidate"]["status"] == "NEEDS_CONFIRMATION", conflict
    waiting(live, "The user might prefer aisle seats on long flights")
    waiting(live, "用户可能更喜欢靠窗的座位", evidence="我好像更喜欢靠窗的座位吧")
    waiting(live, "The user may be vegetarian")

    sign_in(browser, live.keys["reviewer"])
    browser.wait_text("Review queue")
    assert "4" in browser.find(".heading .count").text
    replaced = card(browser, "The user lives in Munich").find_element(By.CSS_SELECTOR, ".replaces")
    assert replaced.find_element(By.TAG_NAME, "del").text == "Berlin"
    assert replaced.find_element(By.TAG_NAME, "ins").text == "Munich"
    browser.screenshot("queue")

    browser.button("Accept", card(browser, "The user might prefer aisle seats on long flights")).click()
    browser.wait_text("Accepted.")
    browser.link("Open the fact").click()
    browser.wait(lambda d: d.find_element(By.CSS_SELECTOR, "[data-fact-content]").text != "")
    assert browser.find("[data-fact-content]").text == "The user might prefer aisle seats on long flights"
    assert "ACTIVE" in browser.text()

    browser.open("/console")
    rejected = card(browser, "The user may be vegetarian")
    rejected.find_element(By.CSS_SELECTOR, "input[name=reason]").send_keys("用户从没这么说过")
    browser.button("Reject", rejected).click()
    browser.wait_text("Rejected.")
    assert "The user may be vegetarian" not in browser.text()

    browser.button("Edit", card(browser, "The user lives in Munich")).click()
    browser.wait_text("Edit and accept")
    browser.screenshot("edit")
    content = browser.find("textarea[name=content]")
    content.clear()
    content.send_keys("The user lives in Munich (Schwabing)")
    browser.find("input[name=reason]").send_keys("confirmed on the phone")
    browser.button("Save and accept").click()
    browser.wait_text("Edited and accepted.")
    browser.link("Open the fact").click()
    browser.wait_text("Revisions")
    assert browser.find("[data-fact-content]").text == "The user lives in Munich (Schwabing)"
    diff = browser.find("[data-revision='2'] [data-diff]")
    assert diff.find_element(By.TAG_NAME, "del").text == "Berlin"
    assert "Munich (Schwabing)" in diff.find_element(By.TAG_NAME, "ins").text
    assert "confirmed on the phone" in browser.text()
    browser.screenshot("fact-revisions")

    facts = live.ok("GET", "/v1/facts", params={"user_id": "u-1"})["items"]
    assert sorted(fact["content"] for fact in facts) == [
        "The user lives in Munich (Schwabing)",
        "The user might prefer aisle seats on long flights",
    ]


def test_keyboard_shortcuts_accept_the_selected_candidate(browser: Browser, live: LiveTenant) -> None:
    waiting(live, "The user might like jazz")
    waiting(live, "用户也许喜欢爵士乐")
    sign_in(browser, live.keys["admin"])
    browser.wait_text("Review queue")
    browser.wait(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-candidate].selected"))
    keys = ActionChains(browser.driver)
    keys.send_keys("j").perform()  # the first is selected on load: j moves to the second
    keys.send_keys("a").perform()
    browser.wait_text("Accepted.")
    assert "用户也许喜欢爵士乐" not in browser.text() and "The user might like jazz" in browser.text()
    facts = live.ok("GET", "/v1/facts", params={"user_id": "u-1"})["items"]
    assert [fact["content"] for fact in facts] == ["用户也许喜欢爵士乐"]


def test_memories_as_of_invalidate_and_delete(browser: Browser, live: LiveTenant) -> None:
    kept = propose(live, "The user drinks oolong tea every afternoon", confidence=0.95)["fact"]
    gone = propose(live, "用户每周三下午去游泳", confidence=0.95)["fact"]
    sign_in(browser, live.keys["reviewer"])
    browser.open("/console/memories?user_id=u-1")
    browser.wait_text("用户每周三下午去游泳")
    browser.screenshot("memories")

    browser.find(f"a[href='/console/facts/{kept['id']}']").click()
    browser.link("Invalidate…").click()
    browser.wait_text("Invalidate this memory?")
    browser.find("input[name=reason]").send_keys("用户说已经不喝了")
    browser.button("Invalidate").click()
    browser.wait_text("Invalidated")
    assert "INVALIDATED" in browser.text()

    browser.open(f"/console/facts/{gone['id']}")
    browser.link("Delete…").click()
    browser.wait_text("Delete this memory for good?")
    browser.button("Delete for good").click()
    browser.wait_text("Deleted, with every revision and copy.")
    assert live.call("GET", f"/v1/facts/{gone['id']}").status_code == 404

    browser.open("/console/memories?user_id=u-1")
    browser.wait_text("No memories match.")
    invalidated = live.ok("GET", f"/v1/facts/{kept['id']}")
    start = datetime.fromisoformat(invalidated["valid_from"])
    end = datetime.fromisoformat(invalidated["status_changed_at"])
    then = (start + (end - start) / 2).isoformat()
    browser.open("/console/memories?" + urlencode({"user_id": "u-1", "as_of": then}))
    browser.wait_text("The user drinks oolong tea every afternoon")
    assert "用户每周三下午去游泳" not in browser.text(), "a deleted memory never comes back"


def test_a_trace_shows_the_memories_used_and_leads_to_them(browser: Browser, live: LiveTenant) -> None:
    fact = propose(live, "The user is allergic to peanuts", confidence=0.95)["fact"]
    assert fact is not None
    answer = live.ok(
        "POST", "/v1/context", json={"query": "is the user allergic to peanuts?", "user_id": "u-1"}
    )
    sign_in(browser, live.keys["reviewer"])
    browser.open("/console/why")
    browser.find("input[name=trace_id]").send_keys(answer["trace_id"])
    browser.button("Show trace").click()
    browser.wait(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-trace-item]"))
    row = browser.find("[data-trace-item]")
    assert "The user is allergic to peanuts" in row.text
    assert float(row.find_element(By.CSS_SELECTOR, "td.num").text) > 0
    browser.screenshot("why")
    row.find_element(By.TAG_NAME, "a").click()
    browser.wait_text("Revisions")
    assert fact["id"] in browser.text()


def test_erase_a_user_with_a_typed_confirmation(browser: Browser, live: LiveTenant) -> None:
    propose(live, "User nine likes chess", confidence=0.95, user_id="u-9")
    live.ok("POST", "/v1/tasks", json={"task_id": "trip-u9", "user_id": "u-9", "goal": "订去京都的机票"})
    live.ok("POST", "/v1/tasks/trip-u9/transitions", json={"to_status": "PLANNING", "expected_version": 1})
    sign_in(browser, live.keys["admin"])
    browser.open("/console/users?user_id=u-9")
    browser.wait_text("订去京都的机票")
    assert "PLANNING" in browser.text()
    browser.screenshot("users")
    browser.find("#confirm_user_id").send_keys("u-8")
    browser.button("Erase user").click()
    browser.wait_text("nothing was erased")
    browser.open("/console/users?user_id=u-9")
    browser.find("#confirm_user_id").send_keys("u-9")
    browser.button("Erase user").click()
    browser.wait_text("Erased user u-9")
    browser.screenshot("erased")
    assert live.ok("GET", "/v1/facts", params={"user_id": "u-9"})["items"] == []
    assert live.call("GET", "/v1/tasks/trip-u9").status_code == 404


def test_an_agent_key_is_refused_with_a_clear_message(browser: Browser, live: LiveTenant) -> None:
    sign_in(browser, live.keys["agent"], refused=True)
    browser.wait_text("Agent keys cannot sign in to the console")
    assert browser.find("#api_key").get_attribute("value") == "", "the key is not echoed back"
    browser.screenshot("sign-in-refused")
    browser.open("/console")
    assert 'for="api_key"' in browser.driver.page_source, "still signed out"


def test_html_in_memories_is_shown_as_text(browser: Browser, live: LiveTenant) -> None:
    waiting(live, "Note " + XSS, evidence="Said " + XSS)
    fact = propose(live, "Fact " + XSS, confidence=0.95)["fact"]
    sign_in(browser, live.keys["reviewer"])
    browser.wait_text("Review queue")
    assert ("Note " + XSS) in browser.text()
    browser.open(f"/console/facts/{fact['id']}")
    browser.wait_text("Revisions")
    assert browser.find("[data-fact-content]").text == "Fact " + XSS
    assert browser.driver.execute_script("return window.__xss === undefined")


def test_a_post_without_the_csrf_token_is_refused(browser: Browser, live: LiveTenant) -> None:
    candidate = waiting(live, "The user may like sushi")
    sign_in(browser, live.keys["reviewer"])
    browser.wait_text("Review queue")
    status = browser.driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "fetch(arguments[0], {method: 'POST', body: new URLSearchParams({back: ''})})"
        ".then(r => done(r.status), e => done(String(e)));",
        f"/console/candidates/{candidate['id']}/accept",
    )
    assert status == 403
    assert live.ok("GET", f"/v1/candidates/{candidate['id']}")["status"] == "NEEDS_CONFIRMATION"


def test_another_tenants_memory_is_a_404_page(
    browser: Browser, live: LiveTenant, other_live: LiveTenant
) -> None:
    theirs = propose(other_live, "Their private note", confidence=0.95)["fact"]
    sign_in(browser, live.keys["admin"])
    browser.wait_text("Review queue")
    browser.open(f"/console/facts/{theirs['id']}")
    browser.wait_text("Not found")
    assert "Their private note" not in browser.text()
    browser.screenshot("not-found")


def test_the_api_docs_render_without_the_internet(browser: Browser) -> None:
    browser.open("/docs")
    browser.wait(lambda d: len(d.find_elements(By.CSS_SELECTOR, ".opblock")) > 20)
    assert "/v1/candidates/{candidate_id}/accept" in browser.text()
    browser.screenshot("docs")
    browser.open("/redoc")
    browser.wait(lambda d: "Accept a candidate (reviewer)" in d.find_element(By.TAG_NAME, "body").text)
    browser.screenshot("redoc")


def _key(value: str, source: str) -> dict[str, Any]:
    return {"subject": "user", "predicate": "home_city", "object_value": value, "evidence_source": source}


def _fact_body(content: str, value: str, source: str) -> dict[str, Any]:
    return {
        "memory_type": "FACT",
        "content": content,
        "scope": "USER",
        "user_id": "u-1",
        "confidence": 0.9,
        "subject": "user",
        "predicate": "home_city",
        "object_value": value,
        "evidence": {
            "evidence_type": "CONVERSATION",
            "source_type": source,
            "source_system": "chat",
            "user_id": "u-1",
            "content": content,
        },
    }
