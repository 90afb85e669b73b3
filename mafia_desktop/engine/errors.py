"""The root of every error with words for the host, the rules' refusal, and the translatable
text they carry."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Callable, overload


class Message(str):
    """Text for a person, kept translatable: an English template with named places and
    the values for them ("Seat {seat} has left the table", seat=7). ``str()`` gives the
    English; the window looks the template up in the host's language (``mafia_desktop.i18n``)
    and fills in the same values. A value may itself be a Message (a step's name, say).

    A count comes third, as in Qt's ``tr(text, disambiguation, n)``: its ``%n`` takes each
    language's plural form (``Message("%n damaged game(s)", "", 3)``); lupdate reads the
    calls by that shape (``catalog``), so the count is never a keyword.

    A Message *is* its English text (a ``str``), so code that still treats the engine's
    words as plain text (joins them, compares them, searches them) keeps working; only
    ``message_text`` reads ``template`` and ``args`` to translate it."""

    __slots__ = ("template", "args", "disambiguation", "plural")
    template: str
    args: dict[str, Any]
    disambiguation: str | None
    #: The count that chooses the plural form (``count`` above; -1: none). Not ``count``:
    #: that would hide ``str.count``, and a Message is searched as the text it is.
    plural: int

    def __new__(cls, template: str, disambiguation: str | None = None, count: int = -1, /,
                **args: Any) -> Message:
        for name, value in args.items():
            if type(value) is Later:   # words kept for later are needed now
                args[name] = value.now()
        values = {name: str(value) if isinstance(value, Message) else value for name, value in args.items()}
        english = template.replace("%n", str(count)) if count >= 0 else template
        english = english.format(**values) if args else english
        self = super().__new__(cls, english)
        self.template = str(template)
        self.args = args
        self.disambiguation = disambiguation or None
        self.plural = int(count)
        return self

    def __str__(self) -> str:
        return str.__str__(self)

    def __repr__(self) -> str:
        counted = f", {self.disambiguation!r}, {self.plural}" if self.plural >= 0 else ""
        return f"Message({self.template!r}{counted}, **{self.args!r})"

    def __reduce__(self) -> tuple:   # copy, deepcopy and pickle keep template and values
        return _rebuilt, (self.template, self.args, self.disambiguation, self.plural)


def _rebuilt(template: str, args: dict[str, Any], disambiguation: str | None = None, count: int = -1) -> Message:
    return Message(template, disambiguation, count, **args)


def as_message(template: str | Message, disambiguation: str | None = None, count: int = -1, /,
               **args: Any) -> Message:
    """What a refusal carries: the Message it was given, or one made of its template."""
    return template if isinstance(template, Message) else Message(template, disambiguation, count, **args)


_NOTHING = ""   # no parts: an empty line (a name, not a literal: lupdate offers no empty text)


class Later:
    """Words made only if they are shown: ``Later("seat {seat}'s guess", seat=4)`` becomes
    that Message when it is a value of a Message (or ``now()``); ``Later(function, **args)``
    becomes what the function gives. A record's reader names every field it checks and
    every entry it places, for the one message in case it is wrong: a real Polemica record
    built 195 Messages, nearly all never shown, a sixth of reading it."""

    __slots__ = ("template", "args")

    def __init__(self, template: str | Callable[..., Any], /, **args: Any) -> None:
        self.template = template
        self.args = args

    def now(self) -> Any:
        if callable(self.template):
            return self.template(**self.args)
        return Message(self.template, **self.args)

    def __str__(self) -> str:
        return str(self.now())

    def __repr__(self) -> str:
        return f"Later({self.template!r}, **{self.args!r})"


@overload
def words(message: Message | Later) -> Message: ...
@overload
def words(message: str) -> Message | str: ...
def words(message: Message | Later | str) -> Message | str:
    """A Message (or text) for words that may have been kept for later."""
    return message.now() if isinstance(message, Later) else message


def joined(parts: Sequence[Message | Later], separator: str = "; ") -> Message:
    """Parts of a line, each translated on its own, read as one ("win 1, loss 0; best move
    …"). The separator ("; " or ", ") is a template too, so a language may put its own."""
    if separator not in ("; ", ", "):
        raise ValueError(f"join with '; ' or ', ', not {separator!r}")
    if not parts:
        return Message(_NOTHING)
    line = words(parts[0])
    for part in parts[1:]:
        line = (Message("{earlier}, {later}", earlier=line, later=part) if separator == ", "
                else Message("{earlier}; {later}", earlier=line, later=part))
    return line


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (Qt's own name)
    """Marks words kept in a table for translation where they are shown; the engine has no
    Qt, so this is the same marker in plain Python (lupdate reads it by name)."""
    return text


def QT_TR_NOOP(text: str) -> str:  # noqa: N802 (Qt's own name)
    """Marks a template kept in a table for a ``Message`` or a refusal made of it later:
    lupdate puts it in the messages' context, as it does the ``Message("…")`` calls."""
    return text


def shown(value: object) -> str:
    """A value as a message may quote it: never more than a line (a record's field, a
    ruleset's option read from a file)."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "…"


class MafiaError(Exception):
    """The root of every error with words for the host: the rules' refusals, the archive's,
    a record's, the hall's. Each carries a translatable ``message`` (``str()`` gives its
    English), so one function says any of them in the host's language (``reason`` below,
    then ``mafia_desktop.i18n.message_text``): no family is translated on its own.
    ``ArchiveError("No game {game} in this archive", game=game_id)``."""

    def __init__(self, template: str | Message = "", disambiguation: str | None = None, count: int = -1, /,
                 **args: Any) -> None:
        self.message = as_message(template, disambiguation, count, **args)
        super().__init__(str(self.message))


def reason(error: BaseException) -> Message | str:
    """What went wrong, in words to translate or to put inside another message: one of our
    errors' Message (a ``ValueError(Message(...))`` a reader raised, too), else the error's
    own text (a system error's words, as the system gave them)."""
    if isinstance(error, MafiaError):
        return error.message
    if len(error.args) == 1 and isinstance(error.args[0], Message):
        return error.args[0]
    return str(error)


class RuleViolation(MafiaError):
    """A command the rules do not allow right now.

    The message is written for the host at the table ("Seat 7 has left the table and
    cannot be nominated"); a refused command has produced no event and changed nothing.
    ``RuleViolation("Seat {seat} has left the table", seat=7)``: the template is what a
    translation looks up (``message``), ``str()`` the English.
    """
