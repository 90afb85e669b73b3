"""What a table's statement says of its rows that none of SQLite's pragmas tells: a column's
collation, a CHECK, a constraint's ON CONFLICT, a generated column's expression, AUTOINCREMENT,
WITHOUT ROWID and STRICT (``said``), read by meaning, not as text: an upgrade's ALTER TABLE
writes a column into the statement in its own spacing and quotes, a renamed table's name in
quotes, sqlite-utils in its own; the same table, said otherwise.

A small reader of SQLite's words (its quotes, brackets and comments), not a parser: it reads
only what each definition says outside its brackets, where these words are SQLite's keywords
(reserved: none of them names anything there unquoted). One pass over the statement's tokens,
at every open (some 20 tables: half a millisecond)."""

from __future__ import annotations

import re

#: A token, after any spaces and comments (an unclosed one runs to the end): a string ('x'),
#: a quoted name ("x", [x], `x`), a word (a keyword, a bare name, a number) or an operator.
_TOKEN = re.compile(r"""(?:\s|--[^\n]*|/\*.*?(?:\*/|\Z))*
                        (?:('(?:[^']|'')*')|("(?:[^"]|"")*"|\[[^\]]*\]|`(?:[^`]|``)*`)|([\w$\x80-\U0010ffff]+)
                        |(<<|>>|<=|>=|==|!=|<>|\|\||->>?|.))?""", re.VERBOSE | re.DOTALL)
#: The words ``said`` reads (in SQLite's letters of a name: A-Z, digits, _, $ and any beyond
#: ASCII about them): a statement with none of them (half of ours) says none of them.
_SAYING = re.compile(r"(?<![\w$\x80-\U0010ffff])(?:COLLATE|CHECK|AS|AUTOINCREMENT|CONFLICT|WITHOUT|STRICT)"
                     r"(?![\w$\x80-\U0010ffff])", re.IGNORECASE)
#: Words that begin a table's own constraint, not a column's definition.
_TABLE_CONSTRAINT = {"CONSTRAINT", "PRIMARY", "UNIQUE", "CHECK", "FOREIGN"}
#: The constraints an ON CONFLICT can follow, by their first word.
_CONFLICTING = {"PRIMARY": "PRIMARY KEY", "UNIQUE": "UNIQUE", "NOT": "NOT NULL"}
#: A token's kinds: a bare word (a keyword's place), a bracket or comma, anything else (a
#: string, a name unquoted, an operator, a bracketed group).
_WORD, _MARK, _OTHER = 1, 2, 0


def said(sql: str) -> list[list[str]]:
    """What ``sql`` (a CREATE TABLE statement SQLite has read) says of its rows, each as a list
    of words: ``[column, "COLLATE", name]``, ``[column, "CHECK", expression]``, ``[column,
    "AS", expression]`` (generated), ``[column, "AUTOINCREMENT"]``, ``[column, constraint, "ON
    CONFLICT", resolution]`` (column ``""``: the table's own constraint), ``["WITHOUT ROWID"]``
    and ``["STRICT"]``; sorted. An expression is its tokens, words in small letters, a space
    between: spaced or quoted otherwise, it reads the same."""
    if not _SAYING.search(sql):
        return []
    parts: list[list[tuple[str, int]]] = []   # each definition's tokens, a bracketed group one
    group: list[str] = []
    tail: list[str] = []   # the words after the definitions
    depth = 0
    for text, kind in _tokens(sql):
        if kind == _MARK and text != "," or depth > 1:
            depth += (text == "(") - (text == ")") if kind == _MARK else 0
            if depth > 1 or (depth == 1 and text == ")"):   # within a group, or its end
                group.append(text.lower() if kind == _WORD else text)
                if depth == 1:
                    parts[-1].append((" ".join(group), _OTHER))
                    group = []
            elif depth == 1 and not parts:   # the definitions begin
                parts.append([])
        elif depth == 1:
            if text == "," and kind == _MARK:
                parts.append([])
            else:
                parts[-1].append((text, kind))
        elif parts and kind == _WORD:
            tail.append(text)
    found = [item for part in parts for item in _definition(part)]
    found += [["WITHOUT ROWID" if word == "WITHOUT" else word] for word in tail if word != "ROWID"]
    return sorted(found)


def _tokens(sql: str) -> list[tuple[str, int]]:
    """``sql``'s tokens, each as compared (a word in capitals; a name unquoted and folded:
    SQLite's names are regardless of case) and its kind."""
    tokens = []
    for string, name, word, other in _TOKEN.findall(sql):
        if word:   # (a keyword is in ASCII: "ſtrict" is a name, whatever its capitals)
            tokens.append((word.upper() if word.isascii() else word, _WORD))
        elif other:
            tokens.append((other, _MARK if other in ("(", ")", ",") else _OTHER))
        elif name:
            quote = name[0] if name[0] != "[" else ""
            tokens.append(((name[1:-1].replace(quote * 2, quote) if quote else name[1:-1]).casefold(), _OTHER))
        elif string:
            tokens.append((string, _OTHER))
    return tokens


def _definition(part: list[tuple[str, int]]) -> list[list[str]]:
    """What one definition says: a column's, or the table's own constraint's (column "")."""
    own = not part or (part[0][1] == _WORD and part[0][0] in _TABLE_CONSTRAINT)
    column, body = ("", part) if own else (part[0][0].casefold(), part[1:])
    body = body + [("", _OTHER)] * 2   # (what follows the last word: none)
    found, constraint = [], ""
    for at, (word, kind) in enumerate(body[:-2]):
        if kind != _WORD:
            continue
        following = body[at + 1]
        if word in _CONFLICTING and (word != "NOT" or following == ("NULL", _WORD)):
            constraint = _CONFLICTING[word]
        elif word in ("COLLATE", "CHECK", "AS"):
            found.append([column, word, following[0].upper() if word == "COLLATE" else following[0]])
        elif word == "AUTOINCREMENT":
            found.append([column, word])
        elif word == "ON" and following == ("CONFLICT", _WORD):
            found.append([column, constraint, "ON CONFLICT", body[at + 2][0]])
    return found
