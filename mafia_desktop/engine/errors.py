"""The one exception a refused command raises."""


class RuleViolation(Exception):
    """A command the rules do not allow right now.

    The message is written for the host at the table ("Seat 7 has left the table and
    cannot be nominated"); a refused command has produced no event and changed nothing.
    """
