"""The translations: Qt's lupdate finds the code's texts and merges them into the .ts files,
every text is translated into Russian, Hebrew and Latvian (and English has its plural
forms), each keeps its {places} and its %n, lupdate found everything the code marks, the
compiled .qm files match their .ts sources, and the glossary's game terms are used."""

import filecmp
import textwrap

import pytest

from mafia_desktop.i18n import catalog

LANGUAGES = (*catalog.LANGUAGES, *catalog.PLURAL_ONLY)


@pytest.fixture(scope="module")
def templates(package_templates):
    found, problems = package_templates
    assert [f"{p.where}: {p.what}" for p in problems] == []   # no f-string reaches a translation
    return found


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_template_is_translated_and_keeps_its_places(templates, language):
    assert catalog.check(language, templates) == []


def test_the_ts_files_are_what_lupdate_makes_of_the_code():
    assert catalog.stale() == []


@pytest.mark.parametrize("language", catalog.LANGUAGES)
def test_the_ts_files_hold_the_codes_texts_and_keep_the_vanished_ones(templates, language):
    current = catalog.read_ts(catalog.ts_path(language))
    assert set(current) == set(templates)
    kept = catalog.read_ts(catalog.ts_path(language), obsolete=True)
    assert all(entry.obsolete for key, entry in kept.items() if key not in templates)


def test_english_keeps_only_the_plural_forms(templates):
    english = catalog.read_ts(catalog.ts_path("en"))
    assert set(english) == {key for key, template in templates.items() if template.plural}
    assert len(english) >= 11 and all(entry.plural for entry in english.values())


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_compiled_translations_are_not_stale(tmp_path, language):
    fresh = tmp_path / f"{language}.qm"
    catalog.compile_ts(catalog.ts_path(language), fresh)
    assert filecmp.cmp(fresh, catalog.qm_path(language), shallow=False), \
        "run: python -m mafia_desktop.i18n.catalog compile"


@pytest.mark.parametrize("language, role, word", [
    ("ru", "Sheriff", "Шериф"), ("ru", "Don", "Дон"),
    ("lv", "Commissar", "Komisārs"), ("lv", "Doctor", "Ārsts"),
])
def test_the_seeds_words_name_the_roles(language, role, word):
    translated = {source: entry.translations[0] for (context, source), entry in
                  catalog.read_ts(catalog.ts_path(language)).items()}
    assert word.casefold() in translated.get(role, "").casefold()


@pytest.mark.parametrize("language", catalog.LANGUAGES)
def test_the_standings_compensation_column_is_named_in_each_language(language):
    # "Ci" is the FIIM sheets' own letter: a Russian or Hebrew club reads a word of its own.
    entries = catalog.read_ts(catalog.ts_path(language))
    heads = [entry.translations[0] for (context, source), entry in entries.items() if source == "Ci"]
    assert heads and (language == "lv" or all(head != "Ci" for head in heads)), heads


# -- what the check adds to lupdate --------------------------------------------------------------

def _package(tmp_path, code: str):
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "words.py").write_text(textwrap.dedent(code), encoding="utf-8")
    return package


def _lupdated(tmp_path, package, language="ru"):
    ts = tmp_path / f"mafia_desktop_{language}.ts"
    catalog.lupdate([ts], package=package)
    return catalog.read_ts(ts)


def test_the_check_names_a_call_lupdate_passed_over(tmp_path):
    # lupdate's Python reader drops this call whole (a keyword argument); the code's own
    # reading finds it, and the check says so instead of showing it in English for ever.
    package = _package(tmp_path, '''
        def shown(count):
            return translate("Words", "%n seats", n=count)
        def fine():
            return translate("Words", "Seat")
    ''')
    templates, _ = catalog.extract(package)
    known = _lupdated(tmp_path, package)
    assert set(known) == {("Words", "Seat")}
    [fault] = catalog.missed("ru", templates, known)
    assert "not in the .ts file" in fault and "%n seats" in fault


def test_the_check_names_a_count_lupdate_read_as_an_encoding(tmp_path):
    package = _package(tmp_path, '''
        def shown(count):
            return translate("Words", "%n seat(s)", "", count)
        Words = TrContext("Words")
        def right(count):
            return Words.tr("%n game(s)", "", count)
        class Page(QObject):
            def title(self, count):
                return self.tr("%n player(s)", "", len(count))
    ''')
    templates, problems = catalog.extract(package)
    known = _lupdated(tmp_path, package)
    assert problems == []
    assert known[("Words", "%n game(s)")].plural and known[("Page", "%n player(s)")].plural
    [fault] = catalog.missed("ru", templates, known)
    assert "a count lupdate did not read as one" in fault and "%n seat(s)" in fault


def test_the_engines_words_are_found_by_lupdate_in_the_messages_context(tmp_path):
    package = _package(tmp_path, '''
        def refuse(seat, count):
            raise RuleViolation("Seat {seat} has left the table", seat=seat)
        def damaged(count):
            return Message("%n damaged game(s)", "", count)
        TABLE = {"x": QT_TR_NOOP("The don has left the table")}
    ''')
    known = _lupdated(tmp_path, package)
    assert set(known) == {("", "Seat {seat} has left the table"), ("", "%n damaged game(s)"),
                          ("", "The don has left the table")}
    assert known[("", "%n damaged game(s)")].plural


def test_a_trcontext_is_named_as_its_context(tmp_path):
    package = _package(tmp_path, 'Shown = TrContext("Words")\n')
    _, problems = catalog.extract(package)
    assert [p.what for p in problems] == ["the TrContext 'Words' is kept in a variable named 'Shown': "
                                          "name it as its context"]


# -- the .ts reader: what counts as finished ---------------------------------------------------

def _ts(tmp_path, body: str):
    path = tmp_path / "x_ru.ts"
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="ru">'
                    f"<context><name>W</name>{body}</context></TS>", encoding="utf-8")
    return catalog.read_ts(path, obsolete=True)


def test_a_plural_with_an_empty_form_is_not_finished(tmp_path):
    # The old catalog turned a translated three-form plural into an empty translation and
    # counted it finished.
    entry = _ts(tmp_path, '<message numerus="yes"><source>%n game(s)</source><translation>'
                          "<numerusform>%n игра</numerusform><numerusform></numerusform>"
                          "<numerusform>%n игр</numerusform></translation></message>")[("W", "%n game(s)")]
    assert entry.plural and not entry.finished


def test_a_vanished_translation_is_kept_but_not_current(tmp_path):
    known = _ts(tmp_path, '<message><source>Old words</source><translation type="vanished">Старые</translation>'
                          "</message>")
    assert known[("W", "Old words")].obsolete and known[("W", "Old words")].translations == ["Старые"]


def test_lupdate_keeps_an_old_translation_for_a_changed_text(tmp_path):
    """Qt's merge: a text that changed a little gets its old translation back, unfinished
    (to be looked at), instead of losing it."""
    package = _package(tmp_path, '''
        class Page(QObject):
            def f(self):
                return self.tr("The archive is open in another window; close it there first")
    ''')
    ts = tmp_path / "mafia_desktop_ru.ts"
    catalog.lupdate([ts], package=package)
    ts.write_text(ts.read_text(encoding="utf-8").replace(
        '<translation type="unfinished"></translation>',
        "<translation>Архив открыт в другом окне; сначала закройте его там</translation>"), encoding="utf-8")
    (package / "words.py").write_text(textwrap.dedent('''
        class Page(QObject):
            def f(self):
                return self.tr("The archive is open in another window: close it there first")
    '''), encoding="utf-8")
    catalog.lupdate([ts], package=package)
    entry = catalog.read_ts(ts)[("Page", "The archive is open in another window: close it there first")]
    assert entry.translations == ["Архив открыт в другом окне; сначала закройте его там"] and not entry.finished


@pytest.mark.parametrize("translation, fault", [
    ("<translation>Место {sit}</translation>", "places differ"),
    ('<translation type="unfinished">Место {seat}</translation>', "unfinished"),
])
def test_the_check_finds_a_lost_place_and_an_unfinished_text(tmp_path, monkeypatch, translation, fault):
    path = tmp_path / "mafia_desktop_ru.ts"
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="ru">'
                    f"<context><name>W</name><message><source>Seat {{seat}}</source>{translation}</message>"
                    "</context></TS>", encoding="utf-8")
    monkeypatch.setattr(catalog, "SOURCES", tmp_path)
    [found] = catalog.check("ru")
    assert fault in found


@pytest.mark.parametrize("forms, faults", [
    ("<numerusform>%Ln игра</numerusform><numerusform>%Ln игры</numerusform><numerusform>%Ln игр</numerusform>", 0),
    ("<numerusform>%Ln игра</numerusform><numerusform>игры</numerusform><numerusform>%n игр</numerusform>", 1),
], ids=["in-the-locales-digits", "a-form-without-its-number"])
def test_the_check_finds_a_count_whose_form_lost_its_number(tmp_path, monkeypatch, forms, faults):
    path = tmp_path / "mafia_desktop_ru.ts"
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="ru">'
                    '<context><name>W</name><message numerus="yes"><source>%Ln game(s)</source>'
                    f"<translation>{forms}</translation></message></context></TS>", encoding="utf-8")
    monkeypatch.setattr(catalog, "SOURCES", tmp_path)
    found = catalog.check("ru")
    assert len(found) == faults and all("a plural form without %n" in fault for fault in found)


def test_the_codes_doc_comments_are_no_notes_for_the_translators(tmp_path):
    package = _package(tmp_path, '''
        #: How long a speech lasts (a doc comment, as Sphinx reads it).
        SPEECH = 60
        class Page(QObject):
            def f(self):
                return self.tr("Start the game")
    ''')
    ts = tmp_path / "mafia_desktop_ru.ts"
    catalog.lupdate([ts], package=package)
    assert "<extracomment>" in ts.read_text(encoding="utf-8")     # lupdate's Python reader took it
    catalog.drop_doc_comments(ts)
    assert "<extracomment>" not in ts.read_text(encoding="utf-8")
    assert ("Page", "Start the game") in catalog.read_ts(ts)
