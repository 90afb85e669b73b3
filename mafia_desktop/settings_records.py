"""The records of the settings of the rooms a start does not show: the stream overlay's
(``OverlaySettings``), OBS's (``ObsSettings``), the night music's (``NightMusicSettings``) and the
last new game's setup (``GameSetup``), with the choices they allow. ``preferences`` reads and
writes them (and names them: ``preferences.OverlaySettings``); they are made when a room first
asks for its settings, not at every start (their dataclasses: 4 ms of the first paint)."""

from __future__ import annotations

from dataclasses import dataclass, field

OVERLAY_PORT = 8765


#: The overlay's cards: a row of ten along the bottom, or a column down the side.
OVERLAY_LAYOUTS = ("row", "column")
#: The overlay's font size, in percent of its page's own: the least and the most.
FONT_PERCENTS = (50, 200)


@dataclass(frozen=True)
class OverlaySettings:
    """The stream overlay's: its port; the stream's delay in seconds (everything the overlay
    shows is held back by it); whether viewers see the roles and the night (off unless
    chosen); whether it serves beyond the loopback (then with ``token`` in its URL); its
    font size in percent of the page's own; how the player cards are laid out (a row of ten
    along the bottom, or a column down the side: ``OVERLAY_LAYOUTS``)."""

    port: int = OVERLAY_PORT
    delay: int = 0
    roles: bool = False
    beyond_loopback: bool = False
    token: str = ""
    font_percent: int = 100
    layout: str = "row"

    @property
    def look(self) -> dict[str, object]:
        """What the overlay's page is told of its look (``frame_of``'s ``look``)."""
        return {"scale": self.font_percent / 100, "layout": self.layout}

    @property
    def roles_shown(self) -> bool:
        """The roles go to the viewers only behind a delay: with none, the table's players
        could watch the stream and read them."""
        return self.roles and self.delay > 0


#: When the night music plays: where the preset's seed asks for it (``Ruleset.night_music``),
#: every night, or never.
MUSIC_WHEN = ("rules", "always", "never")


@dataclass(frozen=True)
class NightMusicSettings:
    """The club's night music: its folder of tracks ("" for none), when it plays, its
    volume in per cent."""

    folder: str = ""
    when: str = "rules"
    volume: int = 70

    def plays(self, by_the_rules: bool) -> bool:
        """Does it play tonight, at a table whose rules ask for it or not?"""
        return bool(self.folder) and (self.when == "always" or (self.when == "rules" and by_the_rules))


#: OBS's WebSocket server where OBS puts it unless told otherwise (Tools → WebSocket Server Settings).
OBS_ADDRESS = "ws://127.0.0.1:4455"


@dataclass(frozen=True)
class ObsSettings:
    """OBS following the table while the overlay runs (``stream``): whether it does, OBS's
    WebSocket address (its password is the keyring's: ``stream.secrets``), and the scene
    for each moment of the game (``stream.moments.Moment``'s values; "" or missing: OBS's
    scene is left as it is then)."""

    follow: bool = False
    address: str = OBS_ADDRESS
    scenes: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class GameSetup:
    """What the host chose for his last new game, the next one's defaults: the preset, each
    preset's club options as chosen last for it (an option's name → a flag or a choice's
    value), and the game's labels (club, tournament, table, number, host)."""

    preset: str = ""
    options: dict[str, dict[str, bool | str]] = field(default_factory=dict)
    labels: dict[str, str] = field(default_factory=dict)
