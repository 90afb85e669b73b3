"""The host's words without Qt, for the command line: the app's translations read straight
from their ``.qm`` files (Qt's format: each message's context, English and translations, and
the language's rule for its plural forms), and a ``Message`` filled in by any translator.

Loading Qt costs a command 0.5 G instructions (PySide6 and shiboken's start: measured with
callgrind), as much as an import's parent process does besides its writes: an import of
1,000 records lost 3 % of its cores to it, only for its counting line and its summary
(issue 44). ``i18n`` keeps Qt's own translator for the window; a test holds the two to the
same words, message by message and count by count, in every language.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any, Callable

from mafia_desktop.engine.errors import Message
from mafia_desktop.package_files import RESOURCES

#: A translator: (context, English, disambiguation, count) → the words (Qt's ``translate``).
Translate = Callable[[str, str, "str | None", int], str]

#: Language code → its own name (what the settings offer).
LANGUAGES = {"en": "English", "ru": "Русский", "he": "עברית", "lv": "Latviešu"}
#: The context lupdate gives the engine's and the archive's words (``tr`` outside a class).
MESSAGE_CONTEXT = ""


def filled(message: Message | str, translate: Translate) -> str:
    """A message in ``translate``'s language, its count (``%n``) in the language's plural form
    and its values (and inner messages) filled in (``i18n.message_text``: Qt's translator)."""
    if not isinstance(message, Message):
        return str(message)
    template = translate(MESSAGE_CONTEXT, message.template, message.disambiguation, message.plural)
    if not message.args:
        return template
    values: dict[str, Any] = {name: filled(value, translate) if isinstance(value, Message) else value
                              for name, value in message.args.items()}
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError):   # a translation that lost a place: English
        return str(message)


# -- the .qm file (qtbase's src/corelib/kernel/qtranslator.cpp) ----------------------------------

_MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")
_MESSAGES, _NUMERUS_RULES = 0x69, 0x88
_END, _SOURCE_16, _TRANSLATION, _CONTEXT_16, _OBSOLETE_1, _SOURCE, _CONTEXT, _COMMENT, _OBSOLETE_2 = range(1, 10)
# The plural rules' byte code.
_EQ, _LT, _LEQ, _BETWEEN, _OP_MASK, _NOT = 0x01, 0x02, 0x03, 0x04, 0x07, 0x08
_MOD_10, _MOD_100, _LEAD_1000, _AND, _OR = 0x10, 0x20, 0x40, 0xFD, 0xFE


class QmFormatError(ValueError):
    """A .qm file this reader does not know (the caller asks Qt instead)."""


class Translations:
    """One language's ``.qm`` file: ``translate`` gives what Qt's QTranslator installed in a
    QCoreApplication gives (the English where there is no translation, ``%n`` filled in)."""

    def __init__(self, data: bytes) -> None:
        if not data.startswith(_MAGIC):
            raise QmFormatError("not a .qm file")
        self._rules = b""
        self._messages: dict[tuple[str, str, str], list[str]] = {}
        at = len(_MAGIC)
        while at < len(data):
            if at + 5 > len(data):
                raise QmFormatError("a block cut short")
            tag, length = data[at], int.from_bytes(data[at + 1:at + 5], "big")
            block = data[at + 5:at + 5 + length]
            at += 5 + length
            if tag == _MESSAGES:
                self._read_messages(block)
            elif tag == _NUMERUS_RULES:
                self._rules = block

    def _read_messages(self, block: bytes) -> None:
        at, context, source, comment, forms = 0, "", "", "", list[str]()
        while at < len(block):
            tag = block[at]
            at += 1
            if tag == _END:
                self._messages[(context, source, comment)] = forms
                context, source, comment, forms = "", "", "", []
                continue
            if tag == _OBSOLETE_2:
                continue
            if tag == _OBSOLETE_1:
                at += 4
                continue
            length = int.from_bytes(block[at:at + 4], "big")
            at += 4
            if tag == _TRANSLATION:
                if length == 0xFFFFFFFF:   # a null translation
                    forms.append("")
                    continue
                forms.append(block[at:at + length].decode("utf-16-be"))
            elif tag == _SOURCE:
                source = block[at:at + length].decode("utf-8")
            elif tag == _CONTEXT:
                context = block[at:at + length].decode("utf-8")
            elif tag == _COMMENT:
                comment = block[at:at + length].decode("utf-8")
            elif tag not in (_SOURCE_16, _CONTEXT_16):
                raise QmFormatError(f"an unknown tag {tag}")
            at += length

    def translate(self, context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        form = self._plural_form(n) if n >= 0 else 0
        words = text   # Qt's answer where no translation is found
        for comment in dict.fromkeys([disambiguation or "", ""]):   # Qt tries without it next
            forms = self._messages.get((context, text, comment), [])
            if form < len(forms) and forms[form]:
                words = forms[form]
                break
        return words.replace("%n", str(n)) if n >= 0 else words

    def _plural_form(self, n: int) -> int:
        """The form the language's rules choose for ``n`` (qtranslator.cpp's numerusHelper)."""
        rules, at, form = self._rules, 0, 0
        if not rules:
            return 0
        while True:
            any_true = False
            while True:
                all_true = True
                while True:
                    code, right = rules[at], rules[at + 1]
                    at += 2
                    left = n % 10 if code & _MOD_10 else n % 100 if code & _MOD_100 else n
                    if code & _LEAD_1000 and not code & (_MOD_10 | _MOD_100):
                        while left >= 1000:
                            left //= 1000
                    op = code & _OP_MASK
                    if op == _BETWEEN:
                        top = rules[at]
                        at += 1
                        truth = right <= left <= top
                    else:
                        truth = left == right if op == _EQ else left < right if op == _LT else left <= right
                    all_true = all_true and (not truth if code & _NOT else truth)
                    if at == len(rules) or rules[at] != _AND:
                        break
                    at += 1
                any_true = any_true or all_true
                if at == len(rules) or rules[at] != _OR:
                    break
                at += 1
            if any_true:
                return form
            form += 1
            if at == len(rules):
                return form
            at += 1   # the next rule's mark


def qm_file(code: str) -> Path:
    """The language's compiled translations, as the app ships them (the window's and the
    command line's)."""
    return RESOURCES / "translations" / f"mafia_desktop_{code}.qm"


@lru_cache(maxsize=None)   # (a command that says many things reads the file once)
def translations(code: str) -> Translations | None:
    """The language's translations as the app ships them (None: no file for it, which Qt
    too reads as English without its plural forms). A ``%Ln`` (the locale's digits: the
    window's words alone have it) is left as it is."""
    try:
        return Translations(qm_file(code).read_bytes())
    except FileNotFoundError:
        return None
