"""The streaming software the app drives while the overlay runs: OBS, through its own
WebSocket server (obs-websocket, protocol v5; OBS 28 and later). Below the window, as the hall
and the publishing are: ``obs`` is the protocol without a socket (what to send for what OBS
said; no Qt), ``secrets`` its password in the keyring, ``moments`` which of the streamer's
scenes the table is at and the recording's chapter it begins (titled by ``words``, in the
host's language). The socket itself is the window's (``ui.overlay.obs_link``: Qt's QWebSocket
on the window's event loop, never waiting on OBS).
"""
