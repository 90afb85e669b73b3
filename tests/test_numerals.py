"""Text that ``int`` reads as a number: ASCII digits only (``numerals``)."""

import pytest

from mafia_desktop.numerals import digits


@pytest.mark.parametrize("text", ["0", "7", "0042", "123456789"])
def test_ascii_digits_are_a_number(text):
    assert digits(text)


@pytest.mark.parametrize("text", ["", "²", "1²", "٣", "1٣", "３", " 7", "-7", "+7", "7.0", "seven"])
def test_a_superscript_other_scripts_digits_and_signs_are_no_number(text):
    # "²" passes str.isdigit and int refuses it; "٣" and "３" int reads, no label of ours is so written.
    assert not digits(text)
