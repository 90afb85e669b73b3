"""A federation's archive for the scale bench: N games played by a few thousand players of
four alphabets at thirty clubs over ten years, some unfinished, some players renamed.

Games are random legal games (``mafia_desktop.engine.autoplay``) replayed with other people
at the table, written through ``Archive.create_game`` a batch per transaction, as an import does.
"""

from __future__ import annotations

import random
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

from mafia_desktop.engine import Game, PRESETS
from mafia_desktop.engine import events as ev
from mafia_desktop.engine.autoplay import RandomHost, random_ruleset
from mafia_desktop.store import Archive
from mafia_desktop.time_stamps import utc_stamp

_LATIN = ("Ann", "Bor", "Cid", "Dan", "Eva", "Fil", "Gus", "Hel", "Ivo", "Jan", "Kai", "Lev", "Mia", "Nik",
          "Ola", "Pit", "Rai", "Sam", "Tom", "Uma")
_CYRILLIC = ("Ёжик", "Баба", "Волк", "Гром", "Дым", "Жук", "Заря", "Иней", "Кит", "Лис")
_LATVIAN = ("Jānis", "Ģirts", "Ļena", "Šarlote", "Žanis")
_HEBREW = ("שרה", "דוד", "רות", "משה", "נועה")
#: Nickname stems; a number makes each a person ("Ann17", "Ёжик3").
STEMS = _LATIN + _CYRILLIC + _LATVIAN + _HEBREW
NICKNAMES = [f"{stem}{number}" for stem in STEMS for number in range(75)]
CLUBS = [f"{name} {kind}" for name in ("Rīga", "Tallinn", "Вильнюс", "Haifa", "Praha", "Köln")
         for kind in ("Mafia", "Club", "Лига", "Night", "Table")]
HOSTS = [f"Host {stem}" for stem in STEMS]
START = datetime(2016, 1, 1, 18, 0, tzinfo=timezone.utc)
#: Share of the games left unfinished, and players renamed after the build (found by old names).
UNFINISHED = 0.01
RENAMED = 20
BATCH = 500


def template_logs(count: int = 40) -> list[list]:
    """Random finished games of every ruleset, to be played again by other people."""
    logs = []
    for seed in range(count):
        rng = random.Random(seed)
        ruleset = random_ruleset(PRESETS[seed % len(PRESETS)], rng)
        logs.append(RandomHost(ruleset, rng, undo_rate=0.02, check_undo=False).play().events)
    return logs


def people(rng: random.Random, size: int) -> tuple[str, ...]:
    return tuple(rng.sample(NICKNAMES, size))


def build(path: Path, games: int, *, seed: int = 1) -> None:
    """Write ``games`` games into a new archive at ``path``; prints what it took."""
    logs = template_logs()
    rng = random.Random(seed)
    began = time.perf_counter()
    with Archive(path) as archive:
        for start in range(0, games, BATCH):
            with archive.batch():
                for number in range(start, min(games, start + BATCH)):
                    write_game(archive, logs[number % len(logs)], rng, number, games)
            if start and start % 20_000 == 0:
                print(f"  … {start} games written", flush=True)
        played = {name for (name,) in archive.conn.execute("SELECT nickname FROM players")}
        for old in rng.sample(NICKNAMES, RENAMED):
            if old in played:   # (every name is, but in a few games: the benches' smoke run)
                archive.rename_player(old, f"{old} (renamed)")
    print(f"built an archive of {games} games in {time.perf_counter() - began:.0f} s "
          f"({path.stat().st_size / 1e9:.2f} GB)", flush=True)


def write_game(archive: Archive, log: list, rng: random.Random, number: int, games: int) -> str:
    """The game ``log`` played again by other people, the ``number``-th of ``games`` in ten years."""
    created = log[0]
    labels = ev.GameLabelled(rng.choice(CLUBS), f"Season {2016 + number * 10 // games}",
                             str(rng.randint(1, 12)), str(rng.randint(1, 20)), rng.choice(HOSTS))
    events = [ev.GameCreated(created.ruleset, people(rng, len(created.nicknames))), labels, *log[1:]]
    if rng.random() < UNFINISHED:
        events = events[: len(events) // 2]
    played = START + timedelta(days=3652 * number / games, minutes=rng.randint(0, 240))
    at = [utc_stamp(played + timedelta(seconds=20 * step)) for step in range(len(events))]
    # The templates were checked when they were played: applied here, not checked again.
    return archive.create_game(events, at=at, game=Game(events, check=False))


def renamed(archive: Archive) -> list[str]:
    """The old names of renamed players (a search by any of them finds the player's games)."""
    return [alias for (alias,) in archive.conn.execute("SELECT alias FROM player_aliases ORDER BY alias")]
