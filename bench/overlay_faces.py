"""The players' faces and the overlay's guards, in figures:

1. A photo chosen from a file (``ui/shared/photos.photo_from_file``): a phone's 4000×3000
   JPEG and a noisy 1200×1600 PNG (the worst case for the JPEG's size) read, cropped, scaled
   to 256 pixels and encoded: the time and the bytes kept in the archive.
2. The faces of a table read from the archive (``Faces.of``): the first read of a table's
   ten photos, and each move after it (the same table: answered from what was read).
3. The server under idle connections: ``--idle`` connections that say nothing, opened at
   once; how many it holds (its bound per client) and when the last is closed (its wait for
   a request's head, ``server.HEAD_WAIT_MS``).
Prints figures; asserts nothing.
Run: .venv/bin/python bench/overlay_faces.py [--idle 200] [--repeat 5]

Figures, 4 Dec 2026, this 2-core machine shared with other runs (load average 2 to 10),
medians of 5:
  photo from a 4000×3000 JPEG (508 KB)          40-69 ms, 15.2 KB kept (470 ms before the
                                                reader decoded it at a quarter: a JPEG's own scaling)
  photo from a noisy 1200×1600 PNG (5.8 MB)     12-61 ms, 13.6 KB kept
  a table's faces                               first read 99-144 µs; each move after it ~1 µs
  200 idle connections                          32 held (the bound a client), 168 refused at once;
                                                the last closed 5.3 s after opening (the wait 5.0 s)
"""

from __future__ import annotations

import argparse
import os
import random
import socket
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication  # noqa: E402
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter  # noqa: E402


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


def photos_from_files(folder: Path, repeat: int) -> None:
    from mafia_desktop.ui.shared.photos import photo_from_file
    rng = random.Random(45)
    big = QImage(4000, 3000, QImage.Format.Format_RGB32)
    big.fill(QColor("#6a8caf"))
    with QPainter(big) as painter:
        for _ in range(300):
            painter.fillRect(rng.randrange(4000), rng.randrange(3000), rng.randrange(50, 600), rng.randrange(50, 600),
                             QColor.fromHsv(rng.randrange(360), 120, rng.randrange(60, 255)))
    noisy = QImage(1200, 1600, QImage.Format.Format_RGB32)
    for y in range(0, 1600, 2):
        for x in range(0, 1200, 2):
            colour = QColor.fromRgb(rng.randrange(256), rng.randrange(256), rng.randrange(256))
            noisy.setPixelColor(x, y, colour)
    for name, image, kind in (("a 4000×3000 JPEG", big, "JPEG"), ("a noisy 1200×1600 PNG", noisy, "PNG")):
        path = folder / f"photo.{kind.lower()}"
        image.save(str(path), kind, 90)
        times, kept = [], b""
        for _ in range(repeat):
            started = time.perf_counter()
            kept = photo_from_file(path)
            times.append(time.perf_counter() - started)
        print(f"photo from {name} ({path.stat().st_size // 1000} KB): median {_ms(statistics.median(times))}, "
              f"{len(kept) / 1000:.1f} KB kept")


def faces_of_a_table(folder: Path, repeat: int) -> None:
    from mafia_desktop.engine import events as ev, fold
    from mafia_desktop.engine.ruleset import preset
    from mafia_desktop.store import Archive
    from mafia_desktop.ui.audience.faces import Faces
    from mafia_desktop.ui.shared.photos import photo_bytes
    image = QImage(256, 256, QImage.Format.Format_RGB32)
    image.fill(QColor("#c08040"))
    photo = photo_bytes(image)
    with Archive(folder / "faces.sqlite3") as archive:
        names = tuple(f"Player {n}" for n in range(1, 11))
        archive.create_game([ev.GameCreated(preset("sport"), names)])
        for name in names:
            archive.save_player_photo(name, photo)
        state = fold([ev.GameCreated(preset("sport"), names)], check=False)
        firsts, laters = [], []
        for _ in range(repeat):
            faces = Faces(archive)
            started = time.perf_counter()
            faces.of(state)
            firsts.append(time.perf_counter() - started)
            started = time.perf_counter()
            for _ in range(1000):
                faces.of(state)
            laters.append((time.perf_counter() - started) / 1000)
        print(f"a table's faces: first read {statistics.median(firsts) * 1e6:.0f} µs, "
              f"each move after it {statistics.median(laters) * 1e6:.1f} µs")


def idle_connections(count: int) -> None:
    from mafia_desktop.ui.overlay import server as server_module
    served = server_module.OverlayServer()
    assert served.start(0)
    lines: list[socket.socket] = []

    def connect() -> None:   # from a thread: the server's loop turns here meanwhile
        for _ in range(count):
            lines.append(socket.create_connection(("127.0.0.1", served.port()), timeout=10))
    opening = threading.Thread(target=connect, daemon=True)
    opening.start()
    opened = time.monotonic()
    most = 0
    while True:
        QCoreApplication.processEvents()
        most = max(most, served.held())
        if not opening.is_alive() and served.held() == 0:
            break
        if time.monotonic() - opened > server_module.HEAD_WAIT_MS / 1000 + 10:
            break
        time.sleep(0.005)
    print(f"{count} idle connections: {most} held at most (the bound {server_module.PER_CLIENT} a client), "
          f"the last closed {time.monotonic() - opened:.2f} s after opening "
          f"(the wait for a head {server_module.HEAD_WAIT_MS / 1000:.1f} s); held now {served.held()}")
    for line in lines:
        line.close()
    served.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--idle", type=int, default=200)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    app = QGuiApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory() as folder:
        os.environ["HOME"] = folder   # nothing of the user's
        photos_from_files(Path(folder), args.repeat)
        faces_of_a_table(Path(folder), args.repeat)
        idle_connections(args.idle)
    del app


if __name__ == "__main__":
    main()
