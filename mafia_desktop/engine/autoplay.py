"""A random host: plays a legal action at every step, for the property tests, the benches'
sample games and the sample games the archive's packing dictionary was made from
(``tools/payload_dictionary.py``). In the package, the one place all three can import; the
app itself never loads it.

Every action it picks is legal by construction, so a RuleViolation means the engine refused
something the rules allow. Shots hit at least every other night, so every game ends.
"""

from __future__ import annotations

import copy
import random

from mafia_desktop.engine import Game, Role, RuleViolation, StepKind, commands as c, preset
from mafia_desktop.engine.flow import last_candidate_to_raise
from mafia_desktop.engine.roles import CHECK_STEPS, NIGHT_ACTORS
from mafia_desktop.engine.ruleset import Discussion, Shooting, Withdrawal

TALK = {StepKind.AGREEMENT, StepKind.ROLE_MEETING, StepKind.OPEN_TALK, StepKind.LAST_WORD,
        StepKind.TIE_SPEECH, StepKind.JUSTIFICATION, StepKind.SPEECH}


def random_ruleset(name: str, rng: random.Random):
    if name == "classic":
        size = rng.randint(5, 14)
        mafia = rng.randint(1, max(1, (size - 1) // 3))
        extra = [r for r in (Role.DOCTOR, Role.MISTRESS, Role.COMMISSAR) if rng.random() < 0.6]
        extra = extra[: size - mafia - 1 - mafia]
        civilians = size - mafia - len(extra)
        roles = {Role.MAFIA: mafia, Role.CIVILIAN: civilians, **{r: 1 for r in extra}}
        return preset("classic", roles=roles)
    if name == "latvian" and rng.random() < 0.5:
        size = rng.randint(7, 13)
        mafia = rng.randint(1, 3)
        return preset("latvian", roles={Role.MAFIA: mafia, Role.COMMISSAR: 1, Role.DOCTOR: 1,
                                        Role.CIVILIAN: size - mafia - 2})
    return preset(name)


class RandomHost:
    def __init__(self, ruleset, rng: random.Random, *, undo_rate: float = 0.05,
                 check_undo: bool = True):
        self.rng = rng
        self.game = Game.new(ruleset, [f"P{i}" for i in range(1, ruleset.table_size + 1)])
        self.now = 0.0
        self.undo_rate = undo_rate
        self.check_undo = check_undo
        self.missed_last_night = False
        self.actions = 0

    @property
    def state(self):
        return self.game.state

    def play_into(self, archive) -> str:
        """The whole game into ``archive`` as a host plays it: each action's events appended
        when it is taken; returns the game's id."""
        game_id = archive.create_game(self.game.events)
        stored = len(self.game.events)
        while not self.state.ended:
            self.act()
            archive.append(game_id, self.game.events[stored:], state=self.state)
            stored = len(self.game.events)
        return game_id

    def play(self, max_actions: int = 5000) -> Game:
        while not self.state.ended:
            if self.actions >= max_actions:
                raise AssertionError(f"no end after {max_actions} actions at {self.state.step}")
            self.act()
        return self.game

    def act(self) -> None:
        self.now += self.rng.uniform(1, 40)
        self._act()
        self.actions += 1

    def run(self, command, **kwargs):
        """Run one command; now and then undo it and redo it, checking both states."""
        before = copy.deepcopy(self.state) if self.check_undo else None
        events = self.game.run(command, **kwargs)
        if self.rng.random() < self.undo_rate:
            after = copy.deepcopy(self.state) if self.check_undo else None
            self.game.run(c.undo)
            if self.check_undo:
                assert self.state == before, f"undo of {events} did not restore the state"
            self.game.run(c.redo)
            if self.check_undo:
                assert self.state == after, f"redo of {events} did not restore the state"
        return events

    # -- one action for the current step -------------------------------------------------
    def _act(self) -> None:
        state, rng = self.state, self.rng
        step = state.step
        kind = step.kind
        if kind is StepKind.DEAL:
            return self.run(c.deal_random, rng=rng)
        if kind is StepKind.END:
            return self.run(c.end_game)
        if rng.random() < 0.04 and self._discipline():
            return
        if kind in TALK:
            return self._talk(step)
        if kind is StepKind.VOTE:
            return self._vote(step)
        if kind is StepKind.REMOVE_ALL_VOTE:
            voters = list(state.day.remove_all.voters)
            return self.run(c.remove_all_vote, yes=rng.sample(voters, rng.randint(0, len(voters))))
        if kind is StepKind.SHOT:
            return self._shoot()
        if kind is StepKind.BEST_MOVE:
            others = [s for s in range(1, state.size + 1) if s != step.seat]
            return self.run(c.best_move, guesses=rng.sample(others, rng.randint(0, 3)))
        if kind in c.NIGHT_COMMANDS:
            return self.run(c.NIGHT_COMMANDS[kind], seat=self._night_pick(kind))
        raise AssertionError(f"no action for {step}")

    def _discipline(self) -> bool:
        """Now and then a foul (or, rarely, a disqualification) for someone at the table."""
        state = self.state
        living = state.living()
        if not living:
            return False
        seat = self.rng.choice(living)
        if self.rng.random() < 0.05:
            self.run(c.remove, seat=seat, reason="test")
        else:
            self.run(c.foul, seat=seat, reason="test")
        return True

    def _talk(self, step) -> None:
        state, rng = self.state, self.rng
        if step.seconds > 0 and not step.silent and rng.random() < 0.3:
            self.run(c.start_timer, now=self.now)
            if rng.random() < 0.3:
                self.run(c.extend_timer, seconds=10)
            if rng.random() < 0.3:
                self.now += 5
                self.run(c.pause_timer, now=self.now)
        rules = state.ruleset
        if step.kind is StepKind.OPEN_TALK and rules.discussion is Discussion.OPEN:
            for seat in rng.sample(state.living(), rng.randint(0, min(3, len(state.living())))):
                if seat not in state.ballot():
                    self.run(c.nominate, by=None, seat=seat)
        if step.kind is StepKind.SPEECH:
            self._nominate(step.seat)
        if step.kind is StepKind.SPEECH and not step.silent and rules.discussion is not Discussion.NOMINATIONS \
                and rng.random() < 0.05:
            return self.run(c.skip_speech)
        self.run(c.next_turn, now=self.now)

    def _nominate(self, speaker: int) -> None:
        state, rng = self.state, self.rng
        rules = state.ruleset
        must = rules.discussion is Discussion.NOMINATIONS
        count = rng.randint(1, state.nomination_limit()) if must else int(rng.random() < 0.6)
        living = state.living()
        for target in rng.sample(living, min(count, len(living))):
            self.run(c.nominate, by=speaker, seat=target)
        mine = [n.seat for n in state.day.active_nominations() if n.by == speaker]
        if mine and rules.withdrawal is Withdrawal.ALLOWED and not must and rng.random() < 0.15:
            self.run(c.withdraw, by=speaker, seat=mine[0])
            if rng.random() < 0.5:
                self.run(c.nominate, by=speaker, seat=rng.choice(living))

    def _vote(self, step) -> None:
        state, rng = self.state, self.rng
        rnd = state.vote_round
        left = [v for v in state.voters_left()
                if state.ruleset.candidate_may_vote_self or v != step.seat]
        last = step.seat == rnd.ballot[-1]
        share = rng.choice([0.0, 0.3, 0.5, 1.0]) if not last else rng.random()
        hands = [v for v in left if rng.random() < share]
        last_candidate = last_candidate_to_raise(state, hands)
        if last_candidate is not None:   # his last chance to vote, not against himself
            hands.append(last_candidate)
        self.run(c.vote, nominee=step.seat, voters=hands)

    def _shoot(self) -> None:
        state, rng = self.state, self.rng
        living = state.living()
        if self.missed_last_night or rng.random() < 0.6:
            targets = state.living_red() or living
            self.run(c.shoot, target=rng.choice(targets))
            self.missed_last_night = False
            return
        self.missed_last_night = True
        black = state.living_black()
        if rng.random() < 0.5 or len(black) == 1 or state.ruleset.shooting is Shooting.AGREED:
            self.run(c.shoot, target=None)
        else:
            self.run(c.shoot, shots={b: rng.choice(living + [None]) for b in black})

    def _night_pick(self, kind: StepKind) -> int | None:
        state, rng = self.state, self.rng
        actor = NIGHT_ACTORS[kind]
        if not state.living_with(actor) or rng.random() < 0.1:
            return None
        if kind in CHECK_STEPS:
            return rng.randint(1, state.size)
        for _ in range(20):
            seat = rng.choice(state.living())
            try:
                c.NIGHT_COMMANDS[kind](state, seat=seat)
                return seat
            except RuleViolation:
                continue  # the doctor's repeat or self-save limit, the mistress herself
        return None
