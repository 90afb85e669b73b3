"""What the stream's overlay says beyond the audience screen's words: the night's actions,
for viewers only, when the streamer shows them the roles (behind the stream's delay).

Plain functions of the state (no widgets). Nothing here is ever called with the roles
off: the overlay's frame (``ui.overlay.frame``) leaves this out whole.
"""

from __future__ import annotations

from mafia_desktop.engine import Phase, State
from mafia_desktop.engine.state import Check, Night
from mafia_desktop.i18n import QT_TRANSLATE_NOOP, translate

_SHOT = QT_TRANSLATE_NOOP("Overlay", "The mafia shot seat {seat}")
_MISSED = QT_TRANSLATE_NOOP("Overlay", "The mafia missed")
_CHECKS = {
    "don_check": (QT_TRANSLATE_NOOP("Overlay", "The don checked seat {seat}: the sheriff"),
                  QT_TRANSLATE_NOOP("Overlay", "The don checked seat {seat}: not the sheriff")),
    "sheriff_check": (QT_TRANSLATE_NOOP("Overlay", "The sheriff checked seat {seat}: black"),
                      QT_TRANSLATE_NOOP("Overlay", "The sheriff checked seat {seat}: red")),
    "commissar_check": (QT_TRANSLATE_NOOP("Overlay", "The commissar checked seat {seat}: black"),
                        QT_TRANSLATE_NOOP("Overlay", "The commissar checked seat {seat}: not black")),
}


def night_actions(state: State) -> list[str]:
    """The night now (or the last one, through the next day): who the mafia shot, what each
    check found, as far as the night has gone."""
    if not state.nights or state.phase not in (Phase.NIGHT, Phase.DAY):
        return []
    night: Night = state.nights[-1]
    if night.round == 0:
        return []
    lines = []
    if night.shots is not None:
        targets = {target for _, target in night.shots}
        lines.append(translate("Overlay", _SHOT).format(seat=targets.pop())
                     if len(targets) == 1 and None not in targets else translate("Overlay", _MISSED))
    for field, (yes, no) in _CHECKS.items():
        check: Check | None = getattr(night, field)
        if check is not None and check.seat is not None and check.answer is not None:
            lines.append(translate("Overlay", yes if check.answer else no).format(seat=check.seat))
    return lines
