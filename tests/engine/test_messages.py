"""The engine's and the archive's words are translatable: every refusal and every text the
engine returns is a ``Message`` (an English template with named places, and the values),
its English unchanged; a message inside another stays a Message, translated with it."""

import ast
import copy
import pickle
from pathlib import Path

import pytest

import mafia_desktop
from mafia_desktop import i18n
from mafia_desktop.engine import Game, RuleViolation, commands as c, events as ev, fold, preset
from mafia_desktop.engine.errors import Message, joined
from mafia_desktop.engine.folding import Timeline
from mafia_desktop.engine.narration import morning_news, vote_outlook
from mafia_desktop.engine.points import system
from mafia_desktop.engine.steps import Step, StepKind, step_label
from mafia_desktop.i18n import catalog

from .table import Table

PACKAGE = Path(mafia_desktop.__file__).parent
OURS = ("mafia_desktop/engine/", "mafia_desktop/store/", "mafia_desktop/words/rules.py")


def day_two(victim: int = 10) -> Table:
    t = Table()
    t.to_day()
    t.speak()
    t.night(victim, don=1, sheriff=1)
    t.morning()
    return t


# -- (1) nothing built in English reaches a translation ---------------------------------------

def test_no_f_string_reaches_a_translation_in_the_engine_or_the_store(package_templates):
    _, problems = package_templates
    assert [f"{p.where}: {p.what}" for p in problems if p.where.startswith(OURS)] == []


def test_no_template_is_glued_together_or_formatted_before_it_is_looked_up():
    """Beyond the catalog's check: no ``"…" + x`` nor ``"…".format()`` as a template."""
    glued = []
    for path in [*(PACKAGE / "engine").rglob("*.py"), *(PACKAGE / "store").rglob("*.py"),
                 PACKAGE / "words" / "rules.py"]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and node.args):
                continue
            name = getattr(node.func, "id", getattr(node.func, "attr", ""))
            first = node.args[1] if name == "QT_TRANSLATE_NOOP" and len(node.args) > 1 else node.args[0]
            if name in (*catalog.message_calls(), "QT_TRANSLATE_NOOP") and (
                    isinstance(first, (ast.JoinedStr, ast.BinOp))
                    or isinstance(first, ast.Call) and getattr(first.func, "attr", "") == "format"):
                glued.append(f"{path.name}:{node.lineno}")
    assert glued == []


def test_the_engine_and_the_archive_have_their_templates(package_templates):
    templates, _ = package_templates
    contexts = {context for (context, _source), template in templates.items()
                if any(file.startswith(OURS) for file, _line in template.locations)}
    assert {"", "RuleWords", "Standings"} <= contexts   # "": the messages' context (lupdate's for tr)
    assert ("", "Seat {seat} has left the table and cannot vote") in templates
    assert ("", "Event {number} ({kind}): {problem}") in templates
    assert ("", "No game {game} in this archive") in templates
    # Every template's places are plain names (a translation keeps them; ``{}`` could not).
    for (context, source), template in templates.items():
        if any(file.startswith(OURS) for file, _line in template.locations):
            assert "" not in catalog.places(source), source


# -- (2) a refusal carries its values; its English is as before -----------------------------

def test_a_refusal_carries_its_template_and_values():
    t = day_two(victim=10)
    t.speak({2: 3, 3: 4})
    with pytest.raises(RuleViolation) as refused:
        t.run(c.vote, nominee=3, voters=[10])
    error = refused.value
    assert error.message.template == "Seat {seat} has left the table and cannot vote"
    assert error.message.args == {"seat": 10}
    assert str(error) == "Seat 10 has left the table and cannot vote"
    assert error.message == str(error)   # a Message is its English


def test_a_refusal_names_the_step_with_a_message_of_its_own():
    t = Table()
    t.to_day()
    with pytest.raises(RuleViolation) as refused:
        t.run(c.vote, nominee=3, voters=[1])
    message = refused.value.message
    assert message.template == "Not now: the table is at {step}"
    assert message.args["step"].template == "seat {seat}'s speech"
    assert message.args["step"].args == {"seat": 1}
    assert str(refused.value) == "Not now: the table is at seat 1's speech"


def test_a_role_in_a_refusal_is_a_word_of_its_own():
    game = Game.new(preset("sport"), [f"P{i}" for i in range(1, 11)])
    with pytest.raises(RuleViolation) as refused:
        game.run(c.deal_roles, roles=["civilian"] * 6 + ["mafia"] * 2 + ["sheriff"] * 2)
    message = refused.value.message
    assert message.template == "The deal has {dealt} × {role}; this table needs {wanted}"
    assert message.args["role"].template == "sheriff"
    assert str(refused.value) == "The deal has 2 × sheriff; this table needs 1"


@pytest.mark.parametrize("kind, seat, english", [
    (StepKind.SPEECH, 4, "seat 4's speech"),
    (StepKind.VOTE, 7, "the vote on seat 7"),
    (StepKind.DON_CHECK, None, "the don's check"),
    (StepKind.END, None, "the end of the game"),
])
def test_step_labels_are_messages_with_the_same_english(kind, seat, english):
    label = step_label(Step(kind, seat))
    assert isinstance(label, Message) and label == english and str(label) == english
    assert step_label(Step(StepKind.ROLE_MEETING, role="sheriff")) == "the sheriff meeting the host"
    assert step_label(None) == "nothing (the game is over)"


def test_the_engines_texts_are_messages():
    t = day_two(victim=3)
    news = morning_news(t.state, t.state.nights[1])
    assert news == ["Seat 3 was killed."] and news[0].args == {"seat": 3}
    t2 = Table("sport", first_day_vote="none")
    t2.to_day()
    outlook = vote_outlook(t2.state)
    assert isinstance(outlook, Message) and outlook == "No vote on the first day (club rule)."
    described = system("sport").describe()
    assert isinstance(described, Message)
    assert described == ("win 1, loss 0; best move 3 black → 0.5, 2 black → 0.3; removed by fouls -0.5, "
                         "disqualified -0.5; first-killed compensation up to 0.4; the host's extra points")


def test_a_message_survives_copying_and_pickling():
    message = Message("Seat {seat} was {what}", seat=7, what=Message("removed"))
    for again in (copy.copy(message), copy.deepcopy(message), pickle.loads(pickle.dumps(message))):
        assert again == "Seat 7 was removed"
        assert (again.template, again.args) == (message.template, message.args)
        assert again.args["what"].template == "removed"


def test_a_message_is_searched_as_the_text_it_is():
    # Its plural count once hid str.count: counting in a refusal's English raised TypeError.
    message = Message("%n seats: {seats}", "", 3, seats="4, 5 and 6")
    assert message.count(",") == 1 and message.count("seat") == 1 and message.plural == 3
    assert Message("no count").plural == -1


def test_joined_parts_stay_messages():
    line = joined([Message("win {win}", win=1), Message("loss {loss}", loss=0)], ", ")
    assert line == "win 1, loss 0" and line.template == "{earlier}, {later}"


# -- (3) a refusal inside another keeps its own message ---------------------------------------

def test_the_fold_wraps_a_refusal_and_keeps_it_a_message():
    t = Table()
    t.to_day()
    bad = t.game.events + [ev.Nominated(3, 7)]            # seat 1 is speaking
    with pytest.raises(RuleViolation) as refused:
        fold(bad)
    message = refused.value.message
    assert message.template == "Event {number} ({kind}): {problem}"
    assert message.args["number"] == len(bad) and message.args["kind"] == "nominated"
    inner = message.args["problem"]
    assert isinstance(inner, Message)
    assert inner.template == "Seat {seat} can nominate only during his own speech"
    assert inner.args == {"seat": 3}
    assert str(refused.value) == f"Event {len(bad)} (nominated): Seat 3 can nominate only during his own speech"


def test_a_timeline_wraps_a_refusal_the_same_way():
    t = Table()
    t.to_day()
    line = Timeline()
    for event in t.game.events:
        line.push(event)
    with pytest.raises(RuleViolation) as refused:
        line.push(ev.Nominated(3, 7))
    assert refused.value.message.args["problem"].template == "Seat {seat} can nominate only during his own speech"
    assert str(refused.value).startswith(f"Event {len(t.game.events) + 1} (nominated): Seat 3 can")
    with pytest.raises(RuleViolation) as refused:
        fold([ev.Undone()])
    assert refused.value.message.args["problem"].template == "Nothing to undo"
    assert str(refused.value) == "Event 1 (undone): Nothing to undo"


# -- (4) translated recursively ---------------------------------------------------------------

GERMAN = {
    ("", "Event {number} ({kind}): {problem}"): "Ereignis {number} ({kind}): {problem}",
    ("", "Seat {seat} can nominate only during his own speech"): "Platz {seat} nominiert nur in seiner Rede",
    ("", "Not now: the table is at {step}"): "Nicht jetzt: der Tisch ist bei {step}",
    ("", "seat {seat}'s speech"): "Rede von Platz {seat}",
    ("", "Game {game} cannot be replayed: {problem}"): "Spiel {game} lässt sich nicht abspielen: {problem}",
}


@pytest.fixture
def german(monkeypatch):
    asked = []

    def translate(context, text, disambiguation=None, n=-1):
        asked.append((context, text))
        return GERMAN.get((context, text), text)
    monkeypatch.setattr(i18n, "translate", translate)
    return asked


def test_message_text_translates_the_message_inside_too(german):
    t = Table()
    t.to_day()
    with pytest.raises(RuleViolation) as refused:
        fold(t.game.events + [ev.Nominated(3, 7)])
    number = len(t.game.events) + 1
    assert i18n.message_text(refused.value.message) == \
        f"Ereignis {number} (nominated): Platz 3 nominiert nur in seiner Rede"
    assert str(refused.value).startswith(f"Event {number} (nominated): Seat 3")   # the English stays


def test_a_step_inside_a_refusal_is_translated(german):
    t = Table()
    t.to_day()
    with pytest.raises(RuleViolation) as refused:
        t.run(c.vote, nominee=3, voters=[1])
    assert i18n.message_text(refused.value.message) == "Nicht jetzt: der Tisch ist bei Rede von Platz 1"


def test_an_archive_message_finds_the_engines_words_inside_it(german):
    from mafia_desktop.store.errors import ArchiveError
    inner = RuleViolation("Seat {seat} can nominate only during his own speech", seat=3).message
    error = ArchiveError("Game {game} cannot be replayed: {problem}", game="g1", problem=inner)
    assert str(error) == "Game g1 cannot be replayed: Seat 3 can nominate only during his own speech"
    assert i18n.message_text(error.message) == \
        "Spiel g1 lässt sich nicht abspielen: Platz 3 nominiert nur in seiner Rede"
    assert ("", "Seat {seat} can nominate only during his own speech") in german
