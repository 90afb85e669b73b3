"""Dates and times in the host's locale (QLocale), and the system's language from its list of
preferred languages (QLocale.uiLanguages)."""

from datetime import date, datetime

import pytest
from PySide6.QtCore import QLocale

from mafia_desktop import i18n

MOMENT = datetime(2026, 11, 29, 19, 5)
#: The real one: tests/conftest.py puts English in its place for every test.
SYSTEM_LANGUAGE = i18n.system_language


@pytest.fixture
def system(monkeypatch, qapp):
    """The machine's locale for the test; English (the tests' American one) afterwards."""
    def use(name: str, language: str) -> None:
        monkeypatch.setattr(i18n, "_system_locale", lambda: QLocale(name))
        i18n.install(language, qapp)
    yield use
    monkeypatch.setattr(i18n, "_system_locale", lambda: QLocale("en_US"))
    i18n.install("en", qapp)


@pytest.mark.parametrize("name, language, day, time", [
    ("en_US", "en", "11/29/2026", "7:05\u202fPM"),
    ("en_GB", "en", "29/11/2026", "19:05"),
    ("ru_RU", "ru", "29.11.2026", "19:05"),
    ("lv_LV", "lv", "29.11.2026", "19:05"),   # Qt's "dd.MM.yy", the year written in full
    ("he_IL", "he", "29.11.2026", "19:05"),
])
def test_dates_and_times_follow_the_hosts_locale(system, name, language, day, time):
    system(name, language)
    assert i18n.date_text(MOMENT) == day and i18n.time_text(MOMENT) == time
    assert i18n.moment_text(MOMENT) == f"{day} {time}"


def test_a_language_other_than_the_systems_brings_its_own_locale(system):
    system("en_GB", "ru")             # a British machine, the host reads Russian
    assert i18n.date_text(MOMENT) == "29.11.2026"
    system("ru_RU", "en")             # a Russian machine, the host reads English
    assert i18n.date_text(MOMENT) == "11/29/2026"


def test_a_span_of_days_names_each_day_once(system):
    system("ru_RU", "ru")
    assert i18n.date_span("2026-11-21", "2026-11-23") == "21.11.2026–23.11.2026"
    assert i18n.date_span(date(2026, 11, 21), "2026-11-21") == "21.11.2026"
    assert i18n.date_span(None, None) == ""


class Preferred:
    """A system locale whose list of preferred languages is the test's."""

    def __init__(self, *languages: str) -> None:
        self.languages = list(languages)

    def uiLanguages(self) -> list[str]:   # noqa: N802 (Qt's name)
        return self.languages


@pytest.mark.parametrize("preferred, chosen", [
    (("lv-LV", "en-US"), "lv"),
    (("de-DE", "ru-RU", "en"), "ru"),       # the first the app speaks, in the host's order
    (("he_IL",), "he"),
    (("de-DE", "fr"), "en"),
])
def test_the_system_language_is_the_first_preferred_one_the_app_speaks(monkeypatch, preferred, chosen):
    monkeypatch.setattr(i18n, "_system_locale", lambda: Preferred(*preferred))
    assert SYSTEM_LANGUAGE() == chosen


@pytest.mark.parametrize("name, language", [("ru_RU", "ru"), ("he_IL", "he"), ("en_US", "en")])
def test_a_date_picker_writes_a_day_as_the_lists_do(system, qtbot, tmp_path, name, language):
    from PySide6.QtCore import QDate
    from PySide6.QtWidgets import QDateEdit

    from mafia_desktop.store import Archive
    from mafia_desktop.ui.events.event_dialog import EventDialog
    system(name, language)
    with Archive(tmp_path / "a.sqlite3") as archive:
        dialog = EventDialog(archive)
        qtbot.addWidget(dialog)
        pickers = dialog.findChildren(QDateEdit)
        assert pickers
        for edit in pickers:
            edit.setDate(QDate(2026, 12, 1))
            assert edit.text() == i18n.date_text(date(2026, 12, 1))
    assert i18n.date_text(date(2026, 12, 1)) == {"ru": "01.12.2026", "he": "1.12.2026",
                                                 "en": "12/1/2026"}[language]
