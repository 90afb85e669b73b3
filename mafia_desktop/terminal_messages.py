"""Our words for the host on the terminal (an archive's, a record's, ...), in the language
chosen in the window's settings: without Qt where that can be read so."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from typing import Callable

from mafia_desktop.engine.errors import Message


def tell(message: Message | str) -> None:
    """``message`` on the standard error, after the program's name."""
    print(f"mafia-desktop: {words(message)}", file=sys.stderr)


def words(message: Message | str, language: str | None = None) -> str:
    """``language``: the one chosen in the settings if None (read each time: a command that
    says many things reads it once and gives it)."""
    with ExitStack() as speaking:
        return speaker(speaking, language)(message)


def speaker(speaking: ExitStack, language: str | None = None) -> Callable[[Message | str], str]:
    """Our words in ``language`` (None: the one chosen in the settings): without Qt where its
    settings and its translations can be read so (Linux: ``settings_file``, ``qm_translations``),
    else through Qt's translator, installed in ``speaking`` for its while."""
    from mafia_desktop import qm_translations, settings_file
    code = language or settings_file.saved_language()
    translations = qm_translations.translations(code) if code is not None else None
    if translations is not None:
        return lambda message: qm_translations.filled(message, translations.translate)
    from mafia_desktop.i18n import message_text   # Qt: +75 ms to every command
    speaking.enter_context(in_language(language))
    return message_text


@contextmanager
def in_language(code: str | None) -> Iterator[None]:
    """The protocols printed inside in ``code`` (None: the language chosen in the window's
    settings). Translations need a QCoreApplication: one is made for them if there is none
    (and shut down after). The language in use before is back afterwards."""
    from mafia_desktop import i18n, preferences   # Qt: +75 ms to every command
    before = i18n.current_language()
    code = code or preferences.saved_language()
    if i18n.is_installed(code):
        yield
        return
    from PySide6.QtCore import QCoreApplication   # +75 ms to every command
    made = None if QCoreApplication.instance() else QCoreApplication(["mafia-desktop"])
    app = QCoreApplication.instance()
    i18n.install(code, app)
    try:
        yield
    finally:
        i18n.install(before, app)
        if made is not None:
            made.shutdown()
