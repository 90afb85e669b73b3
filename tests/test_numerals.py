"""Text that ``int`` reads as a number: ASCII digits only (``numerals``)."""

import pytest

from mafia_desktop.numerals import LARGEST, digits, positive


@pytest.mark.parametrize("text", ["0", "7", "0042", "123456789"])
def test_ascii_digits_are_a_number(text):
    assert digits(text)


@pytest.mark.parametrize("text", ["", "²", "1²", "٣", "1٣", "３", " 7", "-7", "+7", "7.0", "seven"])
def test_a_superscript_other_scripts_digits_and_signs_are_no_number(text):
    # "²" passes str.isdigit and int refuses it; "٣" and "３" int reads, no label of ours is so written.
    assert not digits(text)


@pytest.mark.parametrize("text, number", [("1", 1), ("0042", 42), (str(LARGEST), LARGEST), ("0" * 19, None), ("0", None),
                                          (str(LARGEST + 1), None), ("9" * 25, None), ("9" * 5000, None), ("²", None)])
def test_a_positive_number_is_one_the_archive_holds(text, number):
    # A number past SQLite's integer was an OverflowError where an account's number was stored.
    assert positive(text) == number
