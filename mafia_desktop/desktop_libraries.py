"""Before the window opens on Linux: are the system libraries Qt's X11 platform needs there?

Without them Qt aborts with "Could not load the Qt platform plugin xcb" and blames
libxcb-cursor0, whatever is really missing (on a fresh Debian desktop: libxcb-icccm4 and
libxcb-keysyms1). This finds every missing one by loading it, and says which packages
install them, before Qt is asked for a window. No Qt here: it runs before Qt loads. Without
any display at all (``no_display``) there is nothing to check: the command line says so.
"""

from __future__ import annotations

import os
import sys

#: What the xcb platform plugin of the PySide6 wheel links (``ldd libqxcb.so``), each with
#: the Debian/Ubuntu package and the Fedora package that bring it.
XCB_LIBRARIES = {
    "libxcb.so.1": ("libxcb1", "libxcb"),
    "libX11-xcb.so.1": ("libx11-xcb1", "libX11-xcb"),
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor"),
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms"),
    "libxcb-randr.so.0": ("libxcb-randr0", "libxcb"),
    "libxcb-render-util.so.0": ("libxcb-render-util0", "xcb-util-renderutil"),
    "libxcb-shape.so.0": ("libxcb-shape0", "libxcb"),
    "libxcb-shm.so.0": ("libxcb-shm0", "libxcb"),
    "libxcb-sync.so.1": ("libxcb-sync1", "libxcb"),
    "libxcb-util.so.1": ("libxcb-util1", "xcb-util"),
    "libxcb-xfixes.so.0": ("libxcb-xfixes0", "libxcb"),
    "libxcb-xkb.so.1": ("libxcb-xkb1", "libxcb"),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11"),
    "libfontconfig.so.1": ("libfontconfig1", "fontconfig"),
    "libEGL.so.1": ("libegl1", "libglvnd-egl"),
    "libGL.so.1": ("libgl1", "libglvnd-glx"),
    "libdbus-1.so.3": ("libdbus-1-3", "dbus-libs"),
}


def no_display(environ=os.environ, platform: str = sys.platform) -> bool:
    """Is there no screen to open a window on? On Linux and the other Unixes but macOS: none
    named to Qt (QT_QPA_PLATFORM), no X11 (DISPLAY) and no Wayland (WAYLAND_DISPLAY), as in a
    terminal over ssh. Qt would abort (exit 134) blaming a library that is there."""
    if platform.startswith(("win", "darwin", "cygwin")):
        return False
    return not any(environ.get(name) for name in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"))


def uses_xcb(environ=os.environ, platform: str = sys.platform) -> bool:
    """Will Qt open the window through X11 (xcb)? On Linux, unless another platform is
    named or a Wayland session is there (Qt 6 prefers Wayland then)."""
    if not platform.startswith("linux"):
        return False
    named = environ.get("QT_QPA_PLATFORM", "")
    if named:
        return named.split(";")[0].split(":")[0] == "xcb"
    return not environ.get("WAYLAND_DISPLAY")


def missing_libraries(load=None) -> list[str]:
    """The libraries of ``XCB_LIBRARIES`` that cannot be loaded here."""
    load = load or _loads
    return [name for name in XCB_LIBRARIES if not load(name)]


def _loads(name: str) -> bool:
    import ctypes   # +2 ms to the window's start, which needs it only on Linux on a display
    try:
        ctypes.CDLL(name, mode=os.RTLD_LAZY)
    except OSError:
        return False
    return True


def advice(missing: list[str]) -> str:
    """What the host reads: which libraries are missing and the command that installs them."""
    debian = sorted({XCB_LIBRARIES[name][0] for name in missing})
    fedora = sorted({XCB_LIBRARIES[name][1] for name in missing})
    return (f"mafia-desktop: the window cannot open: Qt's X11 platform needs system libraries "
            f"that are missing here: {', '.join(missing)}.\n"
            f"Install them, then start again:\n"
            f"  Debian, Ubuntu:  sudo apt install {' '.join(debian)}\n"
            f"  Fedora:          sudo dnf install {' '.join(fedora)}\n")


def check_before_the_window() -> str | None:
    """The advice to print (and not to open the window), or None when all is there."""
    if not uses_xcb():
        return None
    missing = missing_libraries()
    return advice(missing) if missing else None
