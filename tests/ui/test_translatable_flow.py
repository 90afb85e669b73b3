"""Nothing the host reads at the table bypasses translation: with a translator that marks
every text it is asked for («…»), the flow panel's phase, headline, details, next step and
buttons, the map's centre, the replay's words and a refusal all come out marked."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTranslator

from mafia_desktop.engine import StepKind

from bench.clicking_host import ClickingHost

from .test_full_games import NAMES, SPORT_CARDS


class Marking(QTranslator):
    """Translates every text of every context into itself between « and »."""

    def __init__(self) -> None:
        super().__init__()
        self.asked: set[tuple[str, str]] = set()

    def translate(self, context, source, disambiguation=None, n=-1):
        self.asked.add((context, source))
        return f"«{source}»"

    def isEmpty(self) -> bool:   # noqa: N802 (Qt's name)
        return False


@pytest.fixture
def marking(qapp):
    translator = Marking()
    assert qapp.installTranslator(translator)
    yield translator
    qapp.removeTranslator(translator)


def marked(text: str) -> bool:
    return text.startswith("«") and text.endswith("»")


def check_the_panel(window) -> None:
    panel = window.panel
    step = window.controller.state.step
    where = f"at {step}"
    assert marked(panel.phase.text()), f"phase {panel.phase.text()!r} {where}"
    if panel.card.isVisibleTo(panel):   # a checker's answer: the whole panel
        for label in (panel.card_heading, panel.card_answer, panel.card_sign, panel.go_on):
            assert marked(label.text()), f"{label.objectName()} {label.text()!r} {where}"
    else:
        assert marked(panel.headline.text()), f"headline {panel.headline.text()!r} {where}"
        for line in filter(None, panel.details.text().split("\n") + panel.announcement.text().split("\n")):
            assert marked(line), f"detail or announcement {line!r} {where}"
        if panel.upcoming.text():
            assert marked(panel.upcoming.text()), f"upcoming {panel.upcoming.text()!r} {where}"
        assert panel.buttons, f"no buttons {where}"
        for key, button in panel.buttons.items():   # the label; the key beside it ("[Enter]") too
            assert marked(button.accessibleName()), f"button {key}: {button.text()!r} {where}"
            shown = button.text().removeprefix(button.accessibleName()).strip()
            assert not shown or marked(shown.strip("[]")) or len(shown.strip("[]")) == 1, \
                f"button {key}'s key: {shown!r} {where}"
    assert all(marked(line) for line in window.seat_map.centre_lines), window.seat_map.centre_lines


def test_the_table_speaks_only_through_translations(qtbot, marking, window):
    host = ClickingHost(qtbot, window, seed=2)
    host.new_game("sport", NAMES, cards=SPORT_CARDS)
    shot = 4

    def quiet(h: ClickingHost) -> None:      # nobody nominated on day 1: night falls
        h.button("next")

    def hit(h: ClickingHost) -> None:
        h.seat(shot)

    def tap_then_next(h: ClickingHost) -> None:   # taps that count (and a shown check answer)
        target = next(s for s in h.state.living() if s != h.state.step.seat)
        h.seat(target)
        check_the_panel(window)

    choose = {StepKind.SPEECH: quiet, StepKind.SHOT: hit,
              StepKind.SHERIFF_CHECK: tap_then_next, StepKind.DON_CHECK: tap_then_next}
    seen = set()
    state = window.controller.state
    while not (state.phase.value == "day" and state.round == 2 and state.step.kind is StepKind.SPEECH):
        assert host.clicks < 60, f"stuck at {state.step}"
        check_the_panel(window)
        seen.add(state.step.kind)
        host.play_step(choose)
        state = window.controller.state
    assert {StepKind.SPEECH, StepKind.SHOT, StepKind.DON_CHECK, StepKind.SHERIFF_CHECK} <= seen
    assert not state.seat(shot).alive
    check_the_panel(window)                   # day 2: the morning's news among the details
    assert any(line.startswith("«Morning: ") for line in window.panel.details.text().split("\n"))

    # A tap on the seat that left: the engine refuses, in the host's language.
    host.seat(shot)
    message = window.panel.message
    assert message.isVisible() and marked(message.text()), message.text()
    assert window.controller.state.ballot() == []

    # A tap that counts: the nomination's words on the panel are translated too.
    host.seat(next(s for s in state.living() if s != state.step.seat))
    check_the_panel(window)
    assert any(context == "Wording" for context, _ in marking.asked)
    assert any(context == "Intents" for context, _ in marking.asked)


def test_the_replay_and_its_log_speak_only_through_translations(qtbot, marking, window, archive):
    host = ClickingHost(qtbot, window, seed=2)
    host.new_game("sport", NAMES, cards=SPORT_CARDS)
    for _ in range(6):
        host.button("next")
    game_id = window.controller.game_id

    from mafia_desktop.ui.archive.replay_page import ReplayPage
    page = ReplayPage(archive)
    qtbot.addWidget(page)
    page.open(game_id)
    lines = [page.log.item(i).text() for i in range(page.log.count())]
    assert lines and all(marked(line) for line in lines), lines
    for label in (page.step_title, page.now_title, page.subtitle):
        assert marked(label.text()), label.text()
    for button in (page.roles_button, page.resume_button, page.first_button, page.last_button):
        assert marked(button.text()), button.text()


def test_right_to_left_the_map_is_not_mirrored_and_nicknames_keep_their_direction(qapp):
    # Hebrew turns the window right to left; the table keeps its numbering, each nickname
    # reads in its own script's direction, and the clock stays "-0:05" (not "0:05-").
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QColor, QImage, QPainter, QPalette

    from mafia_desktop.ui.table.seatmap import paint_seat_map
    from mafia_desktop.ui.table.seatview import SeatView

    names = ["2 Anna", "דנה", "Дмитрий", "Anna 2", "דני 3", "3 דני", "Ģirts", "#1 Eve"]
    views = [SeatView(number=n, nickname=name, fouls=0, status="alive")
             for n, name in enumerate(names, start=1)]

    def painted(direction: Qt.LayoutDirection, timer: str) -> QImage:
        image = QImage(600, 600, QImage.Format.Format_RGB32)
        image.fill(QColor("white"))
        with QPainter(image) as painter:
            painter.setLayoutDirection(direction)
            paint_seat_map(painter, QRectF(0, 0, 600, 600), QPalette(), views, ["Day 2", "Seat 4 speaks"],
                           timer, "over")
        return image

    rtl, ltr = Qt.LayoutDirection.RightToLeft, Qt.LayoutDirection.LeftToRight
    assert painted(rtl, "") == painted(ltr, "")
    # The clock is centred from the other side: its glyphs may land a fraction of a pixel
    # apart (antialiasing), but "0:05-" would differ everywhere.
    images = [painted(direction, "-0:05") for direction in (rtl, ltr)]   # kept while their bits are read
    a, b = (bytes(image.constBits()) for image in images)
    far_apart = sum(abs(x - y) > 128 for x, y in zip(a, b))   # colour channels
    assert far_apart < 150
