"""Issue 15 §4: a read-only archive opens read-only. Browse, replay and export work; new
games and imports say the archive is read-only and where to copy it (never "malformed
record"). Run without root's override of file permissions (CI runs as root): the checks
run in a child process started by ``setpriv`` without CAP_DAC_OVERRIDE, and the read-only
mount in a mount namespace of its own (``unshare``)."""

import json
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

import pytest

from mafia_desktop.store import Archive

from .test_faults import ROOT
from .test_integrity import played

DROP = ["setpriv", "--bounding-set=-dac_override,-dac_read_search,-fowner", "--inh-caps=-all"]

#: What the host does with a read-only archive; prints what happened as JSON.
HOST = textwrap.dedent("""
    import json, sys
    sys.path.insert(0, {root!r})
    from pathlib import Path
    from mafia_desktop.__main__ import main
    from mafia_desktop.store import Archive, ArchiveError, ArchiveReadOnly
    from mafia_desktop.store.importing import export_bundle, import_files, write_json
    from mafia_desktop.protocol.archived import write_archived_protocol
    path, out = Path(sys.argv[1]), Path(sys.argv[2])
    seen = {{}}
    with Archive(path) as archive:
        seen["writable"] = archive.writable
        rows = archive.games()
        seen["listed"] = len(rows)
        seen["replayed"] = [archive.load(row.id).state.ended for row in rows]
        write_archived_protocol(archive, rows[0].id, out / "protocol.pdf")
        write_json(out / "game.json", export_bundle(archive, rows[0].id))
        seen["checked"] = archive.check(full=True).ok
        try:
            archive.create_game(archive.events(rows[0].id)[:1])
        except ArchiveReadOnly as error:
            seen["new game"] = str(error)
        try:
            list(import_files(archive, [out / "game.json"]))
        except ArchiveReadOnly as error:
            seen["import"] = str(error)
    seen["cli import"] = main(["--db", str(path), "import", str(out / "game.json")])
    seen["cli games"] = main(["--db", str(path), "games"])
    print(json.dumps(seen))
""")


def can_drop_the_override() -> str | None:
    """Why the read-only checks cannot run here (None: they can)."""
    if os.name == "nt":
        return "POSIX permissions only"
    if os.geteuid() != 0:
        return None   # an ordinary user has no override to drop
    if shutil.which("setpriv") is None:
        return "setpriv (util-linux) is not installed: root would write through 0444"
    with tempfile.TemporaryDirectory() as folder:
        probe = Path(folder) / "probe"
        probe.write_text("")
        probe.chmod(0o444)
        tried = subprocess.run([*DROP, sys.executable, "-c", f"open({str(probe)!r}, 'a')"], capture_output=True)
    if tried.returncode == 0:
        return "setpriv did not drop root's override here"
    return None


def run_host(path, out, wrap=None) -> dict:
    """The host's steps in a child process: without root's override, or as ``wrap`` says."""
    script = out / "host.py"
    script.write_text(HOST.format(root=str(ROOT)))
    command = [sys.executable, str(script), str(path), str(out)]
    if wrap is not None:
        command = wrap(command)
    elif os.geteuid() == 0:
        command = [*DROP, *command]
    done = subprocess.run(command, capture_output=True, text=True, cwd=ROOT, timeout=120,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    seen = json.loads(done.stdout.splitlines()[-1])
    seen["stderr"] = done.stderr
    return seen


@pytest.fixture
def archive_in(tmp_path):
    folder = tmp_path / "stick"
    path = folder / "archive.sqlite3"
    with Archive(path) as archive:
        played(archive, 2)
    out = tmp_path / "out"
    out.mkdir()
    yield path, out
    for p in (folder, path):   # tmp_path must stay removable
        if p.exists():
            os.chmod(p, 0o755)


def assert_read_only_but_useful(seen: dict, out) -> None:
    assert seen["writable"] is False and seen["listed"] == 2 and seen["replayed"] == [True, True]
    assert seen["checked"] is True
    assert (out / "protocol.pdf").stat().st_size > 1000 and (out / "game.json").exists()
    for said in (seen["new game"], seen["import"]):
        assert "is read-only here" in said and "Copy it to a writable folder" in said
    assert seen["cli import"] == 2 and seen["cli games"] == 0
    assert "is read-only here" in seen["stderr"] and "malformed record" not in seen["stderr"]


def test_a_0444_archive_in_a_0555_folder_opens_read_only(archive_in):
    reason = can_drop_the_override()
    if reason:
        pytest.skip(reason)
    path, out = archive_in
    os.chmod(path, 0o444)
    os.chmod(path.parent, 0o555)
    before = sorted(p.name for p in path.parent.iterdir())
    assert_read_only_but_useful(run_host(path, out), out)
    assert sorted(p.name for p in path.parent.iterdir()) == before   # not even a lock file


def test_a_0444_archive_in_a_writable_folder_says_read_only_not_malformed(archive_in):
    reason = can_drop_the_override()
    if reason:
        pytest.skip(reason)
    path, out = archive_in
    os.chmod(path, 0o444)
    assert_read_only_but_useful(run_host(path, out), out)


def test_an_archive_on_a_read_only_mount_opens_read_only(archive_in):
    if os.name == "nt" or shutil.which("unshare") is None:
        pytest.skip("unshare (util-linux) is not installed")
    path, out = archive_in
    folder = str(path.parent)
    mount = ["unshare", "--mount", "--map-root-user"] if os.geteuid() != 0 else ["unshare", "--mount"]
    probe = subprocess.run([*mount, "sh", "-c", f"mount --bind {folder} {folder} && "
                            f"mount -o remount,ro,bind {folder} {folder}"], capture_output=True)
    if probe.returncode != 0:
        pytest.skip(f"no mount namespace here: {probe.stderr.decode(errors='replace').strip()}")
    remount = f"mount --bind {folder} {folder} && mount -o remount,ro,bind {folder} {folder}"
    seen = run_host(path, out, wrap=lambda command: [*mount, "sh", "-c", f"{remount} && exec {shlex.join(command)}"])
    assert_read_only_but_useful(seen, out)
