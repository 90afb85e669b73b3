"""The installable app (issue 9): wheel and sdist carry the resources, one version shown
everywhere, the icon, the Linux desktop entry and the PyInstaller spec."""

from __future__ import annotations

import ast
import configparser
import re
import shutil
import subprocess
import sys
import tarfile
import tomllib
import zipfile
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QSize, QTimer
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QMessageBox

from mafia_desktop import __version__
from mafia_desktop.__main__ import main
from mafia_desktop.store import Archive
from mafia_desktop.ui.window import ICON_SIZES, MainWindow, app_icon
from tests import isolation

ROOT = Path(__file__).resolve().parent.parent
RESOURCES = ROOT / "mafia_desktop" / "resources"
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def shipped_resources() -> list[str]:
    """Every file under mafia_desktop/resources/ (what the app loads), as archive paths."""
    return sorted(str(path.relative_to(ROOT).as_posix()) for path in RESOURCES.rglob("*")
                  if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc")


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> dict[str, Path]:
    """``python -m build``: the sdist, then the wheel built from that sdist (so the wheel can
    only hold what the sdist carried), with the backend the tests' environment has (the test
    extra's setuptools and wheel: no build environment made twice; .ci/run's build is the
    isolated one). Runs with the developer's environment (tests/isolation.py)."""
    out = tmp_path_factory.mktemp("dist")
    result = subprocess.run([sys.executable, "-m", "build", "--no-isolation", "--outdir", str(out), str(ROOT)],
                            capture_output=True, text=True, timeout=300, env=isolation.outside)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    return {"wheel": next(out.glob("*.whl")), "sdist": next(out.glob("*.tar.gz"))}


@pytest.mark.slow
def test_wheel_and_sdist_carry_every_resource_the_app_loads(built):
    wanted = shipped_resources()
    for kind in ("fonts/DejaVuSans.ttf", "fonts/LICENSE-DejaVu.txt", "sounds/warning.wav",
                 "icons/mafia-desktop-16.png", "icons/mafia-desktop.ico", "icons/mafia-desktop.icns"):
        assert f"mafia_desktop/resources/{kind}" in wanted
    wheel = set(zipfile.ZipFile(built["wheel"]).namelist())
    with tarfile.open(built["sdist"]) as sdist:
        prefix = f"mafia_desktop-{__version__}/"
        in_sdist = {name.removeprefix(prefix) for name in sdist.getnames()}
    assert [name for name in wanted if name not in wheel] == []
    assert [name for name in wanted if name not in in_sdist] == []


@pytest.mark.slow
def test_the_version_is_written_once_and_the_wheel_carries_it(built):
    assert "version" not in PYPROJECT["project"] and "version" in PYPROJECT["project"]["dynamic"]
    assert PYPROJECT["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "mafia_desktop.__version__"}
    assert built["wheel"].name.startswith(f"mafia_desktop-{__version__}-")
    metadata = zipfile.ZipFile(built["wheel"]).read(f"mafia_desktop-{__version__}.dist-info/METADATA")
    assert f"\nVersion: {__version__}\n" in metadata.decode()


def test_version_flag_prints_the_package_version(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["--version"])
    assert exit_.value.code == 0
    assert capsys.readouterr().out.strip() == f"mafia-desktop {__version__}"


# -- About box and PDF footer ----------------------------------------------------------------

@pytest.fixture
def window(qtbot, tmp_path):
    with Archive(tmp_path / "archive.sqlite3") as archive:
        win = MainWindow(archive, sounds=False)
        qtbot.addWidget(win)
        win.show()
        yield win


def test_about_box_shows_the_version_the_archive_and_the_font_licence(qtbot, window):
    seen = {}

    def read_box() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, read_box)
            return
        seen.update(text=box.text(), details=box.detailedText(), title=box.windowTitle())
        box.accept()
    QTimer.singleShot(0, read_box)
    window.about_action.trigger()
    assert window.about_action.text() == "About"
    assert f"Mafia host {__version__}" in seen["text"]
    assert str(window.archive.path) in seen["text"] and "backed up by itself" in seen["text"]
    assert str(window.archive.backup_folders[0]) in seen["text"]
    assert "DejaVu" in seen["text"]
    assert "Bitstream Vera" in seen["details"]   # the licence's full text


def test_every_page_footer_of_a_protocol_names_the_version(tmp_path):
    from reportlab.lib.styles import getSampleStyleSheet
    from reportlab.platypus import Paragraph, SimpleDocTemplate

    from mafia_desktop.protocol import write_protocol
    from mafia_desktop.protocol.document import PageFurniture
    from mafia_desktop.protocol.sheet import GameSheet
    from tests.protocol.games import finished_334187
    events = finished_334187().game.events
    path = tmp_path / "game.pdf"
    write_protocol(events, path, game_id="334187")
    reader = PdfReader(str(path))
    assert f"mafia-desktop {__version__} · Page 1" in reader.pages[0].extract_text()
    assert reader.metadata.creator == f"mafia-desktop {__version__}"
    # A real game fits one page: the same page furniture on a long story, for the later pages.
    long = tmp_path / "long.pdf"
    furniture = PageFurniture(GameSheet.from_events(events, game_id="334187"))
    story = [Paragraph(f"line {n}", getSampleStyleSheet()["Normal"]) for n in range(150)]
    SimpleDocTemplate(str(long)).build(story, onFirstPage=furniture, onLaterPages=furniture)
    pages = PdfReader(str(long)).pages
    assert len(pages) >= 3
    for number, page in enumerate(pages, start=1):
        assert f"mafia-desktop {__version__} · Page {number}" in page.extract_text()


# -- icon and desktop entry ------------------------------------------------------------------

def test_the_icon_is_drawn_in_every_size_and_for_windows_and_macos(qapp):
    for size in ICON_SIZES:
        image = QImage(str(RESOURCES / "icons" / f"mafia-desktop-{size}.png"))
        assert (image.width(), image.height()) == (size, size)
        assert image.hasAlphaChannel() and image.pixelColor(0, 0).alpha() == 0   # round, not a square
    assert (RESOURCES / "icons" / "mafia-desktop.ico").read_bytes()[:4] == b"\0\0\1\0"
    assert (RESOURCES / "icons" / "mafia-desktop.icns").read_bytes()[:4] == b"icns"
    assert set(ICON_SIZES) <= {size.width() for size in app_icon().availableSizes()}
    assert not app_icon().pixmap(QSize(16, 16)).isNull()


def test_the_icon_script_draws_the_committed_sizes(qapp, tmp_path):
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        import make_icon
    finally:
        sys.path.remove(str(ROOT / "packaging"))
    assert make_icon.SIZES == ICON_SIZES
    for size in (16, 48):   # the small drawing and the full one
        drawn = make_icon.draw(size).convertToFormat(QImage.Format.Format_ARGB32)
        committed = QImage(str(RESOURCES / "icons" / f"mafia-desktop-{size}.png"))
        committed = committed.convertToFormat(QImage.Format.Format_ARGB32)
        assert drawn.size() == committed.size()
        # Another Qt may smooth edges a little differently: most pixels must match closely.
        off = sum(1 for x in range(size) for y in range(size)
                  if max(abs(a - b) for a, b in zip(drawn.pixelColor(x, y).getRgb(),
                                                     committed.pixelColor(x, y).getRgb())) > 32)
        assert off <= size * size // 20, f"{off} pixels differ at {size} px: run packaging/make_icon.py"


def desktop_entry() -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str   # keys are case-sensitive
    parser.read(ROOT / "packaging" / "linux" / "mafia-desktop.desktop", encoding="utf-8")
    return dict(parser["Desktop Entry"])


def test_the_desktop_entry_is_valid_and_runs_the_console_script():
    entry = desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Name"] and entry["Comment"]
    assert entry["Exec"] in PYPROJECT["project"]["scripts"]
    assert entry["Icon"] == "mafia-desktop" and (RESOURCES / "icons" / "mafia-desktop-48.png").is_file()
    categories = entry["Categories"]
    assert categories.endswith(";") and "Game" in categories.split(";")
    assert entry["Terminal"] == "false"
    validate = shutil.which("desktop-file-validate")
    if validate:
        result = subprocess.run([validate, str(ROOT / "packaging" / "linux" / "mafia-desktop.desktop")],
                                capture_output=True, text=True)
        assert result.returncode == 0 and not result.stdout.strip(), result.stdout


def test_the_desktop_entry_is_named_and_described_in_every_language(qapp):
    """Issue 28: a Russian, Hebrew or Latvian desktop lists the app by the window's own title
    in its language, with a comment in it too."""
    from mafia_desktop.i18n import LANGUAGES, install, translate
    entry = desktop_entry()
    try:
        for code in sorted(set(LANGUAGES) - {"en"}):
            install(code, qapp)
            assert entry[f"Name[{code}]"] == translate("MainWindow", "Mafia host"), code
            assert entry[f"GenericName[{code}]"] and entry[f"Comment[{code}]"] != entry["Comment"], code
    finally:
        install("en", qapp)


def test_install_desktop_entry_puts_the_entry_and_icons_in_the_home_folder(tmp_path):
    data = tmp_path / "share"
    result = subprocess.run(["sh", str(ROOT / "packaging" / "linux" / "install-desktop-entry"), "/opt/x/mafia-desktop"],
                            env={"HOME": str(tmp_path), "XDG_DATA_HOME": str(data), "PATH": "/usr/bin:/bin"},
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    installed = (data / "applications" / "mafia-desktop.desktop").read_text(encoding="utf-8")
    assert 'Exec="/opt/x/mafia-desktop"' in installed and "Icon=mafia-desktop" in installed
    for size in ICON_SIZES:
        assert (data / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "mafia-desktop.png").is_file()


# -- the PyInstaller spec --------------------------------------------------------------------

def spec_constant(name: str):
    tree = ast.parse((ROOT / "packaging" / "mafia-desktop.spec").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == name for t in node.targets):
            return ast.literal_eval(node.value)
    raise AssertionError(f"{name} is not in the spec")


def test_the_spec_excludes_no_qt_module_the_app_imports():
    imported = set()
    for path in (ROOT / "mafia_desktop").rglob("*.py"):
        imported |= set(re.findall(r"PySide6\.(Qt\w+)", path.read_text(encoding="utf-8")))
    assert {"QtCharts", "QtPdf", "QtPrintSupport", "QtMultimedia", "QtTest"} <= imported
    assert imported & set(spec_constant("EXCLUDED_QT")) == set()
    assert "QtWebEngineCore" in spec_constant("EXCLUDED_QT")


def test_the_build_script_and_the_bundle_entry_point_exist():
    build = ROOT / "packaging" / "build"
    assert build.stat().st_mode & 0o111 and "packaging/mafia-desktop.spec" in build.read_text()
    entry = (ROOT / "packaging" / "entry.py").read_text(encoding="utf-8")
    assert "from mafia_desktop.__main__ import main" in entry


# -- desktop conventions (issue 16) ------------------------------------------------------------

def test_the_licence_is_mit_and_ships_in_the_wheel(built):
    assert PYPROJECT["project"]["license"] == "MIT"
    assert (ROOT / "LICENSE").read_text(encoding="utf-8").startswith("MIT License")
    names = zipfile.ZipFile(built["wheel"]).namelist()
    assert f"mafia_desktop-{__version__}.dist-info/licenses/LICENSE" in names


def test_the_window_has_a_gui_script_beside_the_console_script(built, monkeypatch, tmp_path):
    entry_points = zipfile.ZipFile(built["wheel"]).read(
        f"mafia_desktop-{__version__}.dist-info/entry_points.txt").decode()
    scripts = configparser.ConfigParser()
    scripts.read_string(entry_points)
    assert scripts["console_scripts"]["mafia-desktop"] == "mafia_desktop.__main__:main"
    assert scripts["gui_scripts"]["mafia-desktop-window"] == "mafia_desktop.__main__:window"
    import mafia_desktop.app
    from mafia_desktop.__main__ import window
    opened = []
    monkeypatch.setattr(mafia_desktop.app, "run", lambda path, **_: opened.append(path) or 0)
    assert window(["--db", str(tmp_path / "club.sqlite3")]) == 0
    assert opened == [tmp_path / "club.sqlite3"]


def test_python_bidi_is_for_the_tests_only():
    runtime = " ".join(PYPROJECT["project"]["dependencies"])
    assert "bidi" not in runtime
    assert any(dep.startswith("python-bidi") for dep in PYPROJECT["project"]["optional-dependencies"]["test"])
    from tests.engine.test_purity import imported_modules
    imported = {name for path in (ROOT / "mafia_desktop").rglob("*.py") for name in imported_modules(path)}
    assert not any(name.split(".")[0] == "bidi" for name in imported)
