"""Where a process and its workers spent their time: each one's CPU time (user + system) read
from /proc while it runs, the whole tree's exactly at its end (``os.wait4``), and each core's
busy share over the while (/proc/stat: this machine's, whoever kept it busy). Linux only.
"""

from __future__ import annotations

import os
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

_TICK = os.sysconf("SC_CLK_TCK")


def _cpu_of(pid: int) -> float | None:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / _TICK      # utime, stime (the 14th and 15th)


def _children(pid: int) -> list[int]:
    found = []
    try:
        tasks = list(Path(f"/proc/{pid}/task").iterdir())
    except OSError:
        return found
    for task in tasks:
        try:
            found += [int(child) for child in (task / "children").read_text().split()]
        except OSError:
            continue
    return found


def cores() -> list[tuple[int, int]]:
    """Each core's (busy, all) ticks since the machine started."""
    found = []
    for line in Path("/proc/stat").read_text().splitlines():
        name, *values = line.split()
        if name.startswith("cpu") and name != "cpu":
            ticks = [int(value) for value in values[:8]]
            idle = ticks[3] + ticks[4]
            found.append((sum(ticks) - idle, sum(ticks)))
    return found


@dataclass
class Tree:
    """A process run to its end: its wall time, its own CPU, its workers' and the whole tree's."""

    wall: float = 0.0
    total: float = 0.0                                           # the tree's CPU, from wait4
    own: float = 0.0                                             # the parent's (sampled)
    workers: dict[int, float] = field(default_factory=dict)      # pid → CPU (sampled)
    cores: list[float] = field(default_factory=list)             # each core's busy share
    peak_mb: float = 0.0                                         # the largest resident set in it
    returncode: int = 0

    def shares(self) -> str:
        """Each process's CPU as a share of the wall time, and the cores' busy shares."""
        workers = ", ".join(f"{cpu / self.wall:.2f}" for cpu in self.workers.values())
        machine = ", ".join(f"{busy:.0%}" for busy in self.cores)
        return (f"the import's processes busy {self.total / self.wall:.2f} of {len(self.cores)} cores "
                f"(parent {(self.total - sum(self.workers.values())) / self.wall:.2f}, workers {workers}); "
                f"the machine's cores busy {machine}; at most {self.peak_mb:.0f} MB resident in one process")


def run(start, every: float = 0.02) -> Tree:
    """``start()`` gives a started ``subprocess.Popen`` whose pipes need no reading while it runs
    (files); it is waited for here."""
    tree = Tree()
    before = cores()
    began = time.perf_counter()
    process = start()
    seen: dict[int, float] = {}
    done = threading.Event()

    def sample() -> None:
        while not done.is_set():
            for pid in _children(process.pid):
                cpu = _cpu_of(pid)
                if cpu is not None:
                    seen[pid] = max(cpu, seen.get(pid, 0.0))
            done.wait(every)
    watcher = threading.Thread(target=sample, daemon=True)
    watcher.start()
    _, status, usage = os.wait4(process.pid, 0)
    tree.wall = time.perf_counter() - began
    done.set()
    watcher.join()
    process.returncode = os.waitstatus_to_exitcode(status)
    tree.returncode = process.returncode
    tree.total = usage.ru_utime + usage.ru_stime
    tree.peak_mb = usage.ru_maxrss / 1024
    tree.workers = seen
    after = cores()
    tree.cores = [(b1 - b0) / max(1, a1 - a0) for (b0, a0), (b1, a1) in zip(before, after)]
    return tree
