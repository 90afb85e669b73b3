"""One archive, whatever its name: a symbolic link opens (and locks) the file it leads to, so a
second host through another name is refused as through the same one; a file with two names
on its disk (hard links) is refused, since SQLite would keep a write-ahead log per name."""

from __future__ import annotations

import os

import pytest

from mafia_desktop.store import Archive, ArchiveBusy
from mafia_desktop.store.errors import ArchiveLinked

from .test_faults import start_writer


def _writing(path):
    """A host writing a game through ``path`` in a process of its own, the archive open."""
    writer = start_writer(path)
    assert writer.stdout.readline().startswith("game")
    return writer


def test_a_second_host_through_a_symbolic_link_is_refused_as_through_the_file(tmp_path):
    real = tmp_path / "data" / "archive.sqlite3"
    real.parent.mkdir()
    shortcut = tmp_path / "desktop" / "archive.sqlite3"
    shortcut.parent.mkdir()
    shortcut.symlink_to(real)
    writer = _writing(shortcut)
    try:
        for name in (real, shortcut):
            with pytest.raises(ArchiveBusy, match=f"process {writer.pid}"):
                Archive(name)
        assert not (shortcut.parent / "archive.sqlite3.lock").exists()   # the lock is the file's
        assert not (shortcut.parent / "archive.sqlite3-wal").exists()    # and so is the log
    finally:
        writer.kill()
        writer.wait()
    with Archive(shortcut) as archive:
        assert archive.path == real
        assert len(archive.games()) == 1
        archive.load(archive.games()[0].id)               # it replays: one writer wrote it


def test_a_file_with_two_hard_links_is_refused_under_each_name_and_left_as_it_was(tmp_path):
    first = tmp_path / "archive.sqlite3"
    writer = _writing(first)
    try:
        second = tmp_path / "copy.sqlite3"
        os.link(first, second)
        size = first.stat().st_size
        for name in (second, first):
            for write in (True, False):
                with pytest.raises(ArchiveLinked) as refused:
                    Archive(name, write=write)
                words = str(refused.value)
                assert "2 names" in words and "Copy the file to a new name" in words
        assert not (tmp_path / "copy.sqlite3-wal").exists() and not (tmp_path / "copy.sqlite3.lock").exists()
        assert first.stat().st_size == size
    finally:
        writer.kill()
        writer.wait()
    second.unlink()                                      # one name again: it opens
    with Archive(first) as archive:
        assert len(archive.games()) == 1
