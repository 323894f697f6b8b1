"""Headless Chromium (Debian's chromium + chromedriver) driven by Selenium, for the console's browser tests.

Nothing is downloaded: the driver is /usr/bin/chromedriver (Selenium Manager is never asked), and the
browser resolves no host name but the service's loopback address, so a page that needs the internet
fails visibly. Every request the page makes is read back from Chrome's performance log, so a test can
assert that nothing but the service was asked.
"""

import json
import os
import shutil
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import urlsplit

import pytest
from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException, TimeoutException, WebDriverException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webelement import WebElement
from selenium.webdriver.support.ui import WebDriverWait

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
INSTALL_HINT = "apt-get install -y chromium chromium-driver (make pytest installs them when missing)"
FLAGS = (
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-quic",
    "--no-first-run",
    "--no-default-browser-check",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-default-apps",
    "--disable-extensions",
    "--metrics-recording-only",
    "--window-size=1280,1000",
    "--lang=en-US",
    # No name resolves to anything: only the service's loopback address can be reached.
    "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
)
# chrome:// and chrome-untrusted:// are the browser's own pages (older Chromium builds, e.g. 150 from
# Debian bookworm without its security updates, log the new-tab page's modules): never the network.
LOCAL_SCHEMES = {"data", "blob", "about", "chrome-error", "chrome", "chrome-untrusted"}
T = TypeVar("T")


def artefacts_dir() -> Path:
    """Where screenshots go: $MC_TEST_ARTEFACTS/console, else .artefacts/console in the repository."""
    root = Path(os.environ.get("MC_TEST_ARTEFACTS") or Path(__file__).resolve().parents[2] / ".artefacts")
    folder = root / "console"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@dataclass
class Browser:
    driver: webdriver.Chrome
    base_url: str
    profile: Path
    requested: list[str] = field(default_factory=list)

    def open(self, path: str) -> None:
        self.driver.get(self.base_url + path)

    def find(self, css: str) -> WebElement:
        return self.driver.find_element(By.CSS_SELECTOR, css)

    def find_all(self, css: str) -> list[WebElement]:
        return self.driver.find_elements(By.CSS_SELECTOR, css)

    def button(self, text: str, within: WebElement | None = None) -> WebElement:
        root: Any = within or self.driver
        return root.find_element(By.XPATH, f".//button[normalize-space()='{text}']")

    def link(self, text: str) -> WebElement:
        return self.driver.find_element(By.XPATH, f"//a[normalize-space()='{text}']")

    def text(self) -> str:
        return str(self.find("body").text)

    def wait(self, condition: Callable[[webdriver.Chrome], T], seconds: float = 30) -> T:
        try:
            wait = WebDriverWait(self.driver, seconds, ignored_exceptions=(StaleElementReferenceException,))
            return wait.until(condition)
        except TimeoutException:
            self.screenshot("timeout")
            raise

    def wait_text(self, text: str) -> None:
        self.wait(lambda d: text in _body_text(d))

    def screenshot(self, name: str) -> Path:
        path = artefacts_dir() / f"{name}.png"
        height = self.driver.execute_script("return document.documentElement.scrollHeight")
        self.driver.set_window_size(1280, max(700, min(int(height) + 40, 2400)))
        self.driver.save_screenshot(str(path))
        self.driver.set_window_size(1280, 1000)
        return path

    def collect_requests(self) -> list[str]:
        """Every URL the pages asked for since the last call (from Chrome's performance log)."""
        for entry in self.driver.get_log("performance"):
            message = json.loads(entry["message"])["message"]
            if message["method"] in ("Network.requestWillBeSent", "Network.webSocketCreated"):
                params = message["params"]
                url = params.get("request", {}).get("url") or params.get("url", "")
                self.requested.append(url)
        return self.requested

    def foreign_requests(self) -> list[str]:
        """Requests to anything but the service (data: URLs and the like are no request)."""
        service = urlsplit(self.base_url).netloc
        foreign = []
        for url in self.collect_requests():
            parts = urlsplit(url)
            if parts.scheme in LOCAL_SCHEMES:
                continue
            if parts.scheme not in ("http", "https") or parts.netloc != service:
                foreign.append(url)
        return foreign

    def reset(self) -> None:
        """Signed out, with no cookie of any path (delete_all_cookies sees only the current page's)."""
        self.driver.execute_cdp_cmd("Network.clearBrowserCookies", {})
        self.collect_requests()
        self.requested.clear()

    def quit(self) -> None:
        self.driver.quit()
        shutil.rmtree(self.profile, ignore_errors=True)


def launch(base_url: str) -> Browser:
    # Set by `make pytest` only, with its reason, where it could not install Chromium (not root).
    if reason := os.environ.get("MC_SKIP_BROWSER_TESTS"):
        pytest.skip(f"browser tests skipped: {reason}")
    if not (os.access(CHROMIUM, os.X_OK) and os.access(CHROMEDRIVER, os.X_OK)):
        pytest.fail(f"headless Chromium is missing: {INSTALL_HINT}", pytrace=False)
    profile = Path(tempfile.mkdtemp(prefix="mc-chromium-"))
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in FLAGS:
        options.add_argument(flag)
    options.add_argument(f"--user-data-dir={profile}")
    options.set_capability("goog:loggingPrefs", {"performance": "ALL"})
    service = Service(executable_path=CHROMEDRIVER)
    for attempt in range(3):
        try:
            driver = webdriver.Chrome(service=service, options=options)
            break
        except Exception:
            if attempt == 2:
                shutil.rmtree(profile, ignore_errors=True)
                raise
            time.sleep(1)
    driver.set_page_load_timeout(60)
    return Browser(driver, base_url, profile)


def _body_text(driver: webdriver.Chrome) -> str:
    """The page's text, or "" while a navigation replaces the document: Chromium then answers a read of
    the old body with "Node with given id does not belong to the document" (a CI run failed on it after
    a form's submit), which is a page not loaded yet, not a failure; a real one still times out."""
    try:
        return str(driver.find_element(By.TAG_NAME, "body").text)
    except WebDriverException as exc:
        if isinstance(exc, StaleElementReferenceException) or "does not belong to the document" in str(exc):
            return ""
        raise
