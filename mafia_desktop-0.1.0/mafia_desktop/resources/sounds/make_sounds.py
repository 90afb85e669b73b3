"""Writes the timer's two sounds (run once; the WAV files are committed beside this script).

warning.wav: two short high beeps ("ten seconds"); end.wav: one longer low tone (time is up).
"""

import math
import struct
import wave
from pathlib import Path

RATE = 22050


def tone(frequency: float, seconds: float, volume: float = 0.5) -> list[int]:
    count = int(RATE * seconds)
    fade = int(RATE * 0.01)
    samples = []
    for i in range(count):
        envelope = min(1.0, i / fade, (count - i) / fade)   # no clicks at either end
        samples.append(int(32767 * volume * envelope * math.sin(2 * math.pi * frequency * i / RATE)))
    return samples


def silence(seconds: float) -> list[int]:
    return [0] * int(RATE * seconds)


def write(path: Path, samples: list[int]) -> None:
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(struct.pack(f"<{len(samples)}h", *samples))


if __name__ == "__main__":
    here = Path(__file__).parent
    write(here / "warning.wav", tone(1320, 0.12) + silence(0.08) + tone(1320, 0.12))
    write(here / "end.wav", tone(660, 0.6) + silence(0.05) + tone(440, 0.5))
