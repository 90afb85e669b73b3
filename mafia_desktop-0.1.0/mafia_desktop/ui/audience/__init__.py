"""The audience screen: a second window for spectators (a projector, a second monitor, a
stream), following one game live and showing only what the town may know.

``source`` is what feeds it (the game on the table, or later the hall's server),
``scene`` what it shows, worked out from the state alone, ``painting`` how it is drawn,
``window`` the window itself.
"""
