"""Names in the order a reader of the host's language expects: by its alphabet (Latvian's
"Ģirts" after "Gints", "Šarlote" after "Sandra", "Ēriks" among the E's), case ignored,
numbers by value ("Player 2" before "Player 10").

Qt's collator (ICU's rules for the language) does it; Python's own order is by character
code, which put every "Ē", "Ģ" and "Š" after "Z".
"""

from __future__ import annotations

from functools import cache, lru_cache
from typing import Callable

from PySide6.QtCore import QCollator, QCollatorSortKey, QLocale, Qt

from mafia_desktop.i18n import current_language


@cache
def _collator(language: str) -> QCollator:
    collator = QCollator(QLocale(language))
    collator.setNumericMode(True)
    collator.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    return collator


def name_order(language: str | None = None) -> Callable[[str], QCollatorSortKey]:
    """A sort key for names in ``language`` (the host's by default)."""
    return _collator(language or current_language()).sortKey


def name_key(name: str) -> QCollatorSortKey:
    """``name``'s sort key in the host's language, made once a name: the Players tab sorts
    its 3,000 names by name at each filling, before and under each column's order."""
    return _key_in(current_language(), name)


@lru_cache(maxsize=1 << 16)
def _key_in(language: str, name: str) -> QCollatorSortKey:
    return _collator(language).sortKey(name)


def sorted_names(names, language: str | None = None) -> list[str]:
    return sorted(names, key=name_order(language))
