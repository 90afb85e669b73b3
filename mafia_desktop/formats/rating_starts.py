"""A club's starting ratings, from a CSV file: ``nickname, overall, red, black`` a line (a
header line of those names may come first), so that the club's table goes on from the
rating service's. A file with anything wrong in it is refused whole, naming the line, and
nothing changes."""

from __future__ import annotations

import csv
import io
import math
from pathlib import Path

from mafia_desktop.engine.rating import Rating
from mafia_desktop.store.errors import ArchiveError
from mafia_desktop.formats.limits import MAX_NICKNAME, FieldError, text

COLUMNS = ("nickname", "overall", "red", "black")
#: A club's players are some thousands; the service's whole table some tens of thousands.
MAX_BYTES = 8 * 1024 * 1024
MAX_PLAYERS = 200_000
#: Far beyond any rating the service has given (its best are some hundreds).
MAX_RATING = 1e6


def read_file(path: Path) -> dict[str, Rating]:
    """Nickname → starting rating, as the file says."""
    try:
        if path.stat().st_size > MAX_BYTES:
            raise ArchiveError("{file} is larger than {limit} MB: not a file of starting ratings", file=path,
                               limit=MAX_BYTES // 2**20)
        data = path.read_bytes()
    except OSError as error:
        raise ArchiveError("{file} cannot be read ({error})", file=path, error=error.strerror or str(error)) from None
    try:
        content = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise ArchiveError("{file} is not a UTF-8 text file", file=path) from None
    return read_text(content, path)


def read_text(content: str, where: Path | str) -> dict[str, Rating]:
    starts: dict[str, Rating] = {}
    seen: dict[str, int] = {}
    rows = csv.reader(io.StringIO(content, newline=""))
    try:
        for line, row in enumerate(rows, start=1):
            if not row or all(not cell.strip() for cell in row):
                continue
            if line == 1 and [cell.strip().casefold() for cell in row] == list(COLUMNS):
                continue
            nickname, rating = _row(row, line, where)
            if nickname.casefold() in seen:
                raise ArchiveError("{file} line {line}: {name} is on line {first} already", file=where, line=line,
                                   name=nickname, first=seen[nickname.casefold()])
            seen[nickname.casefold()] = line
            starts[nickname] = rating
            if len(starts) > MAX_PLAYERS:
                raise ArchiveError("{file} has more than {limit} players", file=where, limit=MAX_PLAYERS)
    except csv.Error as error:
        raise ArchiveError("{file} is not a CSV file ({error})", file=where, error=str(error)) from None
    if not starts:
        raise ArchiveError("{file} has no starting ratings (a line a player: nickname, overall, red, black)",
                           file=where)
    return starts


def _row(row: list[str], line: int, where: Path | str) -> tuple[str, Rating]:
    if len(row) != len(COLUMNS):
        raise ArchiveError("{file} line {line}: {count} values; a line is nickname, overall, red, black",
                           file=where, line=line, count=len(row))
    try:
        nickname = text(row[0], MAX_NICKNAME, "the nickname")
    except FieldError as error:
        raise ArchiveError("{file} line {line}: {problem}", file=where, line=line, problem=error.message) from None
    if not nickname:
        raise ArchiveError("{file} line {line}: the nickname is empty", file=where, line=line)
    numbers = []
    for name, cell in zip(COLUMNS[1:], row[1:]):
        try:
            number = float(cell.strip())
        except ValueError:
            number = math.nan
        if not math.isfinite(number) or abs(number) > MAX_RATING:
            raise ArchiveError("{file} line {line}: the {column} rating {value!r} is not a rating (a number, "
                               "at most a million either way)", file=where, line=line, column=name,
                               value=cell.strip()[:40])
        numbers.append(number)
    return nickname, Rating(*numbers)
