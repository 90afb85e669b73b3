"""A refusal or a failure, in the host's words: what every room shows in its message boxes."""

from __future__ import annotations

from mafia_desktop.engine.errors import reason
from mafia_desktop.i18n import message_text


def error_words(error: BaseException) -> str:
    """Any error of ours (the rules', the archive's, a record's, the hall's: every one a
    ``MafiaError``) in the host's language; anything else in the words it came with."""
    return message_text(reason(error))
