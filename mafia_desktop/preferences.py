"""The host's choices kept beside the language (``i18n.settings``): a second folder for the
backups (a USB stick, a synced folder), and whether Next starts the next speaker's timer.
The window sets them; the command line reads the folder too."""

from __future__ import annotations

from pathlib import Path

from mafia_desktop.i18n import settings

_SECOND_FOLDER = "backups/second-folder"
_AUTO_START = "table/auto_start_timers"


def auto_start_timers() -> bool:
    """Does Next (Enter) start the next speaker's timer too? Yes unless the host chose to
    start each timer by hand."""
    return settings().value(_AUTO_START, True, type=bool)


def save_auto_start_timers(on: bool) -> None:
    settings().setValue(_AUTO_START, bool(on))


def second_backup_folder() -> Path | None:
    value = settings().value(_SECOND_FOLDER, "")
    return Path(value) if value else None


def save_second_backup_folder(folder: Path | None) -> None:
    settings().setValue(_SECOND_FOLDER, str(folder) if folder else "")


def second_backup_folders() -> list[Path]:
    """The second folder as a list (empty when none was chosen)."""
    folder = second_backup_folder()
    return [folder] if folder else []
