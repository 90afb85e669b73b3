"""The audience screen: what spectators see, step by step through real games, in every
language: never a role before the end, nothing of the night before the morning, the host's
every action at once."""

from __future__ import annotations

import functools
import json
import math
import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QGuiApplication, QPainter
from PySide6.QtWidgets import QApplication

from mafia_desktop import i18n
from mafia_desktop.engine import Phase, commands as c, fold
from mafia_desktop.i18n import translate
from mafia_desktop.store.importing import read_record
from mafia_desktop.ui.audience.painting import Oval
from mafia_desktop.ui.audience.source import FedSource
from mafia_desktop.ui.audience.window import AudienceWindow
from mafia_desktop.ui.table.seatview import ROLE_WORDS, gone_words
from mafia_desktop.words import protocol as protocol_words
from mafia_desktop.words.audience import at_the_end
from mafia_desktop.words.table import ROLE_NAMES, ROLE_TITLES
from tests.engine.test_night import classic_first_night
from tests.real_games import POLEMICA

from .test_keys_and_timer import started

#: Every word for a role or a team the app has, by its context.
SECRET_WORDS = [
    *(("Wording", text) for text in (*ROLE_NAMES.values(), *ROLE_TITLES.values())),
    *(("SeatView", text) for text in ROLE_WORDS.values()),
    *(("ProtocolWords", text) for text in (*protocol_words.ROLE.values(), *protocol_words.ROLE_PLURAL.values(),
                                            "black", "red")),
    ("Answers", "BLACK"), ("Answers", "RED"),
]
LANGUAGES = ("en", "ru", "he", "lv")


def secret_words() -> set[str]:
    """The words in all four languages, lower case, each word of a phrase alone ("мирный
    житель")."""
    found = set()
    for language in LANGUAGES:
        i18n.install(language)
        for context, text in SECRET_WORDS:
            found |= {word.lower() for word in re.findall(r"[^\W\d_]+", translate(context, text))}
    i18n.install("en")
    return found


def said_secrets(text: str, secrets: set[str]) -> set[str]:
    """The secret words in ``text``, with their endings (Russian, Latvian) and prefixes (Hebrew)."""
    tokens = [token.lower() for token in re.findall(r"\w+", text)]
    hits = set()
    for word in secrets:
        stem = word[:-1] if len(word) >= 5 else word
        hebrew = any("\u0590" <= letter <= "\u05ff" for letter in word)
        if any(token.startswith(stem) or (hebrew and word in token) for token in tokens):
            hits.add(word)
    return hits


def real_334187() -> list:
    return read_record(json.loads((POLEMICA / "334187.json").read_text(encoding="utf-8"))).events


def classic_nights() -> list:
    """A classic table's nights: the doctor saves the victim (the engine's morning says
    "the doctor saved"), the commissar finds a black player, then a kill."""
    t = classic_first_night()
    t.night(3, doctor=3, mistress=1, commissar=2)
    t.next()
    t.night(4, doctor=1, mistress=1, commissar=8)
    t.run(c.next_turn, now=t.tick())
    return t.game.events


class Seen:
    """Every text the window draws (through QPainter.drawText), and those it exposes."""

    def __init__(self, monkeypatch) -> None:
        self.drawn: list[str] = []
        original = QPainter.drawText

        def recording(painter, *args):
            self.drawn += [arg for arg in args if isinstance(arg, str)]
            return original(painter, *args)
        monkeypatch.setattr(QPainter, "drawText", recording)

    def of(self, window: AudienceWindow) -> list[str]:
        self.drawn = []
        window.grab()
        access = QAccessible.queryAccessibleInterface(window)
        exposed = [window.windowTitle(), window.toolTip(), window.accessibleName(), window.accessibleDescription(),
                   window.statusTip(), window.whatsThis()]
        if access is not None:
            exposed += [access.text(QAccessible.Text.Name), access.text(QAccessible.Text.Description)]
        return [text for text in self.drawn + exposed if text]


@pytest.fixture
def screen(qtbot):
    source = FedSource(clock=lambda: 1000.0)
    window = AudienceWindow(source)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    return source, window


@pytest.mark.slow
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("log", [real_334187, classic_nights], ids=["334187", "classic"])
def test_no_role_is_shown_before_the_end(screen, monkeypatch, language, log):
    events = log()
    secrets = secret_words()
    # A text drawn at every step (a seat's nickname, a caption) is looked through once.
    said = functools.cache(lambda text: said_secrets(text, secrets))
    source, window = screen
    seen = Seen(monkeypatch)
    i18n.install(language)
    try:
        ended_at = None
        for n in range(1, len(events) + 1):
            state = fold(events[:n], check=False)
            source.show("game", state)
            if at_the_end(state):
                ended_at = n
                break
            texts = seen.of(window)
            assert texts, f"step {n}: nothing drawn"
            leaks = {text: said(text) for text in texts}
            assert not any(leaks.values()), f"step {n} ({state.step}): {leaks}"
            assert all(view.role is None and not view.black for view in window.scene.seats), f"step {n}"
        if log is real_334187:   # the end: the winner, then every role on its seat
            assert ended_at is not None
            texts = " ".join(seen.of(window))
            assert said_secrets(texts, secrets) and not any(view.role for view in window.scene.seats)
            source.show("game", fold(events, check=False))
            assert all(view.role is not None for view in window.scene.seats)
            assert {"don", "mafia", "sheriff"} <= said_secrets(" ".join(seen.of(window)), secrets) or \
                language != "en"
    finally:
        i18n.install("en")


@pytest.mark.parametrize("log", [real_334187, classic_nights], ids=["334187", "classic"])
def test_the_night_shows_nothing_until_the_morning(screen, monkeypatch, log):
    events = log()
    source, window = screen
    seen = Seen(monkeypatch)
    nights = 0
    dusk = None
    for n in range(1, len(events) + 1):
        state = fold(events[:n], check=False)
        source.show("game", state)
        if state.phase is not Phase.NIGHT or state.night.resolved:
            dusk = None
            continue
        if dusk is None:   # the night's first step: the table as the day left it
            dusk, nights = state, nights + 1
        # Only the night's name, the game's labels and the seats as they were at dusk.
        seats = {text for seat in dusk.seats for text in (str(seat.number), seat.nickname)}
        seats |= {view_text for view in window.scene.seats if view.status != "alive"
                  for view_text in (gone_words(view.status, view.left_when),)}
        seen.of(window)
        drawn = set(seen.drawn)
        assert drawn - seats == {window.scene.phase, window.scene.caption} - {""}, f"step {n}"
        assert [view.status for view in window.scene.seats] == \
            ["alive" if seat.alive else seat.left.how.value for seat in dusk.seats], f"step {n}"
        assert not any(view.selected or view.speaking or view.answer or view.voted_for or view.nominee
                       for view in window.scene.seats), f"step {n}"
        morning = fold(events[:n + 1], check=False)
        if morning.phase is Phase.DAY and morning.nights and morning.nights[-1].victim is not None:
            victim = morning.nights[-1].victim
            source.show("game", morning)   # the morning says who was killed
            assert window.scene.seats[victim - 1].status == "killed"
            assert any(f"seat {victim} was killed" in line for line in window.scene.lines)
    assert nights >= 2


def test_a_night_without_a_kill_is_said_without_naming_the_doctor(screen):
    events = classic_nights()
    source, window = screen
    saved = next(n for n in range(1, len(events) + 1) if fold(events[:n], check=False).phase is Phase.DAY
                 and fold(events[:n], check=False).round == 2)
    for n in range(1, saved + 1):
        source.show("game", fold(events[:n], check=False))
    assert "Night 1: nobody was killed" in window.scene.lines
    assert not any("doctor" in text.lower() or "commissar" in text.lower() for text in window.scene.texts())


def test_the_audience_screen_follows_the_host_live(qtbot, window, clock):
    host = started(qtbot, window)   # day 1, seat 1 speaks, his timer running
    assert window.audience_action.isEnabled() and window.audience_action.shortcut().toString() == "Ctrl+Shift+A"
    window.audience_action.trigger()
    audience = window.audience
    assert audience is not None and audience.isVisible()
    qtbot.addWidget(audience)
    qtbot.wait(400)
    assert QApplication.activeWindow() is window   # the host's keys stay with the table
    assert audience.scene.headline == "Seat 1 speaks" and audience.scene.timer == "1:00"
    qtbot.keyClick(window, Qt.Key.Key_7)                  # seat 1 nominates seat 7
    assert audience.scene.nominees == "Nominees: 7"
    clock.now += 12
    qtbot.waitUntil(lambda: audience.scene.timer == "0:48", timeout=2000)   # the clock, ticking
    qtbot.keyClick(window, Qt.Key.Key_F)
    qtbot.keyClick(window, Qt.Key.Key_Return)             # a foul for the speaker
    assert audience.scene.seats[0].fouls == 1
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)   # undo
    assert audience.scene.seats[0].fouls == 0
    qtbot.keyClick(window, Qt.Key.Key_Return)             # Next: seat 2 has the floor
    assert audience.scene.headline == "Seat 2 speaks" and audience.scene.speaker == host.state.seat(2).nickname
    window.audience_action.trigger()                      # opened again: the same window
    assert window.audience is audience


def test_one_screen_gives_a_window_that_f11_and_escape_take_full_screen_and_back(qtbot, screen):
    _, window = screen
    window.show_beside(QGuiApplication.primaryScreen())
    assert len(QGuiApplication.screens()) == 1 and window.isVisible() and not window.isFullScreen()
    qtbot.keyClick(window, Qt.Key.Key_F11)
    assert window.isFullScreen()
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not window.isFullScreen()


def test_hebrew_reads_right_to_left(screen):
    _, window = screen
    i18n.install("he")
    try:
        assert window.layoutDirection() == Qt.LayoutDirection.RightToLeft
        assert QApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
    finally:
        i18n.install("en")


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (1024, 768), (800, 600)])
@pytest.mark.parametrize("count", [9, 10, 12, 13])
def test_the_seats_on_the_oval_never_touch_and_stay_on_the_screen(size, count):
    oval = Oval(*size, count)
    spots = oval.spots()
    assert [spot.number for spot in spots] == list(range(1, count + 1))
    assert abs(spots[0].x - size[0] / 2) < 1 and spots[0].y < size[1] / 2   # seat 1 at the top
    assert spots[count // 4].x > size[0] / 2                                 # then clockwise
    for spot in spots:
        assert spot.radius <= spot.x <= size[0] - spot.radius and spot.radius * 1.3 <= spot.y <= size[1] - spot.radius
    for one in spots:
        for other in spots:
            if one is not other:
                assert ((one.x - other.x) ** 2 + (one.y - other.y) ** 2) ** 0.5 > 2 * one.radius
    top, bottom = oval.middle()
    assert bottom - top > size[1] * 0.25 and oval.clear_width(size[1] / 2, size[1] / 2) > size[0] * 0.4


@pytest.mark.parametrize("size", [(1920, 1080), (2560, 1080), (3440, 1440), (1280, 800), (1080, 1920), (1024, 576),
                                  (1024, 640), (1280, 720)])
@pytest.mark.parametrize("count", [7, 10, 13])
def test_the_table_in_the_middle_cuts_through_no_seat(size, count):
    """Issues 29 and 38: the table's oval clear of each seat all round, its ends and between,
    and of each seat's foul marks and badges (at 1024×576 the "#2" badge and the marks of
    seats 4 to 8 lay on the table and its words)."""
    from mafia_desktop.ui.audience.painting import REACH
    oval = Oval(*size, count)
    a, b = oval.table_axes()
    edge = [(size[0] / 2 + a * math.cos(math.pi * i / 1000), size[1] / 2 + b * math.sin(math.pi * i / 1000))
            for i in range(2000)]
    for spot in oval.spots():
        assert min(math.hypot(spot.x - x, spot.y - y) for x, y in edge) > spot.radius * (REACH - 0.05)
    assert a > oval.axes()[0] * 0.5 and b > oval.axes()[1] * 0.3   # still a table, not a dot
    top, bottom = oval.middle()
    half = oval.clear_width(top, bottom) / 2
    assert half > 0
    for x, y in ((size[0] / 2 + half, top), (size[0] / 2 - half, bottom)):   # the words on the table
        assert ((x - size[0] / 2) / a) ** 2 + ((y - size[1] / 2) / b) ** 2 <= 1.0001
