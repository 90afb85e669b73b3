"""mafiaratings game records: read (replayed through the engine) and written from our state.

The format (tests/data/real-games/README.md in the repository, and the service's
``docs/game.js``) keeps per player what he did each round, and leaves out what is a default:
no ``role`` is a civilian, no ``death`` alive at the end, no ``nominating``/``voting``/
``shooting`` nothing recorded.
Rounds start at 0 and a round is a night then a day, so the service's day d is our day
d + 1 and its night n our night n. Nominations are made in the nominator's own speech
(ballot order = speech order); ``voting`` gives the seat voted for, or per round for a day
with revotes, ending with true/false when the vote to remove all was asked.

``features`` says what the record holds, and the replay relies on nothing else: without
``k`` the remove-all answer is not written and comes from the stated deaths, without ``h``
the shots come from the night deaths, each with a warning. Fouls are a list with their
moments (``warnings``, ``techFouls``: placed there, ``mafiaratings_times``) or, in older
records, a bare count, placed where it changes nothing (the player's own last word, or the
end). A removal happens when ``death.time`` says. After the replay the engine's departures
and winner must match the record's.
"""

from mafia_desktop.formats.mafiaratings.codes import RULE_DIGITS, SOURCE
from mafia_desktop.formats.mafiaratings.reading import read
from mafia_desktop.formats.mafiaratings.writing import write

__all__ = ["RULE_DIGITS", "SOURCE", "read", "write"]
