"""The printed papers: the PDF protocol of one game (what the host prints after the game
and the club keeps), an event's standings and a tournament's seating plan.

``write_protocol(events, out)`` folds a game's events and writes an A4 PDF modelled on the
paper form judges fill in at sport-mafia tournaments (see ``document`` for the layout);
``protocol_filename(state, started_at)`` suggests a file name for it.

Every paper prints in the installed language (``mafia_desktop.i18n.install``): each word is
a translatable template (contexts "ProtocolWords", "StandingsWords", "SeatingWords"), and
in Hebrew the whole page reads right to left — columns mirrored, text aligned right, every
line reordered for drawing (``rtl``).

Modules: ``sheet`` (what a protocol is made from), ``sections`` and ``rounds`` (flowables
per section), ``words`` (every printed word of the game protocol), ``styles``, ``fonts``
(the shipped DejaVu Sans), ``rtl`` (the direction: bidi reordering, mirrored tables),
``document`` (assembly), ``archived`` (a stored game's protocol, in the host's local time,
with its event's points); ``standings`` (an event's standings as PDF and CSV),
``seating_pdf`` (a tournament's seating plan).
"""

from mafia_desktop.protocol.document import protocol_filename, write_protocol

__all__ = ["protocol_filename", "write_protocol"]
