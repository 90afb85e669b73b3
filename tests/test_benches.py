"""Every bench runs in CI at a tiny size (``bench/smoke.py``, run by ``.ci/run``): a bench
nobody runs for weeks breaks unseen (``bench/ui_latency.py`` stopped at a ``NameError`` once,
and its figure went missing). Each script in bench/ is either a bench with its size in
``SMOKE`` or a helper another bench imports."""

from __future__ import annotations

from pathlib import Path

from bench import smoke

BENCH = Path(__file__).resolve().parent.parent / "bench"
#: Not benches: the package's marker and the smoke run itself.
NOT_BENCHES = {"__init__", "smoke"}


def scripts() -> list[Path]:
    return sorted(path for path in BENCH.glob("*.py") if path.stem not in NOT_BENCHES)


def test_every_bench_script_has_a_tiny_size_in_the_smoke_run():
    runnable = [path.stem for path in scripts() if smoke.runs_as_script(path)]
    assert runnable, "no bench found: bench/ moved?"
    assert [name for name in runnable if name not in smoke.SMOKE] == []
    assert smoke.benches() == sorted(runnable)


def test_the_smoke_run_names_only_benches_that_are_there():
    assert sorted(name for name in smoke.SMOKE if not (BENCH / f"{name}.py").is_file()) == []


def test_every_script_without_a_main_block_is_a_helper_another_bench_uses():
    texts = {path.stem: path.read_text(encoding="utf-8") for path in BENCH.glob("*.py")}
    helpers = [path.stem for path in scripts() if not smoke.runs_as_script(path)]
    unused = [name for name in helpers if not any(name in text for other, text in texts.items() if other != name)]
    assert unused == []


def test_a_main_block_is_found_however_it_is_written(tmp_path):
    for guard, found in (('if __name__ == "__main__":', True), ("if __name__ == '__main__':", True),
                         ('if "__main__" == __name__:', True), ('if __name__ != "__main__":', False), ("", False)):
        script = tmp_path / "bench_x.py"
        script.write_text(f"import sys\n{guard}\n    sys.exit(0)\n" if guard else "import sys\n", encoding="utf-8")
        assert smoke.runs_as_script(script) is found, guard
