"""A nearly full disk is said before it refuses: how much room is left, when the archive opens
for writing, and in the refusal once the disk is full."""

from __future__ import annotations

import os
import random
import shutil
import subprocess
from collections import namedtuple

import pytest

from mafia_desktop.engine import preset
from mafia_desktop.store import Archive, ArchiveError
from mafia_desktop.store.housekeeping import disk_room
from mafia_desktop.engine.autoplay import RandomHost

Usage = namedtuple("Usage", "total used free")


def test_an_archive_on_a_nearly_full_disk_says_how_much_room_is_left(tmp_path, monkeypatch):
    path = tmp_path / "a.sqlite3"
    Archive(path).close()
    real = shutil.disk_usage
    monkeypatch.setattr(shutil, "disk_usage", lambda folder: Usage(10**9, 10**9 - 12_300_000, 12_300_000)
                        if str(folder).startswith(str(tmp_path)) else real(folder))
    with Archive(path) as archive:
        assert [str(n) for n in archive.notices] == [
            f"Only 12.3 MB are left on the disk holding the archive {path}. Free some room soon: once the "
            "disk is full, no move can be saved."]
    with Archive(path, write=False) as archive:           # reading needs no room
        assert archive.notices == []
    monkeypatch.setattr(shutil, "disk_usage", lambda folder: Usage(10**9, 10**8, disk_room.LOW_ROOM))
    with Archive(path) as archive:
        assert archive.notices == []


@pytest.fixture
def small_disk(tmp_path):
    """A real disk of 3 MB (a tmpfs: root only)."""
    folder = tmp_path / "stick"
    folder.mkdir()
    if os.geteuid() != 0 or subprocess.run(["mount", "-t", "tmpfs", "-o", "size=3m", "tmpfs", str(folder)],
                                           capture_output=True).returncode != 0:
        pytest.skip("a small disk of its own needs root (mount -t tmpfs)")
    yield folder
    subprocess.run(["umount", str(folder)], check=True)


def test_a_full_disk_refuses_the_tap_and_says_how_much_is_left(small_disk):
    path = small_disk / "a.sqlite3"
    with Archive(path) as archive:
        assert "are left on the disk holding the archive" in str(archive.notices[0])
        refused = None
        for seed in range(200):
            host = RandomHost(preset("sport"), random.Random(seed), undo_rate=0.03, check_undo=False)
            try:
                host.play_into(archive)
            except ArchiveError as error:
                refused = str(error)
                break
    assert refused is not None, "3 MB never filled"
    assert "The events were not saved (The disk holding the archive" in refused or \
        refused.startswith("The disk holding the archive")
    assert "is full (" in refused and " kB left)" in refused
