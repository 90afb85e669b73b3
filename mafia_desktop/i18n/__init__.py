"""The host's language: English, Russian, Hebrew (right to left) or Latvian.

Every word a host reads goes through Qt's translation system:

- in a QObject subclass: ``self.tr("Start the game")``;
- elsewhere: ``translate("Wording", "Seat {seat} nominated seat {target}").format(...)``
  (the context names where the words are used);
- words kept in tables before a language is chosen: ``QT_TRANSLATE_NOOP("Words", "Don")``,
  translated where they are shown with ``translate("Words", value)``;
- counts, with each language's plural forms: ``self.tr("%n game(s)", "", count)``, and
  outside a QObject ``PlayersModel.tr(...)`` (a QObject class's own ``tr``) or a
  ``TrContext``'s ``tr`` — never ``translate(context, "%n …", "", count)``, which lupdate
  cannot read as a count (``catalog check`` says so);
- the words of the engine, the archive, the records and the hall: ``Message(…)`` and every
  error of ours (``engine.errors.MafiaError`` and its kinds: ``RuleViolation("Seat {seat} has
  left…", seat=4)``, ``ArchiveError(…)``, ``RecordError(…)``, ``HallError(…)``), shown with
  ``message_text(error.message)`` (``ui.shared.errors.error_words`` for any error); lupdate
  reads them as ``tr`` calls, in the one context of the messages (``MESSAGE_CONTEXT``).

Templates keep Python's ``{name}`` places, which a translation must keep too (a test checks).
``catalog`` runs Qt's lupdate over the package into ``resources/translations/*.ts`` and
lrelease into the ``.qm`` files the app loads from the package.

Dates and times are shown in the host's locale (``date_text``, ``time_text``,
``moment_text``): the system's own when the host reads its language, else the chosen
language's (``install`` sets it).
"""

from __future__ import annotations

import re

from datetime import date, datetime

from PySide6 import QtCore
from PySide6.QtCore import QCoreApplication, QDate, QLocale, Qt, QTime, QTranslator
from shiboken6 import isValid

from mafia_desktop.engine.errors import Message
# Words marked for translation in a table: Qt's marker is typed to give an object (PySide6's
# stubs), the engine's plain one the str it marks; lupdate and ``catalog`` read either by name.
from mafia_desktop.engine.errors import QT_TRANSLATE_NOOP as QT_TRANSLATE_NOOP

# The languages (code → its own name, what the settings offer), and the context lupdate
# gives the engine's and the archive's words (``tr`` outside a class): read by the command
# line without Qt too.
from mafia_desktop.qm_translations import LANGUAGES as LANGUAGES, MESSAGE_CONTEXT as MESSAGE_CONTEXT, filled, qm_file

RIGHT_TO_LEFT = {"he"}

_installed: list[QTranslator] = []
_current: str | None = None   # None until a language is installed


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate(context, text, disambiguation, n)


class TrContext:
    """Qt's ``tr`` for words outside a QObject, counts included:
    ``ProtocolWords = TrContext("ProtocolWords")``, then ``ProtocolWords.tr("%n time(s)", "", n)``.

    lupdate reads ``Name.tr(…)`` in the context *Name*: the variable's name, so it must be
    the context's own (``catalog check`` compares them)."""

    def __init__(self, name: str) -> None:
        self.name = name

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return translate(self.name, text, disambiguation, n)


def message_text(message: Message | str) -> str:
    """An engine or archive message in the host's language, its count (``%n``) in the
    language's plural form and its values (and inner messages) filled in."""
    return filled(message, translate)


def system_language() -> str:
    """The first of the host's preferred languages (the system's list, in his order) that
    the app speaks; English if none."""
    for name in _system_locale().uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def _system_locale() -> QLocale:   # tests put a known one in its place
    return QLocale.system()


def current_language() -> str:
    return _current or "en"


def is_installed(code: str) -> bool:
    """Is ``code`` the language installed now (English, too, is installed: its plurals)?"""
    return _current == code


def install(code: str, app: QCoreApplication | None = None) -> None:
    """Load the language's translations (ours and Qt's own, for the standard buttons), set
    the layout direction and the locale of dates and numbers. A missing file falls back to
    English; English has one too, for its plural forms ("1 game", "2 games")."""
    global _current
    app = app or QCoreApplication.instance()
    if app is None:
        raise RuntimeError("A QCoreApplication is needed before a language is installed")
    for translator in _installed:
        if isValid(translator):   # (gone with an application shut down since: the command line's)
            app.removeTranslator(translator)
    _installed.clear()
    _current = code if code in LANGUAGES else "en"
    ours = QTranslator(app)
    path = qm_file(_current)
    if path.exists() and ours.load(str(path)):
        app.installTranslator(ours)
        _installed.append(ours)
    qt_own = QTranslator(app)
    # Qt's library paths by way of the module: its type and enums made only for a language
    # other than English (1.2 M instructions of every English start, issue 44).
    if _current != "en" and qt_own.load(f"qtbase_{_current}",
                                        QtCore.QLibraryInfo.path(QtCore.QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt_own)
        _installed.append(qt_own)
    QLocale.setDefault(locale_for(_current))
    if hasattr(app, "setLayoutDirection"):
        app.setLayoutDirection(Qt.LayoutDirection.RightToLeft if _current in RIGHT_TO_LEFT
                               else Qt.LayoutDirection.LeftToRight)


def locale_for(code: str) -> QLocale:
    """The system's locale (its date order, its 24-hour clock) when it speaks ``code``;
    else the language's own."""
    system = _system_locale()
    wanted = QLocale(code)
    return system if system.language() == wanted.language() else wanted


# -- dates and times in the host's locale ----------------------------------------------------

def date_pattern() -> str:
    """The host's locale's short date with the year in full ("dd.MM.yyyy", "M/d/yyyy"): the
    lists, the protocol and every date picker write a day so (a protocol is read years later)."""
    pattern = QLocale().dateFormat(QLocale.FormatType.ShortFormat)
    return pattern if "yyyy" in pattern else pattern.replace("yy", "yyyy")


def date_text(day: date | datetime | None) -> str:
    """A day as the host's locale writes it short, with the year in full ("29.11.2026",
    "11/29/2026")."""
    if day is None:
        return ""
    return QLocale().toString(QDate(day.year, day.month, day.day), date_pattern())


def printed_date(day: date | datetime | None) -> str:
    """A day as a printed paper writes it, its month in words ("Apr 5, 2025", "5 апр. 2025 г.",
    "2025. gada 5. apr."): read years later, abroad, "4/5/2025" is April or May."""
    if day is None:
        return ""
    long = re.sub(r"dddd[,\s]*|[,\s]*dddd", "", QLocale().dateFormat(QLocale.FormatType.LongFormat)).strip()
    pattern = long.replace("MMMM", "MMM")   # "Nov 29, 2026": one line of the header's box
    return QLocale().toString(QDate(day.year, day.month, day.day), pattern)


def date_span(first: date | str | None, last: date | str | None = None) -> str:
    """"21.11.2026–23.11.2026"; one date for a one-day span or a missing end ('' for none).
    Days may come as ISO text ("2026-11-21"), as the archive keeps them."""
    days = [date.fromisoformat(day) if isinstance(day, str) else day for day in (first, last) if day]
    return "–".join(dict.fromkeys(date_text(day) for day in days))


def time_text(moment: datetime | None) -> str:
    """A time of day in the host's locale, to the minute ("19:05", "7:05 PM")."""
    if moment is None:
        return ""
    return QLocale().toString(QTime(moment.hour, moment.minute), QLocale.FormatType.ShortFormat)


def moment_text(moment: datetime | None) -> str:
    """A day and its time: "29.11.2026 19:05"."""
    if moment is None:
        return ""
    return f"{date_text(moment)} {time_text(moment)}"
