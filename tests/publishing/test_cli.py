"""``mafia-desktop publish``: the links given kept, the JSON of a dry run, the exit codes
(0 published or already, 1 refused, 2 not reached), the password never an argument and
never printed."""

from __future__ import annotations

import json

import pytest

from mafia_desktop.__main__ import main
from mafia_desktop.store import Archive
from mafia_desktop.store.publishing import event_link, player_links, publication

from .standin import CLUB, PASSWORD, USER


@pytest.fixture
def account(monkeypatch):
    monkeypatch.setenv("MAFIARATINGS_PASSWORD", PASSWORD)
    monkeypatch.setenv("MAFIARATINGS_USER", USER)


def publish(path, *args) -> int:
    return main(["publish", "--db", str(path), *args])


def players_csv(tmp_path):
    csv = tmp_path / "players.csv"
    csv.write_text("nickname,service_user_id\nAdrian,501\nЁжик,502\n", encoding="utf-8")
    return csv


def test_an_evening_is_published_from_the_command_line_then_is_already(standin, evening, account, tmp_path,
                                                                       capsys):
    path, ids, event = evening
    code = publish(path, "--event", event, "--service", standin.site, "--service-event", "9001",
                   "--players", str(players_csv(tmp_path)), "--json")
    out, err = capsys.readouterr()
    assert code == 1   # G3 is not finished: it waits for its end
    lines = {line["id"]: line for line in map(json.loads, out.splitlines())}
    assert lines[ids["G1"]]["state"] == lines[ids["G2"]]["state"] == "published"
    assert lines[ids["G3"]]["state"] == "waiting" and "waits for its end" in lines[ids["G3"]]["message"]
    assert "seats sent without a user id" in err
    with Archive(path) as archive:
        assert event_link(archive, event) == (9001, CLUB)
        assert player_links(archive) == {"Adrian": 501, "Ёжик": 502}
    assert publish(path, ids["G1"], ids["G2"], "--service", standin.site) == 0
    out, err = capsys.readouterr()
    assert out.count("was published already") == 2
    assert len(standin.ops("create")) == 2 and len(standin.games) == 2
    assert PASSWORD not in out + err


@pytest.mark.parametrize("user_id", ["²", "٥٠١", "0", "9" * 25])
def test_a_user_id_in_other_digits_is_refused_in_words_and_nothing_is_linked(evening, tmp_path, capsys, user_id):
    # "²" passes str.isdigit and no int reads it; "٥٠١" int reads, the service's ids are ASCII;
    # 25 digits no archive holds (SQLite's OverflowError where it was linked).
    path, ids, _ = evening
    csv = tmp_path / "players.csv"
    csv.write_text(f"nickname,service_user_id\nAdrian,501\nЁжик,{user_id}\n", encoding="utf-8")
    assert publish(path, ids["G1"], "--players", str(csv), "--dry-run") == 1
    assert "players.csv, line 3: a nickname and the service's user id (a number) are expected" in \
        capsys.readouterr().err
    with Archive(path) as archive:
        assert player_links(archive) == {}


def test_a_dry_run_prints_the_json_and_sends_nothing(standin, evening, account, capsys):
    path, ids, event = evening
    with Archive(path) as archive:
        from mafia_desktop.store.publishing import link_event
        link_event(archive, event, 9001, CLUB)
    assert publish(path, ids["G1"], "--dry-run") == 0
    record = json.loads(capsys.readouterr().out)
    assert record["eventId"] == 9001 and record["clubId"] == CLUB and isinstance(record["startTime"], int)
    assert standin.calls == []
    with Archive(path) as archive:
        assert publication(archive, ids["G1"]) is None


def test_a_refusal_exits_1_with_the_services_words(standin, evening, account, capsys):
    path, ids, event = evening
    standin.refuse = "This game has 5 civilians. Must be 6."
    assert publish(path, ids["G1"], "--service", standin.site, "--service-event", "9001") == 1
    out, err = capsys.readouterr()
    assert "This game has 5 civilians. Must be 6." in out
    with Archive(path) as archive:
        assert publication(archive, ids["G1"]).reason == "This game has 5 civilians. Must be 6."


def test_the_service_out_of_reach_exits_2_and_the_game_waits(standin, evening, account, capsys):
    path, ids, event = evening
    with Archive(path) as archive:
        from mafia_desktop.store.publishing import link_event
        link_event(archive, event, 9001, CLUB)
    standin.go_down()
    assert publish(path, ids["G1"], "--service", standin.site) == 2
    out, err = capsys.readouterr()
    assert "could not be reached" in out + err and PASSWORD not in out + err
    with Archive(path) as archive:
        assert publication(archive, ids["G1"]).state == "waiting"
    standin.come_back()
    assert publish(path, ids["G1"], "--service", standin.site) == 0
    assert len(standin.games) == 1


def test_no_password_no_call_and_none_taken_as_an_argument(standin, evening, monkeypatch, capsys):
    path, ids, event = evening
    monkeypatch.delenv("MAFIARATINGS_PASSWORD", raising=False)
    from mafia_desktop.hall import secrets
    monkeypatch.setattr(secrets, "_keyring", lambda: None)
    monkeypatch.setattr(secrets, "_in_memory", {})
    monkeypatch.setattr("sys.stdin.isatty", lambda: False, raising=False)
    assert publish(path, ids["G1"], "--service", standin.site, "--user", USER) == 2
    assert "MAFIARATINGS_PASSWORD" in capsys.readouterr().err and standin.calls == []
    with pytest.raises(SystemExit):
        publish(path, ids["G1"], "--password", PASSWORD)
    from mafia_desktop.publishing.secrets import password_for, save_password
    save_password(standin.site, USER, PASSWORD)
    assert password_for(standin.site, USER) == PASSWORD and password_for("https://other.example", USER) is None


def test_a_wrong_user_says_so_and_exits_2(standin, evening, monkeypatch, capsys):
    path, ids, event = evening
    monkeypatch.setenv("MAFIARATINGS_PASSWORD", "a-wrong-one")
    with Archive(path) as archive:
        from mafia_desktop.store.publishing import link_event
        link_event(archive, event, 9001, CLUB)
    assert publish(path, ids["G1"], "--service", standin.site, "--user", "somebody") == 2
    out, err = capsys.readouterr()
    assert "Authorization failed" in out + err and "a-wrong-one" not in out + err
