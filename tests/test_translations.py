"""The translations: every template in the code is translated into Russian, Hebrew and
Latvian, each keeps its {places}, the compiled .qm files match their .ts sources, and the
glossary's game terms are used."""

import filecmp

import pytest

from mafia_desktop.i18n import catalog

LANGUAGES = catalog.LANGUAGES


@pytest.fixture(scope="module")
def templates():
    found, problems = catalog.extract()
    assert [f"{p.where}: {p.what}" for p in problems] == []   # no f-string reaches a translation
    return found


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_template_is_translated_and_keeps_its_places(templates, language):
    assert catalog.check(language, templates) == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_translation_is_left_for_a_template_the_code_no_longer_has(templates, language):
    assert set(catalog.read_ts(catalog.ts_path(language))) == set(templates)


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
    translated = {source: text for (context, source), (text, _) in
                  catalog.read_ts(catalog.ts_path(language)).items()}
    assert word.casefold() in translated.get(role, "").casefold()
