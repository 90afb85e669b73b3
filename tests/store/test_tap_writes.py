"""What a tap writes: its event and its game's count and last digest; the game's listed columns
only when more than its last time changes, the players' last seen at the game's start and end.
The list still says where every game stands, and a finished game's row its whole time."""

import random

from mafia_desktop.engine import preset
from mafia_desktop.engine.autoplay import RandomHost
from mafia_desktop.store import Archive


def test_the_list_follows_the_game_and_its_end_is_written_whole(tmp_path):
    with Archive(tmp_path / "a.sqlite3") as archive:
        host = RandomHost(preset("sport"), random.Random(5), undo_rate=0.03, check_undo=False)
        game_id = archive.create_game(host.game.events)
        stored, untouched = len(host.game.events), 0
        while not host.state.ended:
            host.act()
            before = archive.game(game_id)
            archive.append(game_id, host.game.events[stored:], state=host.state)
            stored = len(host.game.events)
            row = archive.game(game_id)
            assert (row.phase, row.round, row.finished) == (host.state.phase.value, host.state.round,
                                                             host.state.ended)
            untouched += row == before
        assert untouched > 0   # taps that changed nothing listed left the row alone
        times = archive.event_times(game_id)
        row = archive.game(game_id)
        assert (row.created_at, row.updated_at, row.finished_at) == (min(times), max(times), times[-1])
        seen = archive.conn.execute("SELECT DISTINCT last_seen FROM players").fetchall()
        assert seen == [(max(times),)]
