"""Right-to-left printing: Hebrew text in drawing order, and the whole page mirrored when the
host's language reads right to left.

reportlab draws the characters of a string left to right as given (its own bidi support needs
a package not available here), so every line is reordered before it is drawn: the Unicode
bidirectional algorithm (``reorder``: levels from the characters' bidi classes, runs reversed,
brackets mirrored) applied to each line after the line breaking, which happens in reading
order. The paragraph's base direction is the document's: right to left in Hebrew, so a
Hebrew sentence reads from the right with its numbers and Latin words the right way round.

Each piece of user text — a nickname, a club, a reason — is an isolate (``isolate``,
``markup``): it reads the way its owner typed it whatever sentence it sits in, a Latin
nickname inside Hebrew as well as a Hebrew one inside English.

Why not python-bidi (the tests compare our order with its ``get_display``): it gives back only
the reordered string. The layout needs, for each glyph drawn, its index in the text as read
(``reorder`` returns those pairs): a Paragraph's fragments carry their own fonts and colours
(bold words, isolated user text) and must stay with their characters, and a cell's width is
measured in reading order. And it mirrors no paired bracket (rule L4): "(הגדול)" would be drawn
with its brackets facing the wrong way.

The one code path for both directions: ``direction()`` says which (from the installed
language), ``BidiParagraph`` lays text out in it (right-aligned when right to left), ``table``
mirrors a table's columns and commands, ``in_order`` any other left-to-right sequence
(header boxes, the footer's two ends), ``line`` a string drawn straight on the canvas.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any, TypeVar
from xml.sax.saxutils import escape

from reportlab.lib.enums import TA_LEFT, TA_RIGHT
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable, Paragraph, Table, TableStyle

from mafia_desktop.i18n import RIGHT_TO_LEFT, current_language
from mafia_desktop.protocol.lines import Line, plain_cells, simple
# User text inside an FSI … PDI is reordered on its own; an RLM is a right-to-left letter nobody sees.
from mafia_desktop.words.bidi import FSI, LRM, PDI, RLM

LTR, RTL = "ltr", "rtl"
_INVISIBLE = {LRM, RLM, "\u061c"}
_MARKS = FSI + PDI
#: Explicit bidi formatting characters a user might paste: never drawn, never obeyed.
_EXPLICIT = re.compile("[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")
_RIGHT_TO_LEFT = re.compile("[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]")

T = TypeVar("T")


# -- direction -------------------------------------------------------------------------------

def direction() -> str:
    """The installed language's direction: ``RTL`` for Hebrew, else ``LTR``."""
    return RTL if current_language() in RIGHT_TO_LEFT else LTR


def is_rtl(direction_: str | None = None) -> bool:
    return (direction_ or direction()) == RTL


def has_rtl(text: str) -> bool:
    """Does ``text`` hold a right-to-left letter (Hebrew, Arabic)?"""
    return _RIGHT_TO_LEFT.search(text) is not None


def in_order(items: Sequence[T], direction_: str | None = None) -> list[T]:
    """``items`` given in reading order, in drawing order (left to right)."""
    return list(reversed(items)) if is_rtl(direction_) else list(items)


def arrow(direction_: str | None = None) -> str:
    """"2→8", seat 2 nominated (shot) seat 8: right to left the arrow points the way the
    line reads, "8←2"."""
    return "←" if is_rtl(direction_) else "→"


def tight(separator: str, direction_: str | None = None) -> str:
    """A separator without a space ("2,3,5"): right to left, followed by a right-to-left
    mark, so that the numbers are listed from the right like any spaced list and do not
    read as one left-to-right number."""
    return separator + RLM if is_rtl(direction_) else separator


# -- user text -------------------------------------------------------------------------------

def isolate(text: str) -> str:
    """User text marked as an isolate (any explicit bidi control in it dropped)."""
    return FSI + _EXPLICIT.sub("", text) + PDI if text else ""


def markup(text: str) -> str:
    """User text ready for a ``BidiParagraph``: isolated, then escaped (so the markup never
    sees raw ``<`` or ``&``)."""
    return escape(isolate(text))


def visual(text: str) -> str:
    """User text on its own in the order its glyphs are drawn, its base direction its first
    strong letter's; left-to-right text comes back unchanged."""
    text = _EXPLICIT.sub("", text)
    if not _RIGHT_TO_LEFT.search(text):
        return text
    return "".join(glyph for _, glyph in reorder(text, _first_strong(text)))


def line(text: str, direction_: str | None = None) -> str:
    """One line of text (isolates marked, as ``isolate`` makes them) in drawing order, for
    a string drawn straight on the canvas (footer, watermark, titles of drawn areas)."""
    if not is_rtl(direction_) and not _RIGHT_TO_LEFT.search(text):
        return _EXPLICIT.sub("", text)
    return "".join(glyph for _, glyph in reorder(text, 1 if is_rtl(direction_) else 0))


# -- the bidirectional algorithm (UAX #9, one line, no explicit embeddings) -------------------

_STRONG = {"L", "R", "AL"}
_NEUTRAL = {"B", "S", "WS", "ON", "ISO"}          # ISO: an isolate, a neutral to its sentence
_DROPPED = {"LRE", "RLE", "LRO", "RLO", "PDF", "BN", "LRI", "RLI", "FSI", "PDI"}
_MIRROR = dict(zip("()[]{}<>«»‹›≤≥⟨⟩⁅⁆⁽⁾₍₎", ")(][}{><»«›‹≥≤⟩⟨⁆⁅⁾⁽₎₍"))
_OPENING = {"(": ")", "[": "]", "{": "}", "⁅": "⁆", "⁽": "⁾", "₍": "₎", "⟨": "⟩"}
_CLOSING = {closing: opening for opening, closing in _OPENING.items()}


def _bidi_class(char: str) -> str:
    return unicodedata.bidirectional(char) or "L"


def _first_strong(text: str) -> int:
    """0 (left to right) or 1: the paragraph level rules P2–P3 give ``text``."""
    depth = 0
    for char in text:
        if char in (FSI, "\u2066", "\u2067"):
            depth += 1
        elif char == PDI:
            depth = max(0, depth - 1)
        elif depth == 0:
            kind = _bidi_class(char)
            if kind == "L":
                return 0
            if kind in ("R", "AL"):
                return 1
    return 0


def _units(text: str) -> list[tuple[str, Any]]:
    """The line as units: (class, index) for a character, ("ISO", [indices]) for an isolate.
    An isolate open at the end of the line closes there; a stray end is dropped."""
    units: list[tuple[str, Any]] = []
    inside: list[int] | None = None
    depth = 0
    for index, char in enumerate(text):
        if inside is not None:
            if char == FSI:
                depth += 1
            elif char == PDI:
                depth -= 1
                if depth == 0:
                    units.append(("ISO", inside))
                    inside = None
                    continue
            inside.append(index)
        elif char == FSI:
            inside, depth = [], 1
        else:
            kind = _bidi_class(char)
            if kind not in _DROPPED:
                units.append((kind, index))
    if inside is not None:
        units.append(("ISO", inside))
    return units


def _resolve(types: list[str], chars: list[str], base: int) -> list[int]:
    """Embedding levels of one isolating run sequence (rules W1–W7, N0–N2, I1–I2)."""
    n = len(types)
    e = "R" if base % 2 else "L"
    t = list(types)
    previous = e                                   # W1: a mark takes its base's class
    for i in range(n):
        if t[i] == "NSM":
            t[i] = "ON" if previous == "ISO" else previous
        previous = t[i]
    last = e                                       # W2: European digits after Arabic letters
    for i in range(n):
        if t[i] in _STRONG:
            last = t[i]
        elif t[i] == "EN" and last == "AL":
            t[i] = "AN"
    t = ["R" if kind == "AL" else kind for kind in t]                 # W3
    for i in range(1, n - 1):                                          # W4
        if t[i] == "ES" and t[i - 1] == "EN" == t[i + 1]:
            t[i] = "EN"
        elif t[i] == "CS" and t[i - 1] == t[i + 1] and t[i - 1] in ("EN", "AN"):
            t[i] = t[i - 1]
    i = 0                                                              # W5
    while i < n:
        if t[i] != "ET":
            i += 1
            continue
        j = i
        while j < n and t[j] == "ET":
            j += 1
        if (i > 0 and t[i - 1] == "EN") or (j < n and t[j] == "EN"):
            t[i:j] = ["EN"] * (j - i)
        i = j
    t = ["ON" if kind in ("ES", "ET", "CS") else kind for kind in t]  # W6
    last = e                                                           # W7
    for i in range(n):
        if t[i] in ("L", "R"):
            last = t[i]
        elif t[i] == "EN" and last == "L":
            t[i] = "L"
    _brackets(t, chars, e)                                             # N0

    def strong(kind: str) -> str:
        return "L" if kind == "L" else "R"

    i = 0                                                              # N1, N2
    while i < n:
        if t[i] not in _NEUTRAL:
            i += 1
            continue
        j = i
        while j < n and t[j] in _NEUTRAL:
            j += 1
        before = e if i == 0 else strong(t[i - 1])
        after = e if j == n else strong(t[j])
        t[i:j] = [before if before == after else e] * (j - i)
        i = j
    if base % 2 == 0:                                                  # I1, I2
        return [base + (1 if kind == "R" else 2 if kind in ("EN", "AN") else 0) for kind in t]
    return [base + (1 if kind in ("L", "EN", "AN") else 0) for kind in t]


def _brackets(t: list[str], chars: list[str], e: str) -> None:
    """Rule N0: a bracket pair takes the direction of the text inside it."""
    pairs: list[tuple[int, int]] = []
    stack: list[tuple[str, int]] = []     # (the closing bracket awaited, where it opened)
    for i, char in enumerate(chars):
        if t[i] != "ON":
            continue
        if char in _OPENING:
            if len(stack) == 63:
                break
            stack.append((_OPENING[char], i))
        elif char in _CLOSING:
            for depth in range(len(stack) - 1, -1, -1):
                if stack[depth][0] == char:
                    pairs.append((stack[depth][1], i))
                    del stack[depth:]
                    break
    opposite = "R" if e == "L" else "L"
    for opening, closing in sorted(pairs):
        inside = {("L" if k == "L" else "R") for k in t[opening + 1:closing]
                  if k in ("L", "R", "EN", "AN")}
        if not inside:
            continue
        if e in inside:
            found = e
        else:
            found = e
            for k in reversed(t[:opening]):
                if k in ("L", "R", "EN", "AN"):
                    found = "L" if k == "L" else "R"
                    break
            found = opposite if found == opposite else e
        t[opening] = t[closing] = found


def reorder(text: str, base: int) -> list[tuple[int, str]]:
    """One line of ``text`` (reading order, isolates marked FSI…PDI) left to right as
    drawn: (index in ``text``, glyph) pairs, brackets mirrored where they read right to
    left; bidi controls are dropped. ``base``: 1 for a right-to-left paragraph, else 0."""
    units = _units(text)
    if not units:
        return []
    types = [kind for kind, _ in units]
    chars = [text[at] if kind != "ISO" else FSI for kind, at in units]
    levels = _resolve(types, chars, base)
    for i in range(len(units) - 1, -1, -1):        # L1: trailing white space at the base
        if types[i] != "WS":
            break
        levels[i] = base
    order = list(range(len(units)))
    odd = [level for level in levels if level % 2]
    for level in range(max(levels), min(odd) - 1 if odd else max(levels) + 1, -1):  # L2
        i = 0
        while i < len(order):
            if levels[order[i]] < level:
                i += 1
                continue
            j = i
            while j < len(order) and levels[order[j]] >= level:
                j += 1
            order[i:j] = reversed(order[i:j])
            i = j
    drawn: list[tuple[int, str]] = []
    for u in order:
        kind, at = units[u]
        if kind == "ISO":
            inner = "".join(text[k] for k in at)
            drawn += [(at[k], glyph) for k, glyph in reorder(inner, _first_strong(inner))]
        else:
            char = text[at]
            if char not in _INVISIBLE:
                drawn.append((at, _MIRROR.get(char, char) if levels[u] % 2 else char))   # L4
    return drawn


# -- paragraphs ------------------------------------------------------------------------------

_MIRRORED_ALIGNMENT = {TA_LEFT: TA_RIGHT, TA_RIGHT: TA_LEFT}
_mirrored_styles: dict[int, tuple[ParagraphStyle, ParagraphStyle]] = {}


def mirrored(style: ParagraphStyle) -> ParagraphStyle:
    """``style`` for a right-to-left page: left and right swapped (alignment, indents)."""
    known = _mirrored_styles.get(id(style))
    if known is None:                              # (the style is kept: its id stays its own)
        known = style, style.clone(
            style.name + "-rtl", alignment=_MIRRORED_ALIGNMENT.get(style.alignment, style.alignment),
            leftIndent=style.rightIndent, rightIndent=style.leftIndent, splitLongWords=0)
        _mirrored_styles[id(style)] = known
    return known[1]


class _Shared:
    """What a document's paragraphs share (``shared_parses``): (markup, style id) → the style,
    fragments and text the parser gave; (markup, style id, width) → what laying it out that
    wide set. A tournament's protocols repeat most of theirs ("Night 1", a vote count of 0,
    the section titles)."""

    def __init__(self) -> None:
        self.parses: dict[tuple[str, int], tuple[ParagraphStyle, ParagraphStyle, list, str]] = {}
        self.layouts: dict[tuple[str, int, float], dict[str, Any]] = {}


_shared: _Shared | None = None
_MISSING = object()
#: What a Paragraph's wrap sets (besides its fragments, which only a multi-font one changes).
_LAID = {"width", "height", "blPara", "_wrapWidths", "_width_max", "_splitLongWordCount",
         "_hyphenations"}


@contextmanager
def shared_parses() -> Iterator[None]:
    """Inside, a BidiParagraph whose markup and style an earlier one had takes a copy of its
    parse instead of parsing again, and its lines where one was laid out as wide; the paragraphs
    made inside keep that memory, which goes with them."""
    global _shared
    outer, _shared = _shared, _shared or _Shared()
    try:
        yield
    finally:
        _shared = outer


class BidiParagraph(Paragraph):
    """A Paragraph in the document's direction: its markup is written in reading order
    (user text isolated with ``markup``); right to left, it is aligned to the right and
    each line is reordered for drawing once the text is broken into lines (a left-to-right
    page does that only for a paragraph holding right-to-left letters)."""

    # Paragraph's own (reportlab has no types): set by its _setup, which this class's may skip.
    style: ParagraphStyle
    frags: list[Any]
    text: str

    def __init__(self, text: str | None, style: ParagraphStyle, *args: Any,
                 direction: str | None = None, **kwargs: Any) -> None:
        self._logical: str | None = None
        if text is not None:
            rtl = is_rtl(direction)
            if rtl:
                style = mirrored(style)
            if rtl or _RIGHT_TO_LEFT.search(text):
                self._logical, self._base, self._laid_for = text, int(rtl), None
            else:
                text = text.replace(FSI, "").replace(PDI, "")
        super().__init__(text, style, *args, **kwargs)
        if self._logical is not None:
            self._parsed = self.frags
        self._wrapped: tuple[float, tuple[float, float]] | None = None

    def _setup(self, text: str | None, style: ParagraphStyle, bullet_text: Any, frags: list | None,
               cleaner: Any) -> None:
        self._memory: tuple[_Shared, tuple[str, int]] | None = None
        if _shared is None or frags is not None or text is None or bullet_text is not None:
            super()._setup(text, style, bullet_text, frags, cleaner)
            return
        key = (text, id(style))
        known = _shared.parses.get(key)
        if known is None or known[0] is not style:
            super()._setup(text, style, bullet_text, frags, cleaner)
            _shared.parses[key] = known = style, self.style, self.frags, self.text
        # Each its own fragments: laying out and drawing may change them.
        _, self.style, parsed, self.text = known
        self.frags = [frag.clone() for frag in parsed]
        self.bulletText, self.debug = None, 0
        self._memory = _shared, key

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        # A table wraps each cell to the same width twice (sizing the rows, then drawing):
        # the lines are broken once. (A Paragraph's lines depend on the width alone; a split
        # that found no room dropped them.)
        if (self._wrapped is not None and self._wrapped[0] == available_width
                and hasattr(self, "blPara")):
            return self._wrapped[1]
        if self._logical is not None:
            width = available_width - self.style.leftIndent - self.style.rightIndent
            if width != self._laid_for:
                Paragraph.__init__(self, None, self.style,
                                   frags=lay_out(self._parsed, width, self._base))
                self.text, self._laid_for = self._logical, width
            size = super().wrap(available_width, available_height)
        elif self._memory is None:
            size = super().wrap(available_width, available_height)
        else:
            # The lines of the same markup and style laid out as wide before, read only (drawing
            # a left-to-right paragraph reads its lines and changes none).
            shared, key = self._memory
            laid = shared.layouts.get((*key, available_width))
            if laid is None:
                before = dict(self.__dict__)
                super().wrap(available_width, available_height)
                laid = {name: value for name, value in self.__dict__.items()
                        if name in _LAID or before.get(name, _MISSING) is not value}
                shared.layouts[(*key, available_width)] = laid
            self.__dict__.update(laid)
            size = self.width, self.height
        self._wrapped = available_width, size
        return size


#: Markup a Paragraph draws as it is: no tag or entity, words apart by one plain space, no other
#: white space (a Paragraph would collapse or keep it), no soft hyphen (a break point).
_PLAIN = re.compile(r"[^<&\s\xad]+(?: [^<&\s\xad]+)*|")


def cell_text(text: str, style: ParagraphStyle) -> Flowable:
    """A table cell's ``text`` (markup, as a ``BidiParagraph`` takes it) in ``style``: a
    ``Line``, which the table draws as a string, where it is plain left-to-right text on a
    left-to-right page (the Paragraph would draw one line of one font), else the
    BidiParagraph."""
    plain = text.replace(FSI, "").replace(PDI, "")
    if _PLAIN.fullmatch(plain) and simple(style) and not is_rtl() and not has_rtl(plain):
        return Line(plain, style, lambda: BidiParagraph(plain, style))
    return BidiParagraph(text, style)


def lay_out(frags: list, width: float, base: int) -> list:
    """Paragraph fragments (reading order) broken into lines ``width`` wide and each line
    reordered for drawing: the fragments of the visual lines, with line breaks between."""
    hard_lines: list[list[tuple[str, Any]]] = [[]]  # (character, its fragment), reading order
    for frag in frags:
        if getattr(frag, "lineBreak", False):
            hard_lines.append([])
        else:
            hard_lines[-1] += [(char, frag) for char in frag.text]
    result: list = []
    open_isolates = 0                                # an isolate going on from the line before
    for number, hard in enumerate(hard_lines):
        for index, glyphs in enumerate(_break(hard, width * 0.999)):
            if number or index:
                result.append(frags[0].clone(text="", lineBreak=True))
            own = "".join(char for char, _ in glyphs)
            text = FSI * open_isolates + own
            open_isolates = max(0, open_isolates + own.count(FSI) - own.count(PDI))
            offset = len(text) - len(own)
            result += _runs([(glyph, glyphs[at - offset][1])
                             for at, glyph in reorder(text, base) if at >= offset])
    return result or frags


def _break(glyphs: list[tuple[str, Any]], width: float) -> list[list[tuple[str, Any]]]:
    """Words (runs between spaces, reading order) filled into lines at most ``width`` wide;
    a word wider than a line stands alone on one."""
    text = "".join(char for char, _ in glyphs)
    words = [(match.start(), match.end()) for match in re.finditer(r"[^ \t\r\n]+", text)]
    lines: list[list[tuple[str, Any]]] = []
    current: list[tuple[str, Any]] = []
    used = 0.0
    for start, end in words:
        word = glyphs[start:end]
        size = _width(word)
        space = glyphs[start - 1] if start > 0 and current else None
        extra = _width([space]) if space else 0.0
        if current and used + extra + size > width:
            lines.append(current)
            current, used, extra, space = [], 0.0, 0.0, None
        if space:
            current.append((" ", space[1]))
        current += word
        used += extra + size
    if current or not lines:
        lines.append(current)
    return lines


def _width(glyphs: list[tuple[str, Any]]) -> float:
    total, run = 0.0, ""
    frag: Any = None    # reportlab's fragment the run is in
    for char, owner in glyphs:
        if char in _MARKS:
            continue
        if owner is not frag and run:
            total += stringWidth(run, frag.fontName, frag.fontSize)
            run = ""
        frag = owner
        run += char
    if run:
        total += stringWidth(run, frag.fontName, frag.fontSize)
    return total


def _runs(glyphs: list[tuple[str, Any]]) -> list:
    """Consecutive glyphs of one fragment joined into a fragment of their own."""
    runs: list = []
    text = ""
    frag: Any = None    # reportlab's fragment the text is of
    for glyph, owner in glyphs:
        if owner is not frag and text:
            runs.append(frag.clone(text=text))
            text = ""
        frag = owner
        text += glyph
    if text:
        runs.append(frag.clone(text=text))
    return runs


# -- tables ----------------------------------------------------------------------------------

_SWAPPED = {"LINEBEFORE": "LINEAFTER", "LINEAFTER": "LINEBEFORE",
            "LEFTPADDING": "RIGHTPADDING", "RIGHTPADDING": "LEFTPADDING"}
_SWAPPED_ALIGN = {"LEFT": "RIGHT", "RIGHT": "LEFT"}


def mirror_commands(commands: Sequence[tuple], columns: int) -> list[tuple]:
    """Table style commands for the same table with its columns in the opposite order."""
    def column(c: int) -> int:
        return columns - 1 - c if c >= 0 else -1 - c

    mirrored_: list[tuple] = []
    for name, (c0, r0), (c1, r1), *args in commands:
        a, b = sorted((column(c0), column(c1)))
        if name == "ALIGN" and args and str(args[0]).upper() in _SWAPPED_ALIGN:
            args = [_SWAPPED_ALIGN[str(args[0]).upper()], *args[1:]]
        mirrored_.append((_SWAPPED.get(name, name), (a, r0), (b, r1), *args))
    return mirrored_


def table(rows: list[list], col_widths: Sequence[float], commands: Sequence[tuple], *,
          direction_: str | None = None, h_align: str | None = None, **kwargs: Any) -> Table:
    """A Table whose rows and commands are given in reading order (column 0 first to be
    read); right to left, its columns are drawn mirrored: the first column on the right.
    Cells made by ``cell_text`` that fit their columns are drawn as the table's strings."""
    commands = list(commands)
    if is_rtl(direction_):
        columns = len(col_widths)
        rows = [list(reversed(row)) for row in rows]
        for name, (c0, r0), (c1, r1), *_ in commands:   # a span's content sits in its first cell
            if name != "SPAN":
                continue
            first, last = (c % columns for c in (c0, c1))
            for r in range(r0 % len(rows), r1 % len(rows) + 1):
                row = rows[r]
                row[columns - 1 - last], row[columns - 1 - first] = (
                    row[columns - 1 - first], row[columns - 1 - last])
        commands = mirror_commands(commands, columns)
        col_widths = list(reversed(col_widths))
        if h_align:
            h_align = _SWAPPED_ALIGN.get(h_align, h_align)
    if h_align:
        kwargs["hAlign"] = h_align
    drawn = Table(rows, colWidths=list(col_widths), style=TableStyle(commands), **kwargs)
    plain_cells(drawn, col_widths, _spanned(commands, len(col_widths), len(rows)))
    return drawn


def _spanned(commands: Sequence[tuple], columns: int, rows: int) -> set[tuple[int, int]]:
    """The (column, row) of every cell in a span."""
    cells = set()
    for name, (c0, r0), (c1, r1), *_ in commands:
        if name == "SPAN":
            cells |= {(c, r) for c in range(c0 % columns, c1 % columns + 1)
                      for r in range(r0 % rows, r1 % rows + 1)}
    return cells
