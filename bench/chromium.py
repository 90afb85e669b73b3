"""A real browser for the overlay's tests and bench: Debian's Chromium, headless, through
its chromedriver and selenium. Missing, ``Chromium()`` raises ``NoBrowser``, which says how
to install it; the tests fail with it, never skipped (CI's .ci/run installs it).

The overlay's server runs on the Qt event loop of the test's own thread, so every call into
the browser runs in a thread of its own while Qt's loop turns here.
"""

from __future__ import annotations

import shutil
import tempfile
import threading
import time

from PySide6.QtCore import QCoreApplication

INSTALL = "apt-get update && apt-get install -y chromium chromium-driver"
#: A quiet Chromium: nothing of its own on the network, nothing kept between runs.
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-dev-shm-usage", "--hide-scrollbars", "--force-device-scale-factor=1"]

#: What a page shows, read from its elements (not from the frames it received).
SHOWN = """
const text = (id) => { const node = document.getElementById(id);
  return node.classList.contains('hidden') ? '' : node.textContent; };
return {
  seq: window.drawn || 0, dir: document.documentElement.dir, lang: document.documentElement.lang,
  phase: text('phase'), headline: text('headline'), speaker: text('speaker'), clock: text('clock'),
  nominees: text('nominees'), caption: text('caption'),
  lines: [...document.querySelectorAll('#lines li')].map((li) => li.textContent),
  night: [...document.querySelectorAll('#night li')].map((li) => li.textContent),
  tally: [...document.querySelectorAll('#tally li')].map((li) => [li.textContent, li.className === 'current']),
  cards: [...document.querySelectorAll('.card')].map((card) => ({
    number: +card.dataset.seat, nickname: card.querySelector('.nickname').textContent,
    fouls: card.querySelector('.fouls').textContent.length,
    gone: card.querySelector('.gone') ? card.querySelector('.gone').textContent : '',
    role: card.querySelector('.role') ? card.querySelector('.role').textContent : '',
    speaking: card.classList.contains('speaking'), nominee: card.classList.contains('nominee'),
    left: card.classList.contains('left')})),
};
"""


class NoBrowser(RuntimeError):
    """No Chromium or no chromedriver here: the message says how to get them."""


def turn_qt_while(work, *, timeout: float = 30.0):
    """Run ``work()`` in a thread, Qt's events processed meanwhile; its result (or its error)."""
    result, error = [], []

    def run() -> None:
        try:
            result.append(work())
        except BaseException as caught:   # raised again here, in the test's thread
            error.append(caught)
    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    deadline = time.monotonic() + timeout
    while thread.is_alive():
        QCoreApplication.processEvents()
        time.sleep(0.002)
        if time.monotonic() > deadline:
            raise TimeoutError("the browser did not answer in time")
    if error:
        raise error[0]
    return result[0] if result else None


class Chromium:
    """One headless Chromium with a fresh profile, 1920×1080 as OBS's browser source."""

    def __init__(self, *, width: int = 1920, height: int = 1080) -> None:
        browser, driver = shutil.which("chromium"), shutil.which("chromedriver")
        if browser is None or driver is None:
            raise NoBrowser(f"The overlay's browser tests need Debian's Chromium and its driver: {INSTALL}")
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
        self.profile = tempfile.mkdtemp(prefix="overlay-chromium-")
        options = webdriver.ChromeOptions()
        options.binary_location = browser
        for flag in FLAGS + [f"--user-data-dir={self.profile}", f"--window-size={width},{height}"]:
            options.add_argument(flag)
        self.driver = turn_qt_while(lambda: webdriver.Chrome(service=Service(executable_path=driver),
                                                             options=options))
        # The page itself 1920×1080 (the window's frame would take some), over nothing:
        # a screenshot is transparent where the camera would show through.
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                    {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
        self.driver.execute_cdp_cmd("Emulation.setDefaultBackgroundColorOverride",
                                    {"color": {"r": 0, "g": 0, "b": 0, "a": 0}})

    def open(self, url: str) -> None:
        turn_qt_while(lambda: self.driver.get(url))

    def shown(self) -> dict:
        return self.script(SHOWN)

    def script(self, code: str):
        # Qt's loop turns meanwhile too: whatever the page waits for from the app's server
        # (a file, the feed's handshake) is answered, never left for the driver's timeout.
        return turn_qt_while(lambda: self.driver.execute_script(code))

    def script_async(self, code: str, *args):
        """``code`` run with ``args`` until it calls its last argument back (a fetch, a timer)."""
        return turn_qt_while(lambda: self.driver.execute_async_script(code, *args))

    def wait_for(self, seq: int, *, timeout: float = 5.0) -> dict:
        """What the page shows once it has drawn frame ``seq`` (or a later one)."""
        deadline = time.monotonic() + timeout
        while True:
            QCoreApplication.processEvents()
            shown = self.shown()
            if shown["seq"] >= seq:
                return shown
            if time.monotonic() > deadline:
                raise AssertionError(f"the page still shows frame {shown['seq']}, not {seq}")
            time.sleep(0.003)

    def screenshot(self, path) -> None:
        turn_qt_while(lambda: self.driver.save_screenshot(str(path)))

    def quit(self) -> None:
        turn_qt_while(self.driver.quit)
        shutil.rmtree(self.profile, ignore_errors=True)
