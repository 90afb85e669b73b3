"""The command line's words without Qt (``qm_translations``): the .qm files read in Python give
what Qt's translator gives, message by message and count by count, in every language."""

import xml.etree.ElementTree as ElementTree

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from mafia_desktop import qm_translations
from mafia_desktop.engine.errors import Message
from mafia_desktop.i18n import catalog


@pytest.mark.parametrize("code", list(qm_translations.LANGUAGES))
def test_every_message_reads_as_qt_reads_it_with_every_count(qapp, code):
    ours = qm_translations.translations(code)
    qt = QTranslator()
    assert ours is not None and qt.load(str(catalog.qm_path(code)))
    QCoreApplication.installTranslator(qt)
    try:
        compared, differ = 0, []
        for context in ElementTree.parse(catalog.ts_path(code)).getroot().iter("context"):
            name = context.findtext("name") or ""
            for message in context.iter("message"):
                text, comment = message.findtext("source") or "", message.findtext("comment")
                if "%Ln" in text:   # the locale's digits: the window's words alone
                    continue
                for n in range(130) if message.get("numerus") == "yes" else [-1]:
                    compared += 1
                    if ours.translate(name, text, comment, n) != QCoreApplication.translate(name, text, comment, n):
                        differ.append((name, text, n))
    finally:
        QCoreApplication.removeTranslator(qt)
    assert compared > 1000 and differ == []


def test_a_message_is_filled_in_with_its_count_and_its_inner_messages():
    russian = qm_translations.translations("ru")
    assert russian is not None
    said = qm_translations.filled(Message("Records: {done} of {total}", done=3, total=7), russian.translate)
    assert said == "Записи: 3 из 7"
    english = qm_translations.translations("en")
    assert english is not None and english.translate("", "unknown words {x}", None, -1) == "unknown words {x}"


def test_a_file_that_is_no_qm_file_is_refused():
    with pytest.raises(qm_translations.QmFormatError):
        qm_translations.Translations(b"<TS version='2.1'/>")
