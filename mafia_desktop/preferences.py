"""The host's choices, remembered between starts: the language, a second folder for the
backups (a USB stick, a synced folder), whether Next starts the next speaker's timer, and
how the window was left (its size and place, the splitters and the columns), the tournament
hall's address, the rating service's site and account (``rating_service``), the stream
overlay's (``OverlaySettings``), the night music's (``NightMusicSettings``), and the last new game's setup
(``GameSetup``): its preset, each preset's club options, the labels; the look (light,
dark, or the desktop's). Those records, and the choices they allow, are ``settings_records``'s,
named here too (``preferences.OverlaySettings``) and made when first named.

This is the one place that names the application to Qt: the organisation and application
names are set here once, when the module is first imported, so every ``QSettings()`` in
the app (and the desktop, for the application's name) finds the same file
(``~/.config/mafia-desktop/mafia-desktop.conf`` on Linux, the registry on Windows). The
window, the command line and the tests read and write through the functions below.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings

from mafia_desktop import i18n
from mafia_desktop.lazy_names import lend
# The file's names and the keys the command line reads without Qt (``settings_file``).
from mafia_desktop.settings_file import APPLICATION, ORGANISATION, LANGUAGE as _LANGUAGE
from mafia_desktop.settings_file import SECOND_FOLDER as _SECOND_FOLDER

if TYPE_CHECKING:
    from mafia_desktop.settings_records import FONT_PERCENTS as FONT_PERCENTS, GameSetup as GameSetup
    from mafia_desktop.settings_records import MUSIC_WHEN as MUSIC_WHEN, NightMusicSettings as NightMusicSettings
    from mafia_desktop.settings_records import OBS_ADDRESS as OBS_ADDRESS, ObsSettings as ObsSettings
    from mafia_desktop.settings_records import OVERLAY_LAYOUTS as OVERLAY_LAYOUTS, OVERLAY_PORT as OVERLAY_PORT
    from mafia_desktop.settings_records import OverlaySettings as OverlaySettings

#: The names ``settings_records`` gives, found here too when first asked for (``lazy_names``).
_RECORDS = dict.fromkeys(("FONT_PERCENTS", "GameSetup", "MUSIC_WHEN", "NightMusicSettings", "OBS_ADDRESS",
                          "ObsSettings", "OVERLAY_LAYOUTS", "OVERLAY_PORT", "OverlaySettings"),
                         "mafia_desktop.settings_records")
_AUTO_START = "table/auto_start_timers"
_START_AFTER = "table/timers_after_announcements"
_HALL_URL = "hall/url"
_SERVICE_SITE = "publishing/site"
_SERVICE_USER = "publishing/user"
_OVERLAY = "overlay/"
_LAST_GAME = "table/last_game"
_THEME = "look/theme"
_MUSIC = "night_music/"
#: The looks the host may choose: the desktop's light or dark, or one of them always.
THEMES = ("system", "light", "dark")


def __getattr__(name: str) -> object:
    return lend(globals(), name, _RECORDS)


def name_the_application() -> None:
    """Qt's names for this app (what plain ``QSettings()`` is keyed by)."""
    QCoreApplication.setOrganizationName(ORGANISATION)
    QCoreApplication.setApplicationName(APPLICATION)


name_the_application()


_Value = TypeVar("_Value", bool, int)


# QSettings.value() is typed to give an object (PySide6's stubs): these two say what it gave.
def _text(settings: QSettings, key: str) -> str:
    """The text saved under ``key``; "" for none (or for a value that is no text)."""
    value = settings.value(key, "")
    return value if isinstance(value, str) else ""


def _typed(settings: QSettings, key: str, default: _Value) -> _Value:
    """The value saved under ``key``, converted by Qt to ``default``'s type (bool, int)."""
    value = settings.value(key, default, type=type(default))
    return value if isinstance(value, type(default)) else default


def saved_language() -> str:
    """The language the host chose in the settings, else the system's."""
    value = _text(QSettings(), _LANGUAGE)
    return value if value in i18n.LANGUAGES else i18n.system_language()


def save_language(code: str) -> None:
    if code not in i18n.LANGUAGES:
        raise ValueError(f"No language {code!r}; choose one of {', '.join(i18n.LANGUAGES)}")
    QSettings().setValue(_LANGUAGE, code)


def theme() -> str:
    """The host's scheme: "system" (the desktop's light or dark), "light" or "dark"."""
    chosen = _text(QSettings(), _THEME)
    return chosen if chosen in THEMES else "system"


def save_theme(scheme: str) -> None:
    if scheme not in THEMES:
        raise ValueError(f"No theme {scheme!r}")
    QSettings().setValue(_THEME, scheme)


def auto_start_timers() -> bool:
    """Does Next (Enter) start the next speaker's timer too? Yes unless the host chose to
    start each timer by hand."""
    return _typed(QSettings(), _AUTO_START, True)


def save_auto_start_timers(on: bool) -> None:
    QSettings().setValue(_AUTO_START, bool(on))


def timers_after_announcements() -> bool:
    """Does the timer of a step reached by a vote, a shot or a check (the last word after
    the vote's result, the don's check after the shot) start by itself? Yes unless the host
    chose otherwise."""
    return _typed(QSettings(), _START_AFTER, True)


def save_timers_after_announcements(on: bool) -> None:
    QSettings().setValue(_START_AFTER, bool(on))


def second_backup_folder() -> Path | None:
    value = _text(QSettings(), _SECOND_FOLDER)
    return Path(value) if value else None


def save_second_backup_folder(folder: Path | None) -> None:
    QSettings().setValue(_SECOND_FOLDER, str(folder) if folder else "")


def second_backup_folders() -> list[Path]:
    """The second folder as a list (empty when none was chosen)."""
    folder = second_backup_folder()
    return [folder] if folder else []


def hall_url() -> str:
    """The tournament hall this laptop feeds, or reads as the head judge: its URL without
    the password (which the keyring keeps: ``hall.secrets``); "" for none."""
    return _text(QSettings(), _HALL_URL)


def save_hall_url(url: str) -> None:
    from mafia_desktop.hall.connection import shown_url   # +2 ms to the window's start
    QSettings().setValue(_HALL_URL, shown_url(url.strip()) if url.strip() else "")


def rating_service() -> tuple[str, str]:
    """The rating service's site (the public one unless the host chose another) and the
    account games are published with ("" for none); its password is the keyring's
    (``publishing.secrets``)."""
    from mafia_desktop.publishing import DEFAULT_SITE
    settings = QSettings()
    return _text(settings, _SERVICE_SITE) or DEFAULT_SITE, _text(settings, _SERVICE_USER)


def rating_service_account() -> str:
    """The account alone ("" for none): asked at every start, without loading the
    service's client (its network modules) for a club that publishes nothing."""
    return _text(QSettings(), _SERVICE_USER)


def save_rating_service(site: str, user: str) -> None:
    settings = QSettings()
    settings.setValue(_SERVICE_SITE, site.strip().rstrip("/"))
    settings.setValue(_SERVICE_USER, user.strip())


def overlay_settings() -> OverlaySettings:
    from mafia_desktop.settings_records import FONT_PERCENTS, OVERLAY_LAYOUTS, OVERLAY_PORT, OverlaySettings
    settings = QSettings()
    token = _text(settings, _OVERLAY + "token")
    if not token:   # made once: the streaming PC keeps its URL from one evening to the next
        import secrets   # hashlib, hmac: +4 ms to the window's start
        token = secrets.token_urlsafe(16)
        settings.setValue(_OVERLAY + "token", token)
    return OverlaySettings(
        port=_typed(settings, _OVERLAY + "port", OVERLAY_PORT),
        delay=_typed(settings, _OVERLAY + "delay", 0),
        roles=_typed(settings, _OVERLAY + "roles", False),
        beyond_loopback=_typed(settings, _OVERLAY + "beyond_loopback", False),
        token=token,
        font_percent=min(max(_typed(settings, _OVERLAY + "font_percent", 100), FONT_PERCENTS[0]), FONT_PERCENTS[1]),
        layout=layout if (layout := _text(settings, _OVERLAY + "layout")) in OVERLAY_LAYOUTS else "row")


def save_overlay_settings(chosen: OverlaySettings) -> None:
    from mafia_desktop.settings_records import FONT_PERCENTS, OVERLAY_LAYOUTS
    if not 1 <= chosen.port <= 65535 or not 0 <= chosen.delay <= 3600:
        raise ValueError(f"No overlay on port {chosen.port} with a delay of {chosen.delay} s")
    if not FONT_PERCENTS[0] <= chosen.font_percent <= FONT_PERCENTS[1] or chosen.layout not in OVERLAY_LAYOUTS:
        raise ValueError(f"No overlay at {chosen.font_percent} % laid out as {chosen.layout!r}")
    settings = QSettings()
    for name in ("port", "delay", "roles", "beyond_loopback", "font_percent", "layout"):
        settings.setValue(_OVERLAY + name, getattr(chosen, name))


def night_music_settings() -> NightMusicSettings:
    from mafia_desktop.settings_records import MUSIC_WHEN, NightMusicSettings
    settings = QSettings()
    when = _text(settings, _MUSIC + "when")
    return NightMusicSettings(folder=_text(settings, _MUSIC + "folder"),
                              when=when if when in MUSIC_WHEN else "rules",
                              volume=min(100, max(0, _typed(settings, _MUSIC + "volume", 70))))


def save_night_music_settings(chosen: NightMusicSettings) -> None:
    from mafia_desktop.settings_records import MUSIC_WHEN
    if chosen.when not in MUSIC_WHEN or not 0 <= chosen.volume <= 100:
        raise ValueError(f"No night music {chosen.when!r} at {chosen.volume} %")
    settings = QSettings()
    for name in ("folder", "when", "volume"):
        settings.setValue(_MUSIC + name, getattr(chosen, name))


def window_state(name: str) -> QByteArray | None:
    """What Qt saved of a window or a widget (``saveGeometry``, ``saveState``) under ``name``,
    None the first time."""
    value = QSettings().value(f"window/{name}")
    return value if isinstance(value, QByteArray) and not value.isEmpty() else None


def save_window_state(name: str, state: QByteArray) -> None:
    QSettings().setValue(f"window/{name}", state)


_OBS = "obs/"


def obs_settings() -> ObsSettings:
    import json   # (the overlay's and the settings dialog's: not the first paint's, issue 44)

    from mafia_desktop.settings_records import OBS_ADDRESS, ObsSettings
    settings = QSettings()
    try:
        scenes = json.loads(_text(settings, _OBS + "scenes") or "{}")
    except ValueError:
        scenes = {}
    if not isinstance(scenes, dict):
        scenes = {}
    return ObsSettings(follow=_typed(settings, _OBS + "follow", False),
                       address=_text(settings, _OBS + "address") or OBS_ADDRESS,
                       scenes={str(k): str(v) for k, v in scenes.items() if isinstance(v, str) and v})


def save_obs_settings(chosen: ObsSettings) -> None:
    import json
    settings = QSettings()
    settings.setValue(_OBS + "follow", chosen.follow)
    settings.setValue(_OBS + "address", chosen.address.strip())
    settings.setValue(_OBS + "scenes", json.dumps({k: v.strip() for k, v in chosen.scenes.items() if v.strip()},
                                                  ensure_ascii=False))


def last_game_setup() -> GameSetup:
    """The last new game's setup; an empty one the first time, or if what was saved is not
    one (another version's, a hand-edited file)."""
    import json   # (the new game's dialog's: not the first paint's)

    from mafia_desktop.settings_records import GameSetup
    try:
        saved = json.loads(_text(QSettings(), _LAST_GAME) or "{}")
        preset = saved.get("preset", "")
        options = {str(name): {str(key): value for key, value in chosen.items() if isinstance(value, (bool, str))}
                   for name, chosen in saved.get("options", {}).items() if isinstance(chosen, dict)}
        labels = {str(key): value for key, value in saved.get("labels", {}).items() if isinstance(value, str)}
    except (ValueError, AttributeError, TypeError):
        return GameSetup()
    return GameSetup(preset if isinstance(preset, str) else "", options, labels)


def save_last_game_setup(preset: str, options: dict[str, bool | str], labels: dict[str, str]) -> None:
    """The game just started: its preset, its options (kept beside the other presets'), its labels."""
    import json
    last = last_game_setup()
    QSettings().setValue(_LAST_GAME, json.dumps(
        {"preset": preset, "options": {**last.options, preset: options}, "labels": labels}, ensure_ascii=False))
