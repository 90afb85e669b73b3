"""A test table: a Game with short verbs for the host's actions, so scenarios read like play."""

from __future__ import annotations

from mafia_desktop.engine import Game, Role, StepKind, commands as c, preset
from mafia_desktop.engine.ruleset import Ruleset

#: Seat → role for a 10-seat sport/mastermind table: blacks on 2 (mafia), 7 (don), 9 (mafia),
#: sheriff on 8 — the deal of the real game 334187.
SPORT_DEAL = ["civilian", "mafia", "civilian", "civilian", "civilian",
              "civilian", "don", "sheriff", "mafia", "civilian"]


class Table:
    def __init__(self, ruleset: Ruleset | str = "sport", deal=None, **options):
        ruleset = preset(ruleset, **options) if isinstance(ruleset, str) else ruleset
        deal = deal or SPORT_DEAL
        self.game = Game.new(ruleset, [f"Player {i}" for i in range(1, ruleset.table_size + 1)])
        self.game.run(c.deal_roles, roles=deal)
        self.now = 1000.0

    # -- reading -------------------------------------------------------------------------
    @property
    def state(self):
        return self.game.state

    @property
    def step(self):
        return self.state.step

    def departures(self):
        return [(d.seat, d.round, d.phase.value, d.how.value) for d in self.state.departures]

    # -- acting --------------------------------------------------------------------------
    def run(self, command, **kwargs):
        return self.game.run(command, **kwargs)

    def as_recorded(self, *events):
        """``events`` appended as a stored log holds them: checked as a replay checks them,
        not as the host's commands are (a game recorded before a command asked more)."""
        self.game = Game(self.game.events + list(events))

    def tick(self, seconds=1.0):
        self.now += seconds
        return self.now

    def next(self, times: int = 1):
        """The host's Next on talk steps (lost speeches are skipped)."""
        for _ in range(times):
            self.run(c.next_turn, now=self.tick())

    def to_day(self):
        """Through the roles night to the first speech of day 1."""
        while self.state.round == 0:
            self.next()

    def speak(self, nominations=None, fouls=None, *, until=None):
        """Run discussion speeches. ``nominations``: speaker → seat (or list of seats);
        ``fouls``: speaker → seats fouled during his speech. Stops when the discussion ends
        or before ``until`` speaks."""
        nominations = nominations or {}
        fouls = fouls or {}
        while self.step and self.step.kind is StepKind.SPEECH:
            speaker = self.step.seat
            if speaker == until:
                return
            for seat in fouls.get(speaker, []):
                self.run(c.foul, seat=seat)
            targets = nominations.get(speaker, [])
            for target in targets if isinstance(targets, list) else [targets]:
                self.run(c.nominate, by=speaker, seat=target)
            if self.step and self.step.seat == speaker and self.step.kind is StepKind.SPEECH:
                self.next()

    def vote(self, hands: dict[int, list[int]]):
        """One vote round: nominee → raised hands, in ballot order."""
        for nominee in list(self.state.vote_round.ballot):
            assert self.step.kind is StepKind.VOTE and self.step.seat == nominee, self.step
            self.run(c.vote, nominee=nominee, voters=hands.get(nominee, []))

    def talk_through(self, *kinds):
        """End steps of the given kinds (tie speeches, last words, ...) until another comes."""
        kinds = kinds or (StepKind.TIE_SPEECH, StepKind.LAST_WORD, StepKind.JUSTIFICATION)
        while self.step and self.step.kind in kinds:
            self.next()

    def morning(self, guesses=()):
        """The night victim's best move (if due) and last word."""
        if self.step.kind is StepKind.BEST_MOVE:
            self.run(c.best_move, guesses=list(guesses))
        self.talk_through(StepKind.LAST_WORD)

    def down_to_four(self):
        """Blacks 2, 7, 9 (SPORT_DEAL): 1, 3, 4 killed at night, 2, 9, 5 voted out on the days
        after, leaving 6, 7, 8, 10 at the start of night 3."""
        self.to_day()
        self.speak()
        for victim, voted in ((1, 2), (3, 9), (4, 5)):
            self.night(victim, don=1, sheriff=1)
            self.morning()
            self.speak({self.state.speakers_left()[0]: voted})
            self.vote({voted: []})
            self.talk_through()
        assert self.state.living() == [6, 7, 8, 10]

    def night(self, target=None, *, shots=None, don=None, sheriff=None, commissar=None,
              doctor=None, mistress=None):
        """Play a whole night: the shot, then each check or save the preset has."""
        assert self.step.kind is StepKind.SHOT, self.step
        self.run(c.shoot, target=target, shots=shots)
        picks = {StepKind.DON_CHECK: don, StepKind.SHERIFF_CHECK: sheriff,
                 StepKind.COMMISSAR_CHECK: commissar, StepKind.DOCTOR: doctor,
                 StepKind.MISTRESS: mistress}
        while self.step and self.step.kind in picks:
            kind = self.step.kind
            self.run(c.NIGHT_COMMANDS[kind], seat=picks[kind])

    def role_of(self, seat: int) -> Role:
        return self.state.seat(seat).role
