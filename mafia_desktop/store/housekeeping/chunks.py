"""Backups that cost what changed: a snapshot of the archive cut into fixed-size chunks, each
stored once, compressed, under the digest of its bytes, and a small manifest per backup (the
chunks' digests in order, the file's size and the digest of the whole).

The snapshot is SQLite's online backup, which copies the archive page for page: a page keeps
its number from one snapshot to the next, so a chunk that holds no page written since the
backup before has the same digest and is stored once for every backup that holds it. It reads
pages, not tables: any layout of the archive is backed up the same way.

Every file of the store is written under a temporary name, synced and renamed; a manifest
only once its chunks are on disk. A chunk read back is checked against its name, the whole
file against the manifest's digest: a damaged backup is refused, never put in place.
"""

from __future__ import annotations

import json
import os
import re
import threading
import zlib
from functools import lru_cache
from pathlib import Path
from typing import Callable, Iterator, NamedTuple

from mafia_desktop.engine.errors import Message
from mafia_desktop.store import stop_points
from mafia_desktop.store.housekeeping import giving_way
from mafia_desktop.store.opening.paths import CHUNK_STORE, UNDER_WAY, chunks_cut_short, remove_stray_parts
from mafia_desktop.store.errors import ArchiveError

#: Bytes a chunk: a multiple of every SQLite page size (up to 64 KiB), so a page written
#: changes one chunk. A few games written change some hundreds of pages all over the file
#: (each index gets its rows where they sort: 3 % of a 40 MB archive's pages for 5 games,
#: in 75 % of its 256 KiB chunks). Smaller chunks keep less again, for a longer manifest
#: (1 kB per MB of archive at 64 KiB).
CHUNK = 64 * 1024
#: zlib's fastest level: a third of level 6's time for 88 % of its gain on an archive's pages.
LEVEL = 1
FORMAT = "mafia-desktop chunked backup"
#: A manifest's name ends so (the full copies of the old format end as the archive does).
SUFFIX = ".backup"
STORE = CHUNK_STORE
_HEAD = b"SQLite format 3\x00"


class BackupDamaged(ArchiveError):
    """A backup that cannot be rebuilt whole: refused, nothing changed."""


class Manifest(NamedTuple):
    """A backup: what its file held, chunk by chunk. (A named tuple: a frozen dataclass's code
    is compiled at every start, and the archive's opening loads this module.)"""

    size: int            # bytes of the archive's file
    digest: str          # sha256 of the whole file
    chunks: list[str]    # sha256 of each CHUNK bytes, in order

    @property
    def chunk_set(self) -> set[str]:
        return set(self.chunks)


def is_manifest(path: Path) -> bool:
    """A chunked backup's manifest (else a whole copy of the archive, the old format)."""
    try:
        with open(path, "rb") as handle:
            return not handle.read(len(_HEAD)).startswith(_HEAD) and path.suffix == SUFFIX
    except OSError:
        return False


def write_manifest(path: Path, manifest: Manifest) -> None:
    """A header line, then a chunk's digest a line; in place in one step."""
    head = {"format": FORMAT, "version": 1, "chunk": CHUNK, "size": manifest.size, "digest": manifest.digest,
            "count": len(manifest.chunks)}
    text = json.dumps(head) + "\n" + "".join(f"{digest}\n" for digest in manifest.chunks)
    _write_synced(path, text.encode("ascii"))


def read_size(path: Path) -> int:
    """The archive's size a manifest restores (its first line alone); 0 if it cannot be read."""
    try:
        with open(path, "rb") as handle:
            return int(json.loads(handle.readline())["size"])
    except (OSError, ValueError, KeyError, TypeError):
        return 0


def read_manifest(path: Path) -> Manifest:
    """The manifest, or BackupDamaged saying what is wrong with it."""
    try:
        text = path.read_bytes().decode("ascii")
        lines = text.splitlines()
        head = json.loads(lines[0])
        size, digest, count = int(head["size"]), str(head["digest"]), int(head["count"])
        known = head["format"] == FORMAT and head["chunk"] == CHUNK
    except (IndexError, ValueError, KeyError, TypeError, UnicodeDecodeError):
        raise _damaged(path, Message("its list of parts cannot be read")) from None
    except OSError as error:
        raise ArchiveError("The backup {backup} cannot be read ({error})", backup=path, error=str(error)) from None
    chunks = lines[1:]
    if not known:
        raise _damaged(path, Message("it was written in a form this version does not know"))
    if (len(chunks) != count or count != -(-size // CHUNK) or not _is_hex(digest)
            or not _HEX_LINES.fullmatch(text, len(lines[0]) + 1)):
        raise _damaged(path, Message("its list of parts is cut short or changed"))
    return Manifest(size, digest, chunks)


#: A chunk's name (its SHA-256 in hex). A regular expression: a character at a time in
#: Python, a sweep's 150,000 names held the window's thread off Python's lock for tens of ms.
_HEX = re.compile(r"[0-9a-f]{64}")
#: A manifest's lines after its head: one such name a line (in one pass: 12 ms a manifest of
#: 100,000 games' archive, a name at a time).
_HEX_LINES = re.compile(r"(?:[0-9a-f]{64}\n)*")


def chunks_named(path: Path) -> frozenset[str]:
    """The chunks a manifest names, read once while the file stays as it is (a window's
    backups sweep after each one: reading every kept manifest again took 120 ms of Python
    beside the window's thread)."""
    stat = path.stat()
    return _chunks_named(path, stat.st_size, stat.st_mtime_ns)


@lru_cache(maxsize=128)
def _chunks_named(path: Path, size: int, mtime_ns: int) -> frozenset[str]:
    return frozenset(read_manifest(path).chunks)


def _is_hex(text: str) -> bool:
    return _HEX.fullmatch(text) is not None


def _damaged(backup: Path, problem: Message) -> BackupDamaged:
    return BackupDamaged("The backup {backup} is damaged itself ({problem}): choose another",
                         backup=backup, problem=problem)


class ChunkStore:
    """The chunks of every backup in one folder: ``chunks/ab/abcd…`` (a file a chunk,
    zlib-compressed, named by the sha256 of its bytes)."""

    def __init__(self, folder: Path) -> None:
        self.root = folder / STORE
        self.written = 0   # compressed bytes this store was given since it was made here
        self._marked = False   # UNDER_WAY put there by this store (before its first chunk)

    def path(self, digest: str) -> Path:
        return self.root / digest[:2] / digest

    def has(self, digest: str) -> bool:
        return self.path(digest).is_file()

    def put(self, digest: str, raw: bytes, touched: set[Path]) -> None:
        """The chunk stored (unless it is there); its folder noted in ``touched`` to be
        synced before a manifest names it."""
        if not self.has(digest):
            self._place(digest, zlib.compress(raw, LEVEL), touched)

    def copy_from(self, other: ChunkStore, digest: str, touched: set[Path]) -> None:
        """A chunk of another store (a second folder's copy), as it is stored there."""
        if not self.has(digest):
            self._place(digest, other.path(digest).read_bytes(), touched)

    def _place(self, digest: str, stored: bytes, touched: set[Path]) -> None:
        if not self._marked:
            self.root.mkdir(parents=True, exist_ok=True)
            (self.root / UNDER_WAY).touch()
            self._marked = True
        target = self.path(digest)
        target.parent.mkdir(parents=True, exist_ok=True)
        _write_synced(target, stored, sync_folder=False)
        touched.add(target.parent)
        self.written += len(stored)

    def get(self, digest: str, backup: Path) -> bytes:
        """The chunk's bytes, checked against its name."""
        try:
            raw = zlib.decompress(self.path(digest).read_bytes())
        except FileNotFoundError:
            raise _damaged(backup, Message("its part {part} is missing", part=digest[:12])) from None
        except (OSError, zlib.error):
            raw = b""
        if _sha256(raw).hexdigest() != digest:
            raise _damaged(backup, Message("its part {part} is damaged", part=digest[:12]))
        return raw

    def stored(self) -> Iterator[Path]:
        try:
            folders = [entry for entry in os.scandir(self.root) if entry.is_dir()]
        except OSError:
            return
        for folder in folders:
            for entry in os.scandir(folder.path):
                if entry.is_file() and _is_hex(entry.name):
                    yield Path(entry.path)

    def size(self) -> int:
        return sum(path.stat().st_size for path in self.stored())

    def done(self) -> None:
        """Its chunks all stored and named by a manifest: the mark taken away."""
        if self._marked:
            (self.root / UNDER_WAY).unlink(missing_ok=True)
            self._marked = False

    def clear_if_cut_short(self) -> None:
        """What a backup killed among its chunks left, looked for only if one was (its mark
        still there): every folder of chunks looked through at every start took 27 ms of a
        100,000 games' archive's start, with one backup."""
        if chunks_cut_short(self.root.parent):
            self.clear_cut_short()

    def clear_cut_short(self, pace: Callable[[], None] = giving_way.no_pace) -> None:
        """What a store cut short (a backup killed) left: its chunks' ``.part`` files. ``pace``
        is called before each of their folders."""
        for folder in self.root.glob("??"):
            pace()
            remove_stray_parts(folder)

    def sweep(self, referenced: set[str], pace: Callable[[], None] = giving_way.no_pace) -> int:
        """Delete the chunks no manifest names (and what a store cut short left); returns how
        many chunks. ``pace`` is called before each of their folders (``pacing``)."""
        removed = 0
        self.clear_cut_short(pace)
        for number, path in enumerate(list(self.stored())):
            if number % 64 == 0:
                pace()
            if path.name not in referenced:
                path.unlink(missing_ok=True)
                removed += 1
        return removed


def sync_folders(folders: set[Path]) -> None:
    """The renames of the chunks on disk, before a manifest names them."""
    if os.name == "nt":
        return
    for folder in folders:
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def store_file(snapshot: Path, store: ChunkStore, pace: Callable[[], None] = giving_way.no_pace) -> Manifest:
    """A whole file cut into chunks, the new ones stored; its manifest (not yet written).
    ``pace`` is called before each chunk (``pacing``)."""
    whole = _sha256()
    digests: list[str] = []
    touched: set[Path] = set()
    with open(snapshot, "rb") as handle:
        while True:
            pace()
            raw = handle.read(CHUNK)
            if not raw:
                break
            whole.update(raw)
            digest = _sha256(raw).hexdigest()
            store.put(digest, raw, touched)
            digests.append(digest)
    sync_folders(touched)
    return Manifest(os.path.getsize(snapshot), whole.hexdigest(), digests)


def rebuild(backup: Path, store: ChunkStore, target: Path) -> None:
    """The archive file of the backup ``backup`` written at ``target``, every chunk and the
    whole checked; on any damage BackupDamaged, and ``target`` is not left behind."""
    manifest = read_manifest(backup)
    whole = _sha256()
    try:
        with open(target, "wb") as out:
            for digest in manifest.chunks:
                raw = store.get(digest, backup)
                whole.update(raw)
                out.write(raw)
            out.flush()
            os.fsync(out.fileno())
        if whole.hexdigest() != manifest.digest or os.path.getsize(target) != manifest.size:
            raise _damaged(backup, Message("the file its parts make is not the one backed up"))
    except BaseException:
        target.unlink(missing_ok=True)
        raise


def _sha256(data: bytes = b""):
    """SHA-256 of ``data``, to which more may be added: OpenSSL's ``hashlib`` is loaded the first
    time a backup is made or read, not at every start (which only looks for one cut short): 2 ms."""
    import hashlib
    return hashlib.sha256(data)


def temp_name(target: Path) -> Path:
    """Where a file is written before it is renamed into place: named after this process
    (``paths.remove_stray_parts`` clears those of a process that is gone) and thread."""
    return target.with_name(f".{target.name}-{threading.get_ident()}.{os.getpid()}.part")


def _write_synced(path: Path, data: bytes, *, sync_folder: bool = True) -> None:
    temp = temp_name(path)
    try:
        with open(temp, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        stop_points.reached("chunk-written")
        os.replace(temp, path)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise
    if sync_folder:
        sync_folders({path.parent})
