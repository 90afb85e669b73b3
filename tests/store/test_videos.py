"""A streamed game's video kept with the game (schema version 6): its link and the stream's
start; a bad one is refused with a clear message and changes nothing."""

import pytest

from mafia_desktop.store import Archive, ArchiveError
from mafia_desktop.engine.errors import Message
from tests.engine.table import Table


@pytest.fixture
def game(tmp_path):
    with Archive(tmp_path / "a.sqlite3") as archive:
        yield archive, archive.create_game(Table().game.events)


def test_a_game_without_a_stream_has_no_video(game):
    archive, game_id = game
    assert archive.video(game_id) == ("", "")


def test_the_link_and_the_streams_start_are_kept_each_on_its_own(game, tmp_path):
    archive, game_id = game
    archive.save_video(game_id, stream_start="2026-03-01T18:00:00+00:00")
    archive.save_video(game_id, url="https://video.example/watch?v=1")
    assert archive.video(game_id) == ("https://video.example/watch?v=1", "2026-03-01T18:00:00+00:00")
    archive.close()
    with Archive(tmp_path / "a.sqlite3", write=False) as again:   # on disk, read back
        assert again.video(game_id)[0] == "https://video.example/watch?v=1"


@pytest.mark.parametrize("bad", [{"url": "video.example/watch"}, {"url": "javascript:alert(1)"},
                                 {"url": "https://a b"}, {"stream_start": "yesterday"},
                                 {"stream_start": "2026-03-01T18:00:00"}])
def test_a_bad_link_or_time_is_refused_and_nothing_changes(game, bad):
    archive, game_id = game
    archive.save_video(game_id, url="https://video.example/1", stream_start="2026-03-01T18:00:00+00:00")
    with pytest.raises(ArchiveError) as refused:
        archive.save_video(game_id, **bad)
    assert isinstance(refused.value.message, Message) and str(refused.value.message)
    assert archive.video(game_id) == ("https://video.example/1", "2026-03-01T18:00:00+00:00")


def test_no_video_for_a_game_that_is_not_there(game):
    archive, _ = game
    with pytest.raises(ArchiveError):
        archive.save_video("nothing-such", url="https://video.example/1")
