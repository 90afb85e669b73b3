"""The host's language: English, Russian, Hebrew (right to left) or Latvian.

Every word a host reads goes through Qt's translation system:

- in a QObject subclass: ``self.tr("Start the game")``;
- elsewhere: ``translate("Wording", "Seat {seat} nominated seat {target}").format(...)``
  (the context names where the words are used);
- words kept in tables before a language is chosen: ``QT_TRANSLATE_NOOP("Words", "Don")``,
  translated where they are shown with ``translate("Words", value)``;
- counts: ``translate("Wording", "%n game(s)", None, count)`` (plural forms per language);
- the engine's refusals: ``RuleViolation("Seat {seat} has left…", seat=4)``, shown with
  ``message_text(error.message)`` (context "rules").

Templates keep Python's ``{name}`` places, which a translation must keep too (a test checks).
``catalog`` gathers the templates into ``resources/translations/*.ts`` and compiles the
``.qm`` files the app loads from the package.
"""

from __future__ import annotations

from importlib import resources
from typing import Any

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, Qt, QTranslator

from mafia_desktop.engine.errors import Message

#: Language code → its own name (what the settings offer).
LANGUAGES = {"en": "English", "ru": "Русский", "he": "עברית", "lv": "Latviešu"}
RIGHT_TO_LEFT = {"he"}
RULES_CONTEXT = "rules"
_SETTINGS = ("mafia-desktop", "mafia-desktop")

_installed: list[QTranslator] = []
_current = "en"


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate(context, text, disambiguation, n)


def message_text(message: Message | str, context: str = RULES_CONTEXT) -> str:
    """An engine (or, with context "archive", an archive) message in the host's language,
    its values (and inner messages) filled in."""
    if not isinstance(message, Message):
        return str(message)
    template = translate(context, message.template)
    if template == message.template and context != RULES_CONTEXT:   # an engine message inside
        template = translate(RULES_CONTEXT, message.template)
    if not message.args:
        return template
    values: dict[str, Any] = {name: message_text(value, context) if isinstance(value, Message) else value
                              for name, value in message.args.items()}
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError):   # a translation that lost a place: English
        return str(message)


def system_language() -> str:
    code = QLocale.system().name().split("_")[0]
    return code if code in LANGUAGES else "en"


def settings() -> QSettings:
    """The host's own settings (the language, the second backup folder)."""
    return QSettings(*_SETTINGS)


def saved_language() -> str:
    """The language the host chose in the settings, else the system's."""
    value = settings().value("language", "")
    return value if value in LANGUAGES else system_language()


def save_language(code: str) -> None:
    if code not in LANGUAGES:
        raise ValueError(f"No language {code!r}; choose one of {', '.join(LANGUAGES)}")
    settings().setValue("language", code)


def current_language() -> str:
    return _current


def install(code: str, app: QCoreApplication | None = None) -> None:
    """Load the language's translations (ours and Qt's own, for the standard buttons) and
    set the layout direction. English needs no file; a missing file falls back to English."""
    global _current
    app = app or QCoreApplication.instance()
    if app is None:
        raise RuntimeError("A QCoreApplication is needed before a language is installed")
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    _current = code if code in LANGUAGES else "en"
    if _current != "en":
        ours = QTranslator(app)
        qm = resources.files("mafia_desktop") / "resources" / "translations" / f"mafia_desktop_{_current}.qm"
        with resources.as_file(qm) as path:
            if path.exists() and ours.load(str(path)):
                app.installTranslator(ours)
                _installed.append(ours)
        qt_own = QTranslator(app)
        if qt_own.load(f"qtbase_{_current}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            app.installTranslator(qt_own)
            _installed.append(qt_own)
    if hasattr(app, "setLayoutDirection"):
        app.setLayoutDirection(Qt.LayoutDirection.RightToLeft if _current in RIGHT_TO_LEFT
                               else Qt.LayoutDirection.LeftToRight)
