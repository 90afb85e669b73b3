"""The stream's overlay: web pages the app serves while a game is open, for OBS's browser
source, following the table live from the same state the audience screen shows.

``frame`` is what a page receives (the audience screen's ``Scene``, as JSON; the roles and
the night only when the streamer shows them), ``delay`` holds the frames back by the
stream's delay, ``server`` serves the pages and the live feed, ``publisher`` ties a game's
``AudienceSource`` to the server.
"""
