"""A progress dialog for work a person waits for (an import of many files, the first start
after an upgrade): a ``progress(done, total)`` callback for the archive, whose Cancel stops
the work at once (the archive rolls back the batch under way: nothing is left half written).

The dialog shows itself only if the work lasts (``QProgressDialog``'s minimum duration), so a
short import or an archive with nothing to do never flashes one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
# The dialog's type by way of the module, made at the first work that reports: every start
# makes a WorkProgress for an upgrade that seldom comes, and QProgressDialog's type and its
# base's (QDialog, with its enums) cost the first paint 0.3 ms when imported by name.
from PySide6 import QtWidgets

from mafia_desktop.i18n import translate

if TYPE_CHECKING:
    from PySide6.QtWidgets import QProgressDialog, QWidget

#: Milliseconds of work before the dialog appears.
SHOWN_AFTER = 400


class WorkProgress:
    def __init__(self, parent: QWidget | None, title: str, label: str) -> None:
        self.parent = parent
        self.title = title
        self.label = label
        self.dialog: QProgressDialog | None = None

    def __call__(self, done: int, total: int) -> bool:
        """Shows how far the work is; False once the host pressed Cancel."""
        if self.dialog is None:
            dialog = QtWidgets.QProgressDialog(self.label, translate("WorkProgress", "Cancel"), 0, max(total, 0),
                                               self.parent)
            dialog.setObjectName("work-progress")
            dialog.setWindowTitle(self.title)
            dialog.setWindowModality(Qt.WindowModality.ApplicationModal)
            dialog.setMinimumDuration(SHOWN_AFTER)
            dialog.setAutoClose(False)
            dialog.setAutoReset(False)
            self.dialog = dialog
        self.dialog.setMaximum(max(total, 0))
        self.dialog.setValue(done)   # a modal dialog handles the host's clicks here
        return not self.dialog.wasCanceled()

    @property
    def cancelled(self) -> bool:
        return self.dialog is not None and self.dialog.wasCanceled()

    def close(self) -> None:
        if self.dialog is not None:
            self.dialog.close()
            self.dialog.deleteLater()
            self.dialog = None
