"""What can go wrong with an archive file, in words for the host."""

from __future__ import annotations

from typing import Any

from mafia_desktop.engine.errors import Message


class ArchiveError(Exception):
    """The archive cannot be used as asked; the file was not changed.

    Like the engine's refusals, it carries a translatable ``message``:
    ``ArchiveError("No game {game} in this archive", game=game_id)``."""

    def __init__(self, template: str | Message = "", **args: Any) -> None:
        self.message = template if isinstance(template, Message) else Message(template, **args)
        super().__init__(str(self.message))


def reason(error: BaseException) -> Message | str:
    """What went wrong, to put inside another message: a refusal's own Message (translated
    with it), else the error's text (a system error's words, as the system gave them)."""
    message = getattr(error, "message", None)
    if isinstance(message, Message):
        return message
    if len(error.args) == 1 and isinstance(error.args[0], Message):
        return error.args[0]
    return str(error)


class NotAnArchive(ArchiveError):
    """Random bytes, or another program's SQLite file."""


class ArchiveTooNew(ArchiveError):
    """Written by a newer version of the app."""


class ArchiveBusy(ArchiveError):
    """Another mafia-desktop process is writing to this archive."""


class UnknownGame(ArchiveError):
    """No game with that id in this archive."""
