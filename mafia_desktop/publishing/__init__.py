"""Publishing games to the mafiaratings rating service, offline first.

The service (github szotin/mafiaratings, ``api/ops/game.php``) takes a game as JSON
(``formats.mafiaratings.publishing``) under HTTP Basic authentication; every answer is HTTP
200, a success ``{"rebuild_ratings": …, "message": …}`` (the message: what it fixed in the
record), a refusal ``{"error": …}``. ``service.Service`` asks it; ``queue.send_waiting`` sends
the games the archive keeps waiting (``store.publishing``), each once. Qt-free and SQL-free:
the window and the command line use the same.
"""

from typing import TYPE_CHECKING

from mafia_desktop.lazy_names import lend

if TYPE_CHECKING:
    from mafia_desktop.publishing.service import (DEFAULT_SITE, Answer, Service, ServiceError, ServiceEvent,
                                                  ServicePlayer)

__all__ = ["DEFAULT_SITE", "Answer", "Service", "ServiceError", "ServiceEvent", "ServicePlayer"]


def __getattr__(name: str) -> object:
    """The service's names, its module loaded at the first asked for: every command's parser
    reads ``publishing.cli``, and the service's network modules (http, ssl, urllib) cost each
    start 0.1 G instructions (an import's before its workers start: issue 44)."""
    return lend(globals(), name, dict.fromkeys(__all__, "mafia_desktop.publishing.service"))
