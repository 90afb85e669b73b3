"""Rulesets: one engine, four presets, and the options clubs vary (docs/rules.md §2–§7, docs/options.md).

A ``Ruleset`` is a frozen value recorded in the game's first event, so a game is always
replayed under the rules it was played with. ``preset(name, **changes)`` builds one.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import MISSING, field, fields, replace
from enum import Enum
from typing import Any, Callable, TypeVar

from mafia_desktop.engine.customs import PRESET_CUSTOMS, CheckSigns, Customs
from mafia_desktop.engine.errors import QT_TR_NOOP, RuleViolation, shown
from mafia_desktop.engine.roles import ROLE_TABLE, Role, role_word
from mafia_desktop.engine.steps import StepKind
from mafia_desktop.records import record

_T = TypeVar("_T")

PRESETS = ("sport", "mastermind", "latvian", "classic")


class FirstDayVote(str, Enum):
    """docs/options.md `first_day_vote`: the clubs' values, plus Polemica's "no vote at all"."""

    STANDARD = "standard"      # a single nominee on day 1 → no vote [004 §2.2.1]
    TO_TALK = "to_talk"        # the leader(s) speak 30 s more, nobody leaves
    NO_BREAK = "no_break"      # a single leader stays; a remove-all vote can still remove
    SELF_BREAK = "self_break"  # the leader leaves only if he voted for himself
    NONE = "none"              # no vote on day 1
    AS_ANY_DAY = "as_any_day"  # no first-day exception: a single nominee is voted on [000 Voting]


class Withdrawal(str, Enum):
    ALLOWED = "allowed"        # withdraw, then nominate another [004 §2.3.2]
    REPLACE = "replace"        # a new nomination replaces one's own
    FORBIDDEN = "forbidden"


class Rotation(str, Enum):
    NEXT_STARTER = "next_starter"  # next living seat after the previous day's first speaker
    AFTER_LAST = "after_last"      # the day ends with the seat after the previous day's last
    FROM_FIRST = "from_first"      # every day from the lowest living seat [001]


class RevoteOrder(str, Enum):
    SAME = "same"
    REVERSE = "reverse"


class SecondTie(str, Enum):
    """What a tie in a revote leads to."""

    NARROW = "narrow"          # revote among the top while one got fewer; all equal → remove-all
    REMOVE_ALL = "remove_all"  # ask the remove-all (Latvian: outcome) vote for the tied
    NOBODY = "nobody"          # nobody leaves (classic default)


class FourAliveTie(str, Enum):
    REMOVE_ALL_VOTE = "remove_all_vote"  # as usual
    NOBODY_LEAVES = "nobody_leaves"      # no remove-all vote with exactly 4 alive [004 §2.4.2]


class ThreeOfNineTie(str, Enum):
    AS_USUAL = "as_usual"
    NO_FURTHER_VOTE = "no_further_vote"
    AFTER_FIRST_ROUND = "after_first_round"


class AllSeatedTie(str, Enum):
    NOBODY_LEAVES = "nobody_leaves"
    DRAW_VOTE = "draw_vote"    # a successful remove-all vote of everyone makes the game a draw


class BestMove(str, Enum):
    FIRST_NIGHT = "first_night"    # the player killed on the first night (FIIM, Polemica, mafiaratings)
    FIRST_KILLED = "first_killed"  # the first player killed at night, whichever night [000 Winning move]
    NONE = "none"


class ThirdFoul(str, Enum):
    LOSE_SPEECH = "lose_speech"  # next speech lost; with 3–4 alive a 30 s speech instead
    CUT_SPEECH = "cut_speech"    # next speech cut to 30 s
    NO_PENALTY = "no_penalty"


class Discussion(str, Enum):
    SPEECHES = "speeches"        # one speech each, nominations inside it [004 §2.3]
    NOMINATIONS = "nominations"  # open talk, then 15 s each to name one or two [001]
    OPEN = "open"                # open talk, the host puts players to the vote [002]


class Shooting(str, Enum):
    EACH_BLACK = "each_black"  # each living black shoots; a hit needs all on one seat [004 §2.1.2]
    AGREED = "agreed"          # the mafia agree on one victim by gestures [001], [002]


class RemoveAllVoters(str, Enum):
    EVERYONE = "everyone"              # every living player [004 §2.4.2]
    NON_CANDIDATES = "non_candidates"  # nominees do not vote in the outcome vote [001]


@record(frozen=True)
class Timers:
    """Lengths in seconds; 0 means the step has no timer."""

    speech: int = 60
    last_word: int = 60
    tie_speech: int = 30
    agreement: int = 60
    role_meeting: int = 15
    don_check: int = 15
    sheriff_check: int = 15
    best_move: int = 0
    open_talk: int = 0
    open_talk_per_player: int = 0
    penalty_speech: int = 30   # the third-foul speech with 3–4 alive, or a cut speech
    warning: int = 10          # "ten seconds" is called this long before the end


@record(frozen=True)
class Ruleset:
    preset: str
    roles: tuple[tuple[Role, int], ...]
    timers: Timers = field(default_factory=Timers)
    discussion: Discussion = Discussion.SPEECHES
    nominations_per_speech: int = 1
    #: Naming a seat already on the list uses up the speaker's nomination; under 000
    #: Nomination it adds nothing, so he may still add a new nominee.
    repeat_nomination_counts: bool = True
    ballot_by_seat: bool = False            # Latvian: candidates in ascending seat order
    abstain_to_last: bool = True            # a voter who did not vote counts for the last nominee
    candidate_may_vote_self: bool = True
    first_day_vote: FirstDayVote = FirstDayVote.STANDARD
    day_zero_split: bool = False            # mastermind: the one-tap "split" on the first day
    second_tie: SecondTie = SecondTie.NARROW
    remove_all_voters: RemoveAllVoters = RemoveAllVoters.EVERYONE
    tie_with_four_alive: FourAliveTie = FourAliveTie.NOBODY_LEAVES
    tie_of_three_with_nine_alive: ThreeOfNineTie = ThreeOfNineTie.AS_USUAL
    all_seated_tied: AllSeatedTie = AllSeatedTie.NOBODY_LEAVES
    revote_order: RevoteOrder = RevoteOrder.SAME
    monster_rule: bool = True
    rotation: Rotation = Rotation.NEXT_STARTER
    withdrawal: Withdrawal = Withdrawal.ALLOWED
    best_move: BestMove = BestMove.FIRST_NIGHT
    third_foul: ThirdFoul = ThirdFoul.LOSE_SPEECH
    technical_fouls: bool = False
    final_speech_at_end: bool = True
    shooting: Shooting = Shooting.EACH_BLACK
    #: The mafia may shoot one of their own [004 §2.1.2]; the party game's victim is one of
    #: the honest players [002 §3].
    black_may_be_shot: bool = True
    night_order: tuple[StepKind, ...] = (StepKind.SHOT, StepKind.DON_CHECK, StepKind.SHERIFF_CHECK)
    #: The don's check happens (as a timed step) even when the don has left [004 §2.1.3].
    don_step_when_gone: bool = True
    roles_night: tuple[str, ...] = ("agreement", "sheriff")
    killed_commissar_last_word: bool = True
    black_wins_at_parity: bool = True
    doctor_self_saves: int | None = None    # None: no limit
    mistress_blocks: bool = True
    day_number_offset: int = 0              # mastermind counts days from 0 (display only)
    cards_shown: bool = False               # a leaving player shows his card
    evening_points: bool = False            # classic: points over an evening [002]

    # -- table ---------------------------------------------------------------------------
    @property
    def table_size(self) -> int:
        return sum(count for _, count in self.roles)

    def role_count(self, role: Role) -> int:
        return dict(self.roles).get(role, 0)

    def has_role(self, role: Role) -> bool:
        return self.role_count(role) > 0

    # -- the host's customs: the preset's, not recorded (engine/customs.py) ---------------
    @property
    def customs(self) -> Customs:
        # A ruleset is always one of the presets; the sport rules' otherwise, as the fields' defaults.
        return PRESET_CUSTOMS.get(self.preset, PRESET_CUSTOMS["sport"])

    @property
    def check_signs(self) -> CheckSigns:
        """The sign the host gives a checker for each answer."""
        return self.customs.check_signs

    @property
    def night_music(self) -> bool:
        """Does the seed ask for music through the night (the club's switch starts on)?"""
        return self.customs.night_music

    # -- JSON ----------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """The options as JSON values: a dict of its own, lists and the timers' dict too, which
        the caller may change. A ruleset is immutable, and made anew its dict cost 35 µs of
        every game an import writes (the first event holds it): copied, 3 µs."""
        data = dict(_as_dict(self))
        data["timers"] = dict(data["timers"])
        for name in ("roles", "night_order", "roles_night"):
            data[name] = [list(item) if type(item) is list else item for item in data[name]]
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Ruleset:
        if not isinstance(data, dict):
            raise ValueError(f"{shown(data)} is not an object of options")
        known = {f.name: f for f in fields(cls)}
        unknown = set(data) - set(known)
        if unknown:
            raise RuleViolation("Unknown ruleset option(s): {options}", options=", ".join(sorted(unknown)))
        values: dict[str, Any] = {}
        for name, value in data.items():
            _check_option(name, value)
            values[name] = _decode_option(name, value)
        missing = [f.name for f in known.values() if f.name not in values and f.default is MISSING
                   and f.default_factory is MISSING]
        if missing:
            raise ValueError(f"it has no {', '.join(missing)}")
        return cls(**values)


def kept_for(ruleset: Ruleset, what: str, make: Callable[[Ruleset], _T]) -> _T:
    """``make(ruleset)``, made once a ruleset object (``what`` names it: its dict, its JSON)
    and never changed by the caller. Kept by the object itself, not by equality: an equal
    ruleset may hold 60.0 where this one holds 60, and its JSON must stay its own. (A reader
    shares one ruleset among the records of the same rules.)"""
    key = (id(ruleset), what)
    kept = _KEPT.get(key)
    if kept is not None and kept[0] is ruleset:
        return kept[1]
    value = make(ruleset)
    if len(_KEPT) >= 128:
        del _KEPT[next(iter(_KEPT))]
    _KEPT[key] = (ruleset, value)   # the ruleset held: its id is not another's while kept
    return value


#: ``kept_for``'s values by the ruleset's id and what they are, with the ruleset (the oldest
#: dropped past 128).
_KEPT: dict[tuple[int, str], tuple[Ruleset, Any]] = {}


def _as_dict(ruleset: Ruleset) -> dict[str, Any]:
    """``Ruleset.to_dict``'s values, made once a ruleset object (never changed: it copies them)."""
    return kept_for(ruleset, "dict", _made_dict)


def _made_dict(ruleset: Ruleset) -> dict[str, Any]:
    data: dict[str, Any] = {}
    for f in fields(ruleset):
        value = getattr(ruleset, f.name)
        if isinstance(value, Enum):
            value = value.value
        elif isinstance(value, Timers):   # its fields are whole seconds: no deep copy needed
            value = {name.name: getattr(value, name.name) for name in fields(value)}
        data[f.name] = value
    data["roles"] = [[role.value, count] for role, count in ruleset.roles]
    data["night_order"] = [kind.value for kind in ruleset.night_order]
    data["roles_night"] = list(ruleset.roles_night)
    return data


def _check_option(name: str, value: Any) -> None:
    """An option as JSON holds it (``from_dict``: a game's first event, a bundle's) checked
    against its type, in words that name it: a list where a number or a name is due was met
    by the rules only later, as Python's error ("unhashable type: 'list'")."""
    kind = _OPTION_KINDS.get(name)
    if kind is None:
        kind = _OPTION_KINDS[name] = _option_kind(name)
    if isinstance(kind, type) and issubclass(kind, Enum):
        if not (isinstance(value, str) and value in kind._value2member_map_):
            raise ValueError(f"{name} is {shown(value)}, none of {', '.join(m.value for m in kind)}")
    elif kind is bool:
        if not isinstance(value, bool):
            raise ValueError(f"{name} is {shown(value)}, not true or false")
    elif kind in (int, "int | None"):
        if not (value is None and kind is not int) and (isinstance(value, bool) or not isinstance(value, int)):
            raise ValueError(f"{name} is {shown(value)}, not a whole number")
    elif name == "preset":
        if value not in PRESETS:   # (a list is no preset: a tuple is looked through, not hashed)
            raise ValueError(f"preset is {shown(value)}, none of {', '.join(PRESETS)}")
    elif name == "roles":
        pairs = list(value.items()) if isinstance(value, dict) else value
        if not isinstance(pairs, list):
            raise ValueError(f"roles are {shown(value)}, not pairs of a role and a count")
        for pair in pairs:
            if not (isinstance(pair, (list, tuple)) and len(pair) == 2 and isinstance(pair[0], str)
                    and pair[0] in Role._value2member_map_ and type(pair[1]) is int and 0 <= pair[1] <= _MOST_SEATS):
                raise ValueError(f"roles hold {shown(pair)}, not a role and a count")
    elif name == "timers":
        if not isinstance(value, dict):
            raise ValueError(f"timers are {shown(value)}, not seconds by the timers' names")
        names = {f.name for f in fields(Timers)}
        for key, seconds in value.items():
            if key not in names:
                raise ValueError(f"timers hold {shown(key)}, not a timer's name")
            if isinstance(seconds, bool) or not isinstance(seconds, (int, float)) or not 0 <= seconds <= _MOST_SECONDS:
                raise ValueError(f"the {key} timer is {shown(seconds)}, not seconds up to a day")
    elif name in ("night_order", "roles_night"):
        known = tuple(StepKind._value2member_map_) if name == "night_order" else ("agreement", *Role._value2member_map_)
        if not isinstance(value, list):
            raise ValueError(f"{name} is {shown(value)}, not a list")
        for item in value:
            if not (isinstance(item, str) and item in known):
                raise ValueError(f"{name} holds {shown(item)}, none of {', '.join(known)}")


#: Each option's kind (``_check_option``): an Enum, bool, int, "int | None", or None for those
#: checked by name.
_OPTION_KINDS: dict[str, Any] = {}
#: Most seats a table's roles may count, and the longest timer (a day), in a ruleset read.
_MOST_SEATS = 100
_MOST_SECONDS = 24 * 3600


def _option_kind(name: str) -> Any:
    annotation = next(f.type for f in fields(Ruleset) if f.name == name)
    return _ENUM_FIELDS.get(name) or {"bool": bool, "int": int, "int | None": "int | None"}.get(str(annotation))


def _decode_option(name: str, value: Any) -> Any:
    if name == "roles":
        return normalise_roles(value)
    if name == "timers":
        return value if isinstance(value, Timers) else Timers(**value)
    if name == "night_order":
        return tuple(StepKind(kind) for kind in value)
    if name == "roles_night":
        return tuple(value)
    enum_type = _ENUM_FIELDS.get(name)
    return enum_type(value) if enum_type else value


_ENUM_FIELDS: dict[str, type[Enum]] = {
    "discussion": Discussion, "first_day_vote": FirstDayVote, "second_tie": SecondTie,
    "remove_all_voters": RemoveAllVoters, "tie_with_four_alive": FourAliveTie,
    "tie_of_three_with_nine_alive": ThreeOfNineTie, "all_seated_tied": AllSeatedTie,
    "revote_order": RevoteOrder, "rotation": Rotation, "withdrawal": Withdrawal,
    "best_move": BestMove, "third_foul": ThirdFoul, "shooting": Shooting,
}

_TEN_PLAYERS = ((Role.CIVILIAN, 6), (Role.SHERIFF, 1), (Role.MAFIA, 2), (Role.DON, 1))


def _sport() -> Ruleset:
    # 004 §1.2–§2.4.3
    return Ruleset(preset="sport", roles=_TEN_PLAYERS)


def _mastermind() -> Ruleset:
    # 000: the same table; day 0 split; tie → revote → remove-all vote; no 4-alive exception;
    # no single-nominee exception and a repeated nomination adds nothing [000 Voting, Nomination].
    return Ruleset(
        preset="mastermind", roles=_TEN_PLAYERS,
        timers=Timers(best_move=20),
        first_day_vote=FirstDayVote.AS_ANY_DAY, repeat_nomination_counts=False,
        day_zero_split=True, second_tie=SecondTie.REMOVE_ALL,
        tie_with_four_alive=FourAliveTie.REMOVE_ALL_VOTE, monster_rule=False,
        best_move=BestMove.FIRST_KILLED, day_number_offset=-1,
    )


def _latvian() -> Ruleset:
    # 001: commissar and doctor, two nominations each, outcome vote, 15 s final words.
    return Ruleset(
        preset="latvian",
        roles=((Role.CIVILIAN, 5), (Role.COMMISSAR, 1), (Role.DOCTOR, 1), (Role.MAFIA, 3)),
        timers=Timers(speech=15, last_word=15, tie_speech=30, agreement=0, role_meeting=0,
                      don_check=0, sheriff_check=0, open_talk=180, warning=5),
        discussion=Discussion.NOMINATIONS, nominations_per_speech=2, ballot_by_seat=True,
        candidate_may_vote_self=False,
        second_tie=SecondTie.REMOVE_ALL, remove_all_voters=RemoveAllVoters.NON_CANDIDATES,
        tie_with_four_alive=FourAliveTie.NOBODY_LEAVES, monster_rule=False,
        rotation=Rotation.FROM_FIRST, best_move=BestMove.NONE, shooting=Shooting.AGREED,
        night_order=(StepKind.SHOT, StepKind.COMMISSAR_CHECK, StepKind.DOCTOR),
        roles_night=("agreement", "commissar", "doctor"),
        killed_commissar_last_word=False, cards_shown=True,
    )


def _classic() -> Ruleset:
    # 002: any table, optional doctor / mistress / commissar, open talk of 1 min per player.
    return Ruleset(
        preset="classic",
        roles=((Role.CIVILIAN, 5), (Role.COMMISSAR, 1), (Role.DOCTOR, 1), (Role.MAFIA, 2)),
        timers=Timers(speech=0, last_word=0, tie_speech=0, agreement=0, role_meeting=0,
                      don_check=0, sheriff_check=0, open_talk_per_player=60),
        discussion=Discussion.OPEN, abstain_to_last=False,
        second_tie=SecondTie.NOBODY, monster_rule=False, rotation=Rotation.FROM_FIRST,
        best_move=BestMove.NONE, shooting=Shooting.AGREED,
        night_order=(StepKind.SHOT, StepKind.DOCTOR, StepKind.MISTRESS, StepKind.COMMISSAR_CHECK),
        roles_night=("agreement", "doctor", "mistress", "commissar"),
        doctor_self_saves=1, cards_shown=True, evening_points=True, black_may_be_shot=False,
    )


_BUILDERS = {"sport": _sport, "mastermind": _mastermind, "latvian": _latvian, "classic": _classic}


def preset(name: str, **changes: Any) -> Ruleset:
    """The named preset, with any option changed (``preset("sport", rotation=...)``)."""
    try:
        base = _BUILDERS[name]()
    except KeyError:
        raise RuleViolation("Unknown ruleset {name!r}; choose one of {presets}",
                            name=name, presets=", ".join(PRESETS)) from None
    known = {f.name for f in fields(Ruleset)} - {"preset"}
    unknown = set(changes) - known
    if unknown:
        raise RuleViolation("Unknown ruleset option(s): {options}", options=", ".join(sorted(unknown)))
    try:
        values = {name: _decode_option(name, value) for name, value in changes.items()}
    except (TypeError, ValueError) as error:
        raise RuleViolation("Bad ruleset option: {error}", error=str(error)) from None
    ruleset = replace(base, **values)
    validate_role_mix(ruleset)
    return ruleset


def normalise_roles(roles: Any) -> tuple[tuple[Role, int], ...]:
    """Role counts from a mapping or pairs, in a fixed order, zero counts dropped."""
    pairs = roles.items() if isinstance(roles, dict) else roles
    counts: Counter[Role] = Counter()
    for role, count in pairs:
        counts[Role(role)] += int(count)
    return tuple((role, counts[role]) for role in Role if counts[role] > 0)


def validate_role_mix(ruleset: Ruleset) -> None:
    """Refuse a table the preset cannot play."""
    counts = dict(ruleset.roles)
    size = ruleset.table_size
    black = sum(count for role, count in counts.items() if role.is_black)
    if ruleset.preset in ("sport", "mastermind") and counts != dict(_TEN_PLAYERS):
        raise RuleViolation(_TEN_PLAYER_TABLES[ruleset.preset])
    if ruleset.preset == "latvian" and size > 13:
        raise RuleViolation("The Latvian table seats at most 13 players")
    if black < 1:
        raise RuleViolation("A game needs at least one mafia player")
    if black >= size - black:
        raise RuleViolation("The mafia must start outnumbered by the town")
    for role, count in counts.items():
        row = ROLE_TABLE[role]
        if ruleset.preset not in row.presets:
            raise RuleViolation("The {preset} preset has no {role}", preset=ruleset.preset, role=role_word(role))
        if row.single and count > 1:
            raise RuleViolation("There can be only one {role}", role=role_word(role))


_TEN_PLAYER_TABLES = {
    "sport": QT_TR_NOOP("The sport table is 10 players: 6 civilians, a sheriff, 2 mafia and a don"),
    "mastermind": QT_TR_NOOP("The mastermind table is 10 players: 6 civilians, a sheriff, 2 mafia and a don"),
}

