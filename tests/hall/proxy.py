"""A TCP relay between a table and the hall's server, for cutting the network in a test:
``cut()`` drops every connection and refuses new ones (the hall's Wi-Fi gone), ``hang()``
keeps the connections but carries nothing either way (a network that swallows packets),
``mend()`` carries again."""

from __future__ import annotations

import select
import socket
import threading
import time


class Relay:
    def __init__(self, target_port: int) -> None:
        self.target = ("127.0.0.1", target_port)
        self._listener = socket.create_server(("127.0.0.1", 0))
        self.port = self._listener.getsockname()[1]
        self._pairs: list[tuple[socket.socket, socket.socket]] = []
        self._lock = threading.Lock()
        self._mode = "carry"          # carry, cut or hang
        self._closed = False
        threading.Thread(target=self._accept, daemon=True).start()

    def url(self, url: str) -> str:
        """The same login, through the relay."""
        return url.replace(f":{self.target[1]}/", f":{self.port}/")

    def cut(self) -> None:
        self._mode = "cut"
        with self._lock:
            for pair in self._pairs:
                for end in pair:
                    end.close()
            self._pairs.clear()

    def hang(self) -> None:
        self._mode = "hang"

    def mend(self) -> None:
        self._mode = "carry"

    def close(self) -> None:
        self._closed = True
        self.cut()
        self._listener.close()

    def _accept(self) -> None:
        while not self._closed:
            try:
                client, _ = self._listener.accept()
            except OSError:
                return
            if self._mode == "cut":
                client.close()
                continue
            try:
                server = socket.create_connection(self.target, timeout=5)
            except OSError:
                client.close()
                continue
            with self._lock:
                self._pairs.append((client, server))
            threading.Thread(target=self._carry, args=(client, server), daemon=True).start()

    def _carry(self, client: socket.socket, server: socket.socket) -> None:
        ends = [client, server]
        try:
            while not self._closed:
                ready, _, _ = select.select(ends, [], [], 0.2)
                if self._mode == "hang":   # the bytes wait in the buffers; nothing reaches the other side
                    time.sleep(0.2)
                    continue
                for end in ready:
                    data = end.recv(65536)
                    if not data:
                        return
                    (server if end is client else client).sendall(data)
        except (OSError, ValueError):   # an end closed by cut() meanwhile: select() sees fd -1
            return
        finally:
            for end in ends:
                end.close()
            with self._lock:
                if (client, server) in self._pairs:
                    self._pairs.remove((client, server))
