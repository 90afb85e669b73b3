"""The pure hit test of the seat map at several window sizes."""

import math

import pytest

from mafia_desktop.ui.table.geometry import (
    ANSWER_RING, FOUL_ARC, FOUL_MARK, NOMINEE_BADGE, NUMBER_ROW, ROLE_ROW, VOTED_BADGE, NICKNAME_ROW, Layout,
    around, badge_box, foul_centres, row_box, thumb_box,
)


@pytest.mark.parametrize("width,height,count", [
    (800, 800, 10), (1280, 800, 10), (500, 900, 13), (1920, 1080, 7), (300, 300, 20)])
def test_seat_at_finds_every_seat_at_its_centre_and_edge(width, height, count):
    layout = Layout(width, height, count)
    for spot in layout.spots():
        assert layout.seat_at(spot.x, spot.y) == spot.number
        assert layout.seat_at(spot.x + spot.radius * 0.95, spot.y) == spot.number


@pytest.mark.parametrize("width,height,count", [(800, 800, 10), (1280, 800, 13), (400, 400, 20)])
def test_the_centre_and_the_corners_are_no_seat(width, height, count):
    layout = Layout(width, height, count)
    assert layout.seat_at(width / 2, height / 2) is None
    assert layout.seat_at(0, 0) is None and layout.seat_at(width - 1, height - 1) is None


def test_seats_are_numbered_clockwise_from_the_top():
    layout = Layout(800, 800, 10)
    spots = layout.spots()
    assert spots[0].x == pytest.approx(400) and spots[0].y < 400          # seat 1 at the top
    assert spots[2].x > 400 and spots[7].x < 400                           # 3 right, 8 left
    assert layout.seat_at(spots[4].x, spots[4].y + 1) == 5


@pytest.mark.parametrize("count", [3, 7, 10, 13, 20])
def test_neighbouring_seats_never_overlap_and_stay_inside(count):
    layout = Layout(1280, 800, count)
    spots = layout.spots()
    for a, b in zip(spots, spots[1:] + spots[:1]):
        assert math.hypot(a.x - b.x, a.y - b.y) > a.radius + b.radius
    for spot in spots:
        assert spot.radius <= spot.y <= 800 - spot.radius


def test_touch_targets_are_at_least_48_px_at_1280_by_800():
    assert Layout(780, 780, 13).seat_radius * 2 >= 48


# -- issue 29: a seat's marks cover none of one another ---------------------------------------

@pytest.mark.parametrize("right_to_left", [False, True])
def test_the_nomination_badge_covers_no_foul_mark_and_no_text_row(right_to_left):
    badge = badge_box(NOMINEE_BADGE)
    for x, y in foul_centres(right_to_left):
        assert not badge.overlaps(around(x, y, FOUL_MARK, FOUL_MARK))
    for row in (ROLE_ROW, NUMBER_ROW):
        assert not badge.overlaps(row_box(row))


def test_the_vote_badge_covers_no_nickname():
    assert not badge_box(VOTED_BADGE).overlaps(row_box(NICKNAME_ROW))


def test_a_check_answers_ring_stays_inside_the_foul_marks_and_its_thumb_outside_the_ring():
    ring, width = ANSWER_RING
    assert ring + width / 2 < FOUL_ARC - FOUL_MARK
    assert thumb_box().nearest() > ring + width / 2
    for x, y in foul_centres():
        assert not thumb_box().overlaps(around(x, y, FOUL_MARK, FOUL_MARK))
