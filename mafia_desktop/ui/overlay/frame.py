"""What an overlay page receives: one JSON frame for the table as it is now, made from the
audience screen's ``Scene`` (``scene_of``) so that the overlay and the screen say the same
words, in the app's language (and its direction: right to left in Hebrew).

With the roles off the frame is the scene alone: no role before the end (the scene hides
them), no night action at all (the keys are not there, not merely empty). With the roles on
(viewers only, behind the stream's delay) each seat carries its role and the frame the
night's actions (``words.overlay.night_actions``).

``look`` is the streamer's choice of font size and layout, ``photos`` each seat's photo by
its version (the page asks the server for ``/photo/SEAT?v=VERSION``); a seat without one
shows a placeholder.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence

from mafia_desktop.engine import State
from mafia_desktop.i18n import RIGHT_TO_LEFT, current_language, translate
from mafia_desktop.words.overlay import night_actions

from mafia_desktop.ui.audience.scene import Scene, scene_of
from mafia_desktop.ui.table.seatview import ROLE_WORDS, SeatView, gone_words


def frame_of(state: State | None, seconds: float | None, said: Sequence[str] = (), *, roles: bool = False,
             look: Mapping[str, object] | None = None, photos: Mapping[int, str] | None = None) -> dict:
    """The frame for ``state`` (as ``scene_of``); ``roles``: the streamer shows viewers the roles;
    ``look``: the page's font scale and layout; ``photos``: the seats' photos' versions."""
    scene = scene_of(state, seconds, said)
    frame = _scene_frame(scene)
    if look:
        frame["look"] = dict(look)
    for card in frame["seats"]:
        if photos and card["number"] in photos:
            card["photo"] = photos[card["number"]]
    if roles and state is not None and state.ruleset is not None:
        for seat, card in zip(state.seats, frame["seats"]):
            if seat.role is not None:
                card["role"] = translate("SeatView", ROLE_WORDS[seat.role])
                card["black"] = seat.role.is_black
        frame["night"] = night_actions(state)
    return frame


def _scene_frame(scene: Scene) -> dict:
    language = current_language()
    return {
        "lang": language, "dir": "rtl" if language in RIGHT_TO_LEFT else "ltr",
        "caption": scene.caption, "phase": scene.phase, "headline": scene.headline,
        "speaker": scene.speaker, "timer": scene.timer, "timer_state": scene.timer_state,
        "nominees": scene.nominees, "tally": [[text, current] for text, current in scene.tally],
        "lines": list(scene.lines), "seats": [_card(view) for view in scene.seats],
    }


def _card(view: SeatView) -> dict:
    card = {"number": view.number, "nickname": view.nickname, "fouls": view.fouls, "status": view.status,
            "gone": gone_words(view.status, view.left_when) if view.status != "alive" else "",
            "speaking": view.speaking, "nominee": view.nominee, "voted_for": view.voted_for,
            "selected": view.selected}
    if view.role is not None:   # only once the scene reveals it (the end)
        card["role"], card["black"] = view.role_word, view.black
    return card


def encoded(frame: dict) -> str:
    """The frame as the page receives it: compact JSON, the letters as they are."""
    return json.dumps(frame, ensure_ascii=False, separators=(",", ":"))
