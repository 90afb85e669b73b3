"""Importing records from the window: files, a whole folder, or another archive (merged), with a progress dialog whose
Cancel stops the import (the batch under way rolled back whole, the batches before it kept),
then what was done, in words.

A record that differs from a finished game in the archive is kept out at first; the host is
then asked whether it should take the archived game's place (``ask_replace``).

The file dialogs, the question and the closing report are small methods (``ask_files``,
``ask_folder``, ``ask_replace``, ``report``) so that tests can answer them.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from mafia_desktop import preferences
from mafia_desktop.i18n import message_text
from mafia_desktop.store import Archive, ArchiveError
from mafia_desktop.store.housekeeping.backups import backup_first
from mafia_desktop.store.importing import BATCH, ImportResult, files_in, import_files, summary
from mafia_desktop.store.opening.upkeep import Cancelled

from mafia_desktop.ui.shared.work_progress import WorkProgress

#: Problems named in the closing report (the rest are counted).
NAMED = 8


class RecordsImport(QObject):
    def __init__(self, archive: Archive, parent: QWidget) -> None:
        super().__init__(parent)
        self.archive = archive
        self.window = parent

    def ask_files(self) -> list[str]:
        paths, _ = QFileDialog.getOpenFileNames(self.window, self.tr("Import game records"), str(Path.home()),
                                                self.tr("Game records (*.json)"))
        return paths

    def ask_folder(self) -> str:
        return QFileDialog.getExistingDirectory(self.window, self.tr("Import every record in a folder"),
                                                str(Path.home()))

    def ask_archive(self) -> str:
        path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Import another archive"), str(Path.home()),
                                              self.tr("Archives and their exports (*.sqlite3 *.db *.jsonl);;"
                                                      "Every file (*)"))
        return path

    def files(self) -> bool:
        """Ask for files and import them; True if anything was written."""
        return self.run(self.ask_files())

    def other_archive(self) -> bool:
        """Ask for another archive (another laptop's, a backup, a file sent: ``importing.archives``)
        or a file of every game as JSON lines, and merge it into this one; True if anything was
        written."""
        chosen = self.ask_archive()
        if not chosen:
            return False
        from mafia_desktop.store.importing.archives import import_archive, is_archive
        path = Path(chosen)
        if is_archive(path) and not self._mergeable(path):
            return False
        if not self._backup_first():
            return False
        if is_archive(path):
            results = lambda progress: import_archive(self.archive, path, progress=progress)   # noqa: E731
        else:
            from mafia_desktop.store.importing import lines

            def results(progress):
                with open(path, "rb") as stream:
                    yield from import_files(self.archive, lines(stream, str(path)), progress=progress)
        return self._report_on(results, self.tr("Import another archive"),
                               self.tr("Importing the games of {file}…").format(file=path.name))[0]

    def folder(self) -> bool:
        """Ask for a folder and import every record in it (and in its folders)."""
        chosen = self.ask_folder()
        return self.run([chosen] if chosen else [])

    def run(self, chosen: list[str]) -> bool:
        paths = files_in(chosen)
        if not paths:
            return False
        if len(paths) > BATCH and not self._backup_first():
            return False
        written, kept = self._import(paths, replace=False)
        if kept and self.ask_replace(self._question(kept)) and self._backup_first():
            # Only the files that hold them: the rest of those files are duplicates by now.
            again = list(dict.fromkeys(Path(result.file) for result in kept))
            written = self._import(again, replace=True)[0] or written
        return written

    def _mergeable(self, path: Path) -> bool:
        """Whether the other archive may be merged (``archives.check_other``); if not, said to
        the host, before a backup is made for it."""
        from mafia_desktop.store.importing.archives import check_other
        try:
            check_other(path)
        except (ArchiveError, OSError) as error:   # (a file it may not read: said as the import says it)
            self.report(message_text(error.message) if isinstance(error, ArchiveError) else str(error), True)
            return False
        return True

    def _backup_first(self) -> bool:
        """A backup before many games are written or some replaced (``backups.backup_first``);
        False, said to the host, if it could not be made: then nothing is imported."""
        try:
            backup_first(self.archive, extra=preferences.second_backup_folders())
        except ArchiveError as error:
            self.report(self.tr("Nothing was imported: the backup made before an import could not be "
                                "written.\n\n{problem}").format(problem=message_text(error.message)), True)
            return False
        return True

    def _import(self, paths: list[Path], *, replace: bool) -> tuple[bool, list[ImportResult]]:
        """Import and report; whether anything was written, and the records that differ from
        finished games in the archive (kept as they are)."""
        return self._report_on(
            lambda progress: import_files(self.archive, paths, total=len(paths), progress=progress, replace=replace),
            self.tr("Import game records"), self.tr("Importing {count} files…").format(count=len(paths)))

    def _report_on(self, results, title: str, doing: str) -> tuple[bool, list[ImportResult]]:
        """``results(progress)``'s import under a progress dialog, then what it did in words."""
        progress = WorkProgress(self.window, title, doing)
        statuses: Counter[str] = Counter()
        problems: list[str] = []
        kept: list[ImportResult] = []
        stopped = False
        try:
            for result in results(progress):
                statuses[result.status] += 1
                if not result.ok:
                    problems.append(message_text(result.message))
                elif result.status == "kept":
                    kept.append(result)
                elif result.status == "forked":
                    problems.append(message_text(result.message))
        except Cancelled:
            stopped = True
        except (ArchiveError, OSError) as error:   # the archive refused the batch (read-only, a full disk)
            problems.append(message_text(error.message) if isinstance(error, ArchiveError) else str(error))
        finally:
            progress.close()
        lines = [message_text(summary(statuses))]
        if stopped:
            lines.append(self.tr("Stopped: the records after these were not imported (the batch under way "
                                 "was undone whole; import the same files again to go on)."))
        lines += problems[:NAMED]
        if len(problems) > NAMED:
            lines.append(self.tr("… and {count} more problems.").format(count=len(problems) - NAMED))
        self.report("\n\n".join(lines), bool(problems))
        return statuses["imported"] + statuses["extended"] + statuses["forked"] > 0, kept

    def _question(self, kept: list[ImportResult]) -> str:
        lines = [message_text(result.message) for result in kept[:NAMED]]
        if len(kept) > NAMED:
            lines.append(self.tr("… and {count} more.").format(count=len(kept) - NAMED))
        lines.append(self.tr("Put these records in place of the archived games? The archived games go to "
                             "the trash (nothing is lost); No keeps the archive as it is."))
        return "\n\n".join(lines)

    def ask_replace(self, text: str) -> bool:
        answer = QMessageBox.question(self.window, self.tr("Records that differ from archived games"), text,
                                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def report(self, text: str, problems: bool) -> None:
        box = QMessageBox.warning if problems else QMessageBox.information
        box(self.window, self.tr("Import game records"), text)
