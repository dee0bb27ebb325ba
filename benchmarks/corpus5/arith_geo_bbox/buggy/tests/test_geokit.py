import math

import pytest

from geokit import BoundingBox, Point, decode, destination, encode, haversine, initial_bearing, midpoint, neighbours

PARIS = Point(48.8566, 2.3522)
LONDON = Point(51.5074, -0.1278)
OSLO = Point(59.9139, 10.7522)


def test_haversine():
    assert haversine(PARIS, LONDON) == pytest.approx(343.5, abs=0.5)
    assert haversine(PARIS, PARIS) == 0
    assert haversine(Point(0, 0), Point(0, 180)) == pytest.approx(math.pi * 6371.0088)


def test_bearing_and_destination():
    assert initial_bearing(Point(0, 0), Point(0, 10)) == pytest.approx(90)
    assert initial_bearing(Point(0, 0), Point(-10, 0)) == pytest.approx(180)
    there = destination(PARIS, initial_bearing(PARIS, LONDON), haversine(PARIS, LONDON))
    assert there.lat == pytest.approx(LONDON.lat, abs=1e-6) and there.lon == pytest.approx(LONDON.lon, abs=1e-6)


def test_midpoint():
    mid = midpoint(Point(0, 0), Point(0, 90))
    assert (mid.lat, mid.lon) == pytest.approx((0, 45))
    assert haversine(PARIS, midpoint(PARIS, OSLO)) == pytest.approx(haversine(OSLO, midpoint(PARIS, OSLO)))


def test_geohash_known_value():
    assert encode(57.64911, 10.40744, 11) == "u4pruydqqvj"
    lat, lon = decode("u4pruydqqvj")
    assert (lat, lon) == pytest.approx((57.64911, 10.40744), abs=1e-5)


def test_geohash_neighbours():
    cells = neighbours("gcpvj")
    assert cells["n"] == "gcpvm" and cells["e"] == "gcpvn" and cells["sw"] == "gcpuu"
    assert len(set(cells.values())) == 8


def test_geohash_rejects_bad_characters():
    with pytest.raises(ValueError, match="invalid geohash character 'a'"):
        decode("gcpa")


def test_box_around_equator_is_square():
    box = BoundingBox.around(Point(0, 0), 111.195)
    assert (box.south, box.west, box.north, box.east) == pytest.approx((-1, -1, 1, 1), abs=1e-3)


@pytest.mark.parametrize("centre", [PARIS, OSLO, Point(-33.87, 151.21)])
def test_box_around_holds_the_whole_circle(centre):
    box = BoundingBox.around(centre, 50)
    for bearing in range(0, 360, 15):
        assert destination(centre, bearing, 49.9) in box, bearing


def test_box_around_is_tight_at_high_latitude():
    box = BoundingBox.around(OSLO, 50)
    east = destination(OSLO, 90, 50)
    assert box.east - OSLO.lon == pytest.approx(east.lon - OSLO.lon, rel=1e-3)


def test_box_of_points_and_union():
    box = BoundingBox.of([PARIS, LONDON])
    assert PARIS in box and OSLO not in box
    assert OSLO in box.union(BoundingBox.of([OSLO]))
    assert box.centre == Point((PARIS.lat + LONDON.lat) / 2, (PARIS.lon + LONDON.lon) / 2)
    with pytest.raises(ValueError, match="south edge"):
        BoundingBox(10, 0, 5, 1)


def test_area_of_a_one_degree_cell_at_the_equator():
    assert BoundingBox(0, 0, 1, 1).area_km2() == pytest.approx(12364, rel=1e-3)
