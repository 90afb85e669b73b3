"""What the benches measure with: a percentile of samples, the process's resident memory."""

from __future__ import annotations

from pathlib import Path


def percentile(values: list[float], p: float) -> float:
    """The ``p``-th percentile (0 to 100) of ``values``, nearest rank."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def resident_mb() -> float:
    """This process's resident memory (Linux; NaN elsewhere)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")
