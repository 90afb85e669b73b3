"""A refusal or a failure, in the host's words: what every room shows in its message boxes."""

from __future__ import annotations

from mafia_desktop.i18n import message_text


def error_words(error: BaseException) -> str:
    """An archive's or the engine's refusal in the host's language; anything else as it is."""
    from mafia_desktop.engine import RuleViolation
    from mafia_desktop.store import ArchiveError
    if isinstance(error, (ArchiveError, RuleViolation)):
        return message_text(error.message)
    return str(error)
