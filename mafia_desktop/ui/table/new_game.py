"""The new-game dialog: rules and options, table and role mix, labels, nicknames, seats, deal.

The dialog only gathers the host's choices; the engine checks them (``create_game``,
``deal_roles``) and its message is shown in the dialog, which stays open until it is right.
"""

from __future__ import annotations

import random
from functools import partial
from enum import Enum

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QButtonGroup, QCheckBox, QComboBox, QCompleter, QDialog, QDialogButtonBox, QFormLayout,
    QGridLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QRadioButton,
    QScrollArea, QSizePolicy, QSpinBox, QTabWidget, QVBoxLayout, QWidget,
)

from mafia_desktop import preferences
from mafia_desktop.engine import PRESETS, Role, RuleViolation, State, StepKind, commands as c, preset
from mafia_desktop.engine.folding import fold
from mafia_desktop.engine.options import CLUB_OPTIONS, option_applies
from mafia_desktop.engine.roles import ROLE_TABLE, SPECIAL_ROLES
from mafia_desktop.engine.ruleset import Ruleset
from mafia_desktop.i18n import message_text
from mafia_desktop.numerals import digits
from mafia_desktop.words.titles import preset_title

from mafia_desktop.ui.shared.colours import ColouredLabel
from mafia_desktop.ui.shared.layouts import clear_layout
from mafia_desktop.ui.shared.screen import available_area, fit_to_screen
from mafia_desktop.ui.shared.theme import primary
from mafia_desktop.ui.shared.touch import finger_sized
from mafia_desktop.words.options import option_label, preset_words, value_words
from mafia_desktop.words.table import role_name, role_title

#: The presets whose table's size and role mix the host sets, and their most seats (sport
#: and mastermind have a fixed table of 10).
MAX_SEATS = {"latvian": 13, "classic": 30}
#: The seats run down two columns (1-7 and 8-13 at a table of 13): a finger high, one
#: column of 13 stands taller than the laptop's screen.
SEAT_COLUMNS = (0, 1)
#: px: the screen's width from which the club's options stand in two columns.
TWO_OPTION_COLUMNS_FROM = 1280


def special_cards(rules: Ruleset) -> list[Role]:
    """The cards other than the civilians' (the rest of the seats) a preset's table may deal
    (the engine's table of roles), in the order they wake at night: the mafia at the shot."""
    def wakes(role: Role) -> int:
        turn = ROLE_TABLE[role].night
        step = turn.step if turn else StepKind.SHOT if role.is_black else None
        return rules.night_order.index(step) if step in rules.night_order else len(rules.night_order)
    return sorted((role for role in SPECIAL_ROLES if rules.preset in ROLE_TABLE[role].presets), key=wakes)


def next_labels(last: dict[str, str]) -> dict[str, str]:
    """The last game's labels for the next one: the same club, tournament, table and host,
    the game's number one more (when it was a number)."""
    labels = dict(last)
    number = labels.get("number", "").strip()
    labels["number"] = str(int(number) + 1) if digits(number) else ""
    return labels


class NewGameDialog(QDialog):
    def __init__(self, nicknames: list[str], parent: QWidget | None = None, *,
                 rng: random.Random | None = None, labels: dict[str, str] | None = None,
                 seats: list[str] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self.rng = rng or random.Random()
        self.events: list = []
        self._known = nicknames
        self.preset_box = QComboBox(objectName="preset")
        # As wide as its longest preset (it has the page's width).
        self.preset_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for name in PRESETS:
            self.preset_box.addItem(self.tr("{preset} — {words}").format(preset=preset_title(name),
                                                                          words=preset_words(name)), name)
        self.size_box = QSpinBox(objectName="table-size", minimum=4, maximum=30, value=10)
        self.role_boxes: dict[Role, QSpinBox] = {}
        self.roles_form = QFormLayout()
        # The club's options in two columns where the screen is a laptop's; on a tablet's
        # 1024 px one column, which scrolls: a longer language's options side by side do not fit.
        wide = available_area(parent).width() >= TWO_OPTION_COLUMNS_FROM
        self.option_forms = (QFormLayout(), QFormLayout()) if wide else (QFormLayout(),)
        self.option_widgets: dict[str, QCheckBox | QComboBox] = {}
        self.labels = {name: QLineEdit(objectName=f"label-{name}") for name in
                       ("club", "tournament", "table", "number", "host")}
        #: The last new game's choices: this one's defaults (the host's club plays by the same).
        self._last = preferences.last_game_setup()
        #: The labels an event or the hall gave: not the host's, so not kept for the next game.
        self._given = set(labels or {})
        for name, text in {**next_labels(self._last.labels), **(labels or {})}.items():
            if name in self.labels:   # an event's game: its name, table, number
                self.labels[name].setText(text)
        self.seat_grid = QGridLayout()
        self.seat_grid.setVerticalSpacing(4)   # (seven rows of a table of 13 within a tablet's height)
        self.name_edits: list[QLineEdit] = []
        self.card_boxes: list[QComboBox] = []
        self.random_deal = QRadioButton(self.tr("Deal the cards at random"), checked=True, objectName="deal-random")
        self.manual_deal = QRadioButton(self.tr("Enter the cards by hand"), objectName="deal-manual")
        self.error = ColouredLabel(meaning="alarm", bold=True, objectName="error", wordWrap=True)
        self._build()
        self.preset_box.setCurrentIndex(max(self.preset_box.findData(self._last.preset), 0))
        self.preset_box.currentIndexChanged.connect(self._preset_changed)
        self.size_box.valueChanged.connect(self._size_changed)
        self._preset_changed()
        if seats:
            self.fill_seats(seats)
        fit_to_screen(self, QSize(1100, 720))

    # -- layout --------------------------------------------------------------------------
    def _build(self) -> None:
        preset_row = QFormLayout()   # across the page: a longer language's preset in full
        preset_row.addRow(self.tr("Preset"), self.preset_box)
        rules = QGroupBox(self.tr("Rules"))
        rules_layout = QFormLayout(rules)
        rules_layout.addRow(self.tr("Players"), self.size_box)
        self.table_words = QLabel(objectName="table-words", wordWrap=True)
        rules_layout.addRow(self.table_words)
        rules_layout.addRow(self.roles_form)
        # The game's labels on a page of their own: beside the rules of a table of 13 (or a
        # party's four cards) they put the club, the tournament and the host below the fold
        # of a tablet's 1024×600, and the labels are the same game after game (remembered,
        # the game's number counted on), where the rules and seats are this game's.
        labels = QWidget(objectName="game-labels")
        labels.setMaximumWidth(720)   # a name's field as wide as a name, not as the screen
        # A club's or a tournament's name and the host's are read in full, each its own row;
        # the table's and the game's numbers are short and share one.
        labels_layout = QGridLayout(labels)
        labels_layout.setVerticalSpacing(2)
        rows = ((("club", self.tr("Club")),), (("tournament", self.tr("Tournament")),),
                (("table", self.tr("Table №")), ("number", self.tr("Game №"))),
                (("host", self.tr("Host (judge)")),))
        for row, pairs in enumerate(rows):
            for column, (name, caption) in enumerate(pairs):
                labels_layout.addWidget(QLabel(caption), row, column * 2)
                labels_layout.addWidget(self.labels[name], row, column * 2 + 1, 1, 3 if len(pairs) == 1 else 1)
        labels_layout.setColumnStretch(1, 1)
        labels_layout.setColumnStretch(3, 1)
        seats = QGroupBox(self.tr("Seats"))
        seats.setMinimumWidth(420)   # a nickname and its card, readable in every language
        seats_layout = QVBoxLayout(seats)
        for column in SEAT_COLUMNS:
            self.seat_grid.setColumnStretch(column * 3 + 1, 1)
        shuffle = QPushButton(self.tr("Shuffle the seats"), objectName="shuffle")
        shuffle.clicked.connect(self.shuffle_seats)
        deal = QButtonGroup(self)
        for choice in (self.random_deal, self.manual_deal):
            deal.addButton(choice)
        self.manual_deal.toggled.connect(self._deal_mode_changed)
        self.seats_note = QLabel(objectName="seats-note", wordWrap=True)
        self.seats_note.hide()
        seats_layout.addWidget(self.seats_note)
        seats_layout.addLayout(self.seat_grid)
        seats_layout.addStretch(1)
        # Finger-sized, a table of up to 13 and the club's options do not fit 1280×800 on
        # one page: the table's tab (the preset, the rules, the seats), the game's labels'
        # and the options' tab.
        # The labels at a glance beside the rules, a tap away from their tab.
        self.labels_summary = _Summary(objectName="labels-summary")
        for edit in self.labels.values():
            edit.textChanged.connect(self._summarise_labels)
        self._summarise_labels()
        left = QVBoxLayout()
        left.addWidget(rules)
        left.addWidget(self.labels_summary)
        left.addStretch(1)
        columns = QHBoxLayout()
        columns.addLayout(left, 2)
        columns.addWidget(seats, 3)
        players = QWidget()
        players_layout = QVBoxLayout(players)
        players_layout.addLayout(preset_row)
        players_layout.addLayout(columns, 1)
        options = QWidget()
        options_layout = QHBoxLayout(options)
        for form in self.option_forms:
            # An option's words go above its box where both do not fit one line: the box
            # then has the column's width for a longer language's choice.
            form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
            options_column = QVBoxLayout()
            options_column.addLayout(form)
            options_column.addStretch(1)
            options_layout.addLayout(options_column, 1)
        game = QWidget()
        game_layout = QVBoxLayout(game)
        game_layout.addWidget(labels)
        game_layout.addStretch(1)
        self.tabs = QTabWidget(objectName="new-game-tabs")
        for page, title in ((players, self.tr("Table and seats")), (game, self.tr("Game")),
                            (options, self.tr("Club options"))):
            scroll = QScrollArea(widgetResizable=True)   # a classic table of 30 seats scrolls
            scroll.setFrameShape(QScrollArea.Shape.NoFrame)   # (the tab's own frame is round it)
            scroll.setWidget(page)
            self.tabs.addTab(scroll, title)
        self.labels_summary.clicked.connect(self._to_the_labels)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start the game"))
        buttons.button(QDialogButtonBox.StandardButton.Ok).setObjectName("start")
        primary(buttons.button(QDialogButtonBox.StandardButton.Ok))
        for button in buttons.buttons():
            button.setMinimumWidth(160)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        outer = QVBoxLayout(self)
        outer.addWidget(self.tabs)
        outer.addWidget(self.error)
        self._refuse("")
        # Shuffling and the deal beside Start and Cancel, not above the seats: a Latvian
        # table of 13 (7 rows) fits a tablet's height without scrolling.
        bottom = QHBoxLayout()
        bottom.addWidget(shuffle)
        bottom.addWidget(self.random_deal)
        bottom.addWidget(self.manual_deal)
        bottom.addWidget(buttons, 1)
        outer.addLayout(bottom)
        self.page_layouts = (players_layout, game_layout, options_layout)

    def _summarise_labels(self) -> None:
        text = {name: edit.text().strip() for name, edit in self.labels.items()}
        parts = [text["club"], text["tournament"],
                 text["table"] and self.tr("table {table}").format(table=text["table"]),
                 text["number"] and self.tr("game {number}").format(number=text["number"]),
                 text["host"] and self.tr("host {host}").format(host=text["host"])]
        self.labels_summary.set_whole_text(" · ".join(part for part in parts if part)
                                           or self.tr("Club, tournament, table, host"))

    def _to_the_labels(self) -> None:
        """Their tab, its first empty field ready to type in (else the club's)."""
        self.tabs.setCurrentIndex(1)
        edits = list(self.labels.values())
        next((edit for edit in edits if not edit.text()), edits[0]).setFocus()

    def showEvent(self, event: QShowEvent) -> None:   # noqa: N802 (Qt's name)
        """Bigger than 1100×720 where a longer language's options need it and the screen
        has the room; measured once laid out, as shown."""
        super().showEvent(event)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)   # the options' boxes laid out
        need = QSize()
        for layout in self.page_layouts:
            layout.invalidate()   # a hidden tab's layout is not laid out by itself
            layout.activate()
            need = need.expandedTo(layout.minimumSize()).expandedTo(QSize(0, layout.sizeHint().height()))
        fit_to_screen(self, QSize(max(self.width(), need.width() + 60),
                                  max(self.height(), need.height() + 200)))   # the tab bar, the buttons

    @property
    def preset_name(self) -> str:
        return self.preset_box.currentData()

    def _preset_changed(self) -> None:
        base = preset(self.preset_name)
        fixed = self.preset_name not in MAX_SEATS
        self.size_box.setEnabled(not fixed)
        self.size_box.setMaximum(MAX_SEATS.get(self.preset_name, 10))
        self.size_box.setValue(base.table_size)
        self._fill_roles(base)
        self._fill_options(base)
        self._choose_options(self._last.options.get(self.preset_name, {}))
        self._size_changed()

    def _fill_roles(self, base: Ruleset) -> None:
        clear_layout(self.roles_form)
        self.role_boxes = {}
        fixed = self.preset_name not in MAX_SEATS
        self.table_words.setVisible(fixed)
        self.table_words.setText(self.tr("Cards: {cards}").format(cards=", ".join(
            self.tr("{count} × {role}").format(count=count, role=role_name(role))
            for role, count in base.roles)))
        for role in special_cards(base) if not fixed else ():
            box = QSpinBox(objectName=f"count-{role.value}", minimum=0, maximum=1 if ROLE_TABLE[role].single else 10)
            box.setValue(base.role_count(role))
            self.role_boxes[role] = box
            self.roles_form.addRow(role_title(role), box)

    def _fill_options(self, base: Ruleset) -> None:
        for form in self.option_forms:
            clear_layout(form)
        self.option_widgets = {}
        names = [name for name in CLUB_OPTIONS if option_applies(name, self.preset_name)]
        half = -(-len(names) // len(self.option_forms))   # the first column the longer
        for index, name in enumerate(names):
            form = self.option_forms[index // half]
            value = getattr(base, name)
            widget: QCheckBox | QComboBox
            if isinstance(value, bool):
                widget = QCheckBox(option_label(name), checked=value)
                caption = ""
            else:
                widget = QComboBox()
                # As wide as its longest choice (its words wrap above it if need be): a
                # shorter box cut a longer language's choice.
                widget.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
                kind: type[Enum] = type(value)
                for member in kind:
                    widget.addItem(value_words(name, member), member.value)
                widget.setCurrentIndex(list(kind).index(value))
                caption = option_label(name)
            widget.setObjectName(f"option-{name}")
            self.option_widgets[name] = widget
            if caption:
                form.addRow(caption, widget)
            else:
                form.addRow(widget)   # a box that says itself: the form's whole width
        # The choices one width, the widest's: a column, not a ragged edge.
        boxes = [widget for widget in self.option_widgets.values() if isinstance(widget, QComboBox)]
        widest = max((box.sizeHint().width() for box in boxes), default=0)
        for box in boxes:
            box.setMinimumWidth(widest)

    def _choose_options(self, chosen: dict[str, bool | str]) -> None:
        """The club's options as chosen last for this preset (a choice no longer offered is
        left at the preset's)."""
        for name, value in chosen.items():
            widget = self.option_widgets.get(name)
            if isinstance(widget, QCheckBox) and isinstance(value, bool):
                widget.setChecked(value)
            elif isinstance(widget, QComboBox) and widget.findData(value) >= 0:
                widget.setCurrentIndex(widget.findData(value))

    def chosen_options(self) -> dict[str, bool | str]:
        return {name: widget.isChecked() if isinstance(widget, QCheckBox) else widget.currentData()
                for name, widget in self.option_widgets.items()}

    def _size_changed(self) -> None:
        names = [edit.text() for edit in self.name_edits]
        clear_layout(self.seat_grid)
        self.name_edits, self.card_boxes = [], []
        completer_words = sorted(set(self._known), key=str.casefold)
        cards = [Role.CIVILIAN, *special_cards(preset(self.preset_name))]
        rows = -(-self.size_box.value() // len(SEAT_COLUMNS))
        for index in range(self.size_box.value()):
            edit = QLineEdit(objectName=f"seat-{index + 1}",
                             placeholderText=self.tr("nickname of seat {seat}").format(seat=index + 1))
            edit.setMinimumWidth(140)   # a nickname readable beside its card
            completer = QCompleter(completer_words, edit)
            completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
            completer.setFilterMode(Qt.MatchFlag.MatchStartsWith)
            edit.setCompleter(completer)
            # A long name shows its start once typed or filled in (a field scrolled to its
            # end read "ksandra Garvārdiņa-Bērziņa"), the whole of it on hover.
            edit.editingFinished.connect(partial(edit.setCursorPosition, 0))
            edit.textChanged.connect(edit.setToolTip)
            # A refusal ("Seat 1 needs a nickname") was said of the seats as they were: it
            # stayed red under the names typed since, as if still true.
            edit.textEdited.connect(lambda *_: self._refuse(""))
            if index < len(names):
                edit.setText(names[index])
                edit.setCursorPosition(0)
            card = QComboBox(objectName=f"card-{index + 1}")
            card.setMinimumWidth(120)
            for role in cards:
                card.addItem(role_name(role), role.value)
            card.setVisible(self.manual_deal.isChecked())
            row, column = index % rows, index // rows * 3
            self.seat_grid.addWidget(QLabel(str(index + 1)), row, column)
            self.seat_grid.addWidget(edit, row, column + 1)
            self.seat_grid.addWidget(card, row, column + 2)
            self.name_edits.append(edit)
            self.card_boxes.append(card)
        finger_sized(self)   # the seats made now (and a preset's options, made just before)

    def fill_seats(self, names: list[str]) -> None:
        """The nicknames seat by seat (the seats the head judge handed this table), the table's
        size to match; the host may still change any of them."""
        self.size_box.setValue(max(self.size_box.minimum(), min(len(names), self.size_box.maximum())))
        for edit, name in zip(self.name_edits, names):
            edit.setText(name)
            edit.setCursorPosition(0)
        self.setWindowTitle(self.tr("New game — seats from the hall"))
        self.seats_note.setText(self.tr("The seats the head judge handed this table."))
        self.seats_note.show()

    def _refuse(self, words: str) -> None:
        """Why the game cannot start, under the pages (none: the line takes no room)."""
        self.error.setText(words)
        self.error.setVisible(bool(words))

    def _deal_mode_changed(self) -> None:
        for card in self.card_boxes:
            card.setVisible(self.manual_deal.isChecked())

    def shuffle_seats(self) -> None:
        names = [edit.text() for edit in self.name_edits]
        self.rng.shuffle(names)
        for edit, name in zip(self.name_edits, names):
            edit.setText(name)
            edit.setCursorPosition(0)

    # -- result --------------------------------------------------------------------------
    def ruleset(self) -> Ruleset:
        changes: dict = self.chosen_options()
        if self.role_boxes:
            counts = {role: box.value() for role, box in self.role_boxes.items()}
            counts[Role.CIVILIAN] = self.size_box.value() - sum(counts.values())
            if counts[Role.CIVILIAN] < 0:
                raise RuleViolation("More special roles and mafia than seats")
            changes["roles"] = counts
        return preset(self.preset_name, **changes)

    def build_events(self) -> list:
        """The new game's first events, checked by the engine; raises RuleViolation."""
        ruleset = self.ruleset()
        nicknames = [edit.text().strip() for edit in self.name_edits]
        events = c.create_game(ruleset, nicknames)
        state = fold(events)
        labels = {name: edit.text() for name, edit in self.labels.items()}
        if any(labels.values()):
            events += c.label(state, **labels)
            state = fold(events)
        events += self._deal(state)
        return events

    def _deal(self, state: State) -> list:
        if self.manual_deal.isChecked():
            return c.deal_roles(state, roles=[box.currentData() for box in self.card_boxes])
        return c.deal_random(state, rng=self.rng)

    def accept(self) -> None:
        try:
            self.events = self.build_events()
        except RuleViolation as refusal:
            self._refuse(message_text(refusal.message))
            return
        preferences.save_last_game_setup(
            self.preset_name, self.chosen_options(),
            {name: edit.text() for name, edit in self.labels.items() if name not in self._given})
        super().accept()


class _Summary(QPushButton):
    """A button that says a longer text than its width in full where it fits, else cut with
    "…" (the whole of it on hover): a club's and a tournament's names do not widen the
    rules' column past a tablet's width."""

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._whole = ""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def set_whole_text(self, text: str) -> None:
        self._whole = text
        self.setToolTip(text)
        self._cut()

    def resizeEvent(self, event: QResizeEvent) -> None:   # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._cut()

    def _cut(self) -> None:
        # The room for the words: the width less what the button itself takes round them (its
        # size hint with the whole text, less that text: the theme's padding and frame, as Qt
        # measures them, not a guess at them).
        self.setText(self._whole)
        frame = self.sizeHint().width() - self.fontMetrics().horizontalAdvance(self._whole)
        self.setText(self.fontMetrics().elidedText(self._whole, Qt.TextElideMode.ElideRight,
                                                   max(self.width() - frame, 0)))
