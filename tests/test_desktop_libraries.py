"""The window's start on a Linux desktop that lacks libraries Qt's X11 platform needs."""

import os
import subprocess
import sys

from mafia_desktop import desktop_libraries as libs


def test_every_missing_library_is_named_with_the_packages_that_install_it():
    present = {"libxcb.so.1", "libxcb-cursor.so.0"}
    missing = libs.missing_libraries(load=lambda name: name in present or name not in (
        "libxcb-icccm.so.4", "libxcb-keysyms.so.1"))
    assert missing == ["libxcb-icccm.so.4", "libxcb-keysyms.so.1"]
    text = libs.advice(missing)
    assert "libxcb-icccm.so.4, libxcb-keysyms.so.1" in text
    assert "sudo apt install libxcb-icccm4 libxcb-keysyms1" in text
    assert "libxcb-cursor0" not in text        # Qt would blame it; it is there


def test_the_check_applies_only_where_qt_will_use_x11():
    assert libs.uses_xcb({"DISPLAY": ":0"}, "linux")
    assert libs.uses_xcb({"QT_QPA_PLATFORM": "xcb"}, "linux")
    assert not libs.uses_xcb({"QT_QPA_PLATFORM": "offscreen"}, "linux")
    assert not libs.uses_xcb({"WAYLAND_DISPLAY": "wayland-0"}, "linux")
    assert not libs.uses_xcb({}, "win32") and not libs.uses_xcb({}, "darwin")


def test_the_command_says_it_and_opens_no_window(tmp_path):
    # A library that cannot exist stands in for one the desktop lacks.
    script = (
        "import sys; from mafia_desktop import desktop_libraries as libs, __main__ as m\n"
        "libs.XCB_LIBRARIES['libnot-there-at-all.so.9'] = ('libnot-there9', 'not-there')\n"
        "sys.exit(m.main(['--db', sys.argv[1]]))\n")
    result = subprocess.run([sys.executable, "-c", script, str(tmp_path / "a.sqlite3")], capture_output=True,
                            text=True, timeout=60, env={"QT_QPA_PLATFORM": "xcb", "PATH": "/usr/bin:/bin"})
    assert result.returncode == 3
    assert "libnot-there-at-all.so.9" in result.stderr and "sudo apt install" in result.stderr
    assert "libnot-there9" in result.stderr
    assert not (tmp_path / "a.sqlite3").exists()


def test_without_a_display_the_command_says_so_and_names_the_command_line_tools(tmp_path):
    env = {name: value for name, value in os.environ.items()
           if name not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    result = subprocess.run([sys.executable, "-m", "mafia_desktop", "--db", str(tmp_path / "a.sqlite3")],
                            capture_output=True, text=True, timeout=60, env=env)
    assert result.returncode == 2, result.stderr           # not Qt's abort (134)
    assert "no display" in result.stderr and "mafia-desktop --help" in result.stderr
    assert "xcb" not in result.stderr and "libxcb" not in result.stderr
    assert not (tmp_path / "a.sqlite3").exists()


def test_a_display_is_missing_only_when_qt_is_given_none():
    assert libs.no_display({}, "linux") and libs.no_display({"DISPLAY": ""}, "freebsd14")
    assert not libs.no_display({"DISPLAY": ":0"}, "linux")
    assert not libs.no_display({"WAYLAND_DISPLAY": "wayland-0"}, "linux")
    assert not libs.no_display({"QT_QPA_PLATFORM": "offscreen"}, "linux")
    assert not libs.no_display({}, "win32") and not libs.no_display({}, "darwin")
