"""Publishing to the rating service from the window: the account in the settings
(``service_box``), the links of an event and of players (``event_link``, ``player_links``),
the queue sent behind the host's back and its status line (``publisher``), and what the
service answered, game by game (``outcomes``). The network is always in a thread of its
own (``calls``); the archive is only ever written from the window's thread."""
