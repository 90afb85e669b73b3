"""The rule behind a line, apart from the words a host reads aloud.

The engine's reasons end with the seed section they come from ("… no vote today (monster
rule). [004 §2.4.3]"): useful to a host who is asked why, never part of what he says. The
window shows the words big and the section in a small line under them; the replay's lines
leave it out.
"""

from __future__ import annotations

import re

_CITATION = re.compile(r"\s*(\[[^\]\n]*§[^\]\n]*\])")


def spoken_and_cited(text: str) -> tuple[str, list[str]]:
    """``text`` without its "[004 §2.4.3]" sections, and those sections in order."""
    cited = [match.group(1) for match in _CITATION.finditer(text)]
    return _CITATION.sub("", text).strip(), cited


def spoken(text: str) -> str:
    return spoken_and_cited(text)[0]
