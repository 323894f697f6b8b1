"""What a new operator trips over in the console, in headless Chromium: key UUIDs where names are
meant, no way to find a user without knowing the id, a value edited without its key, a column that
breaks a word, ReDoc telling to click a button it lacks."""

import re

from selenium.webdriver.common.by import By

from console.browser import Browser
from console.conftest import LiveTenant
from console.test_console_browser import card, propose, sign_in, waiting

UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")


def test_by_columns_name_the_keys(browser: Browser, live: LiveTenant) -> None:
    candidate = waiting(live, "The user might prefer aisle seats")
    accepted = live.ok("POST", f"/v1/candidates/{candidate['id']}/accept", "reviewer", json={"reason": "ok"})
    fact_id = accepted["fact"]["id"]
    live.ok("POST", f"/v1/facts/{fact_id}/invalidate", "reviewer", json={"reason": "no longer"})
    sign_in(browser, live.keys["reviewer"])
    browser.open(f"/console/facts/{fact_id}")
    browser.wait_text("Audit trail")
    text = browser.text()
    assert "proposed by agent (console test)" in text and "decided by reviewer (console test)" in text
    by_cells = [cell.text for cell in browser.find_all("td[data-by]")]
    assert by_cells and all(not UUID.search(cell) for cell in by_cells), by_cells
    assert "reviewer (console test)" in by_cells
    assert not UUID.search(browser.find(".revisions").text), "the revision log names keys too"
    browser.screenshot("by-names")


def test_the_why_table_keeps_words_whole_and_names_the_key(browser: Browser, live: LiveTenant) -> None:
    rule = propose(
        live,
        "Never book flights that leave before 7 am",
        confidence=0.95,
        memory_type="CONSTRAINT",
        subject="early flights",
        predicate="preference",
        object_value="never",
    )
    assert rule["fact"] is not None, rule
    answer = live.ok("POST", "/v1/context", json={"query": "book a flight", "user_id": "u-1"})
    sign_in(browser, live.keys["reviewer"])
    browser.driver.set_window_size(900, 1000)  # a narrow window squeezes the columns
    try:
        browser.open(f"/console/why?trace_id={answer['trace_id']}")
        browser.wait(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-section]"))
        sections = browser.find_all("[data-section]")
        assert "constraints" in [cell.text for cell in sections]
        for cell in sections:
            lines = browser.driver.execute_script(
                "const r = document.createRange(); r.selectNodeContents(arguments[0]);"
                "return new Set([...r.getClientRects()].map(x => Math.round(x.top))).size;",
                cell,
            )
            assert lines <= 1, f"{cell.text!r} wraps over {lines} lines"
        assert "by agent (console test)" in browser.find("[data-by]").text
        browser.screenshot("why-narrow")
    finally:
        browser.driver.set_window_size(1280, 1000)


def test_users_are_listed_searched_and_paged(browser: Browser, live: LiveTenant) -> None:
    for n in range(26):
        live.ok("POST", "/v1/tasks", json={"task_id": f"t-{n}", "user_id": f"pg-{n:02d}", "goal": "g"})
    live.ok("POST", "/v1/tasks", json={"task_id": "t-alpha", "user_id": "alpha-1", "goal": "g"})
    sign_in(browser, live.keys["reviewer"])
    browser.open("/console/users")
    browser.wait(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-user]"))
    listed = [row.get_attribute("data-user") for row in browser.find_all("[data-user]")]
    assert listed[:3] == ["alpha-1", "pg-25", "pg-24"], "most recent activity first"
    assert len(listed) == 25
    browser.link("Older →").click()
    browser.wait(lambda d: "page=2" in d.current_url)
    assert [row.get_attribute("data-user") for row in browser.find_all("[data-user]")] == ["pg-01", "pg-00"]

    browser.open("/console/users")
    search = browser.find("[data-user-search]")
    search.send_keys("pg-1")
    browser.button("Search").click()
    browser.wait(lambda d: "q=pg-1" in d.current_url)
    found = [row.get_attribute("data-user") for row in browser.find_all("[data-user]")]
    assert found == [f"pg-{n}" for n in range(19, 9, -1)]
    browser.screenshot("users-search")
    browser.link("pg-12").click()
    browser.wait(lambda d: "user_id=pg-12" in d.current_url)
    assert "t-12" in browser.text()

    browser.open("/console/users?q=nobody")
    browser.wait_text("No user id starts with")


def test_the_edit_form_shows_subject_and_key_beside_the_value(browser: Browser, live: LiveTenant) -> None:
    waiting(
        live,
        "The user might live in Munich",
        subject="user",
        predicate="residence",
        object_value="Munich",
    )
    sign_in(browser, live.keys["reviewer"])
    browser.button("Edit", card(browser, "The user might live in Munich")).click()
    browser.wait_text("Edit and accept")
    label = browser.driver.find_element(By.CSS_SELECTOR, "label[for=object_value]")
    assert "user · residence" in label.text
    assert browser.find("input[name=object_value]").get_attribute("value") == "Munich"
    browser.screenshot("edit-key")


def test_redoc_does_not_ask_for_an_authorize_button(browser: Browser) -> None:
    browser.open("/redoc")
    browser.wait(lambda d: "Accept a candidate (reviewer)" in d.find_element(By.TAG_NAME, "body").text)
    text = browser.text()
    assert "Click Authorize" not in text and "without such a button" in text
