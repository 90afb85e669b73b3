"""Games for the protocol tests, played with the engine tests' Table, and a PDF reader."""

from __future__ import annotations

import random
from pathlib import Path

from pypdf import PdfReader

from mafia_desktop.engine import Game, Role, StepKind, commands as c, preset
from mafia_desktop.engine.autoplay import RandomHost
from tests.engine.table import Table
from tests.engine.test_real_game_334187 import play_334187

#: One nickname per script the protocol must print: Latin, Latvian, Cyrillic, Hebrew.
NICKNAMES = {1: "Adrian", 2: "Žanis Ķēniņš", 3: "Ёжик в тумане", 4: "דני הגדול"}


def finished_334187(nicknames: dict[int, str] = NICKNAMES) -> Table:
    """The real game 334187 to its end (9's last word, then the win), labelled and renamed."""
    t = play_334187()
    t.next()
    t.run(c.end_game)
    t.run(c.label, club="Mafia Club Rīga", tournament="Autumn Cup", table="1", number="3",
          host="Jānis Bērziņš")
    for seat, nickname in nicknames.items():
        t.run(c.rename, seat=seat, nickname=nickname)
    return t


# Latvian, six seats: mafia 2, commissar 3, doctor 5.
LATVIAN_ROLES = {Role.MAFIA: 1, Role.COMMISSAR: 1, Role.DOCTOR: 1, Role.CIVILIAN: 3}
LATVIAN_DEAL = ["civilian", "mafia", "commissar", "civilian", "doctor", "civilian"]


def latvian_game() -> Table:
    """Day 1: 6 voted out. Night 1: the mafia kill 1, the commissar finds 2 black, the doctor
    guards 4. Day 2: 2 voted out, the town wins."""
    t = Table("latvian", roles=LATVIAN_ROLES, deal=LATVIAN_DEAL)
    t.to_day()
    t.next()                                                    # open talk
    t.speak({s: [6] if s != 6 else [1] for s in range(1, 7)})
    t.talk_through()
    t.vote({1: [6], 6: [1, 2, 3, 4, 5]})                       # 6 votes for 1: not himself (001)
    t.talk_through()
    t.night(1, commissar=2, doctor=4)
    t.talk_through(StepKind.LAST_WORD)
    t.next()
    t.speak({s: [2] if s != 2 else [3] for s in t.state.speakers_left()})
    t.talk_through()
    t.vote({2: [3, 4, 5]})
    t.talk_through(StepKind.LAST_WORD)
    t.run(c.end_game)
    return t


# Classic, nine seats: mafia 2 and 8, doctor 3, mistress 5, commissar 6.
CLASSIC_ROLES = {Role.MAFIA: 2, Role.DOCTOR: 1, Role.MISTRESS: 1, Role.COMMISSAR: 1,
                 Role.CIVILIAN: 4}
CLASSIC_DEAL = ["civilian", "mafia", "doctor", "civilian", "mistress", "commissar",
                "civilian", "mafia", "civilian"]


def classic_game() -> Table:
    """Night 1: the mafia shoot 1, the doctor guards 1 but the mistress visits the doctor, so
    1 dies; the commissar finds 2 black. Day 2: the host puts 2 to the vote, he leaves.
    Night 2: the doctor saves 4. Day 3: 8 leaves, the town wins."""
    t = Table("classic", roles=CLASSIC_ROLES, deal=CLASSIC_DEAL)
    t.to_day()
    t.next()                                                    # nobody put to the vote
    t.night(1, doctor=1, mistress=3, commissar=2)
    put_to_the_vote(t, 2)
    t.night(4, doctor=4, mistress=9, commissar=8)
    put_to_the_vote(t, 8)
    t.run(c.end_game)
    return t


def put_to_the_vote(t: Table, seat: int) -> None:
    """Classic day: the host puts ``seat`` to the vote and everybody else votes for him."""
    t.run(c.nominate, by=None, seat=seat)
    t.next()                                                    # the open talk ends
    t.vote({seat: [s for s in t.state.living() if s != seat]})


def mastermind_day_zero() -> Table:
    """Day 0 ends in the split; the night after it the mafia kill 3. Not finished."""
    t = Table("mastermind")
    t.to_day()
    t.speak({1: 1, 2: 5})
    t.run(c.split, seats=[1, 5])
    t.talk_through()
    t.night(3, don=8, sheriff=2)
    return t


def finished_mastermind_with_arrangement(seed: int = 3) -> Game:
    """The don's arrangement 3, 5, 1 on night 0, then a random host plays to the end."""
    rng = random.Random(seed)
    host = RandomHost(preset("mastermind"), rng, undo_rate=0, check_undo=False)
    host.game.run(c.deal_random, rng=rng)
    host.game.run(c.record_arrangement, seats=[3, 5, 1])
    return host.play()


def pdf_text(path: Path) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(path).pages)


def flat(text: str) -> str:
    """Text with line breaks and runs of spaces made single spaces (a cell wraps its lines)."""
    return " ".join(text.split())


def page_count(path: Path) -> int:
    return len(PdfReader(path).pages)
