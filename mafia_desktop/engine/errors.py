"""The one exception a refused command raises, and the translatable text it carries."""

from __future__ import annotations

from typing import Any


class Message:
    """Text for a person, kept translatable: an English template with named places and
    the values for them ("Seat {seat} has left the table", seat=7). ``str()`` gives the
    English; the window looks the template up in the host's language (``mafia_desktop.i18n``)
    and fills in the same values. A value may itself be a Message (a step's name, say)."""

    __slots__ = ("template", "args")

    def __init__(self, template: str, **args: Any) -> None:
        self.template = template
        self.args = args

    def __str__(self) -> str:
        if not self.args:
            return self.template
        return self.template.format(**{name: str(value) for name, value in self.args.items()})

    def __repr__(self) -> str:
        return f"Message({self.template!r}, **{self.args!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Message) and (self.template, self.args) == (other.template, other.args)

    def __hash__(self) -> int:
        return hash((self.template, tuple(sorted(self.args.items(), key=lambda item: item[0]))))


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (Qt's own name)
    """Marks words kept in a table for translation where they are shown; the engine has no
    Qt, so this is the same marker in plain Python (the catalog reads it by name)."""
    return text


class RuleViolation(Exception):
    """A command the rules do not allow right now.

    The message is written for the host at the table ("Seat 7 has left the table and
    cannot be nominated"); a refused command has produced no event and changed nothing.
    ``RuleViolation("Seat {seat} has left the table", seat=7)``: the template is what a
    translation looks up (``message``), ``str()`` the English.
    """

    def __init__(self, template: str | Message, **args: Any) -> None:
        self.message = template if isinstance(template, Message) else Message(template, **args)
        super().__init__(str(self.message))
