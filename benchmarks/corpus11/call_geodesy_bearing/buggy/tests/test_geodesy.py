import pytest

from geodesy import (
    compass_point,
    destination,
    from_dms,
    haversine,
    initial_bearing,
    midpoint,
    to_dms,
)

LONDON = (51.5074, -0.1278)
PARIS = (48.8566, 2.3522)
NEW_YORK = (40.7128, -74.0060)


def test_haversine_known_distances():
    assert haversine(*LONDON, *PARIS) == pytest.approx(343.5, abs=0.5)
    assert haversine(*LONDON, *NEW_YORK) == pytest.approx(5570, abs=5)
    assert haversine(0, 0, 0, 180) == pytest.approx(20015.1, abs=0.1)


def test_bearing_along_meridian_and_equator():
    assert initial_bearing(10, 20, 30, 20) == pytest.approx(0)
    assert initial_bearing(30, 20, 10, 20) == pytest.approx(180)
    assert initial_bearing(0, 0, 0, 10) == pytest.approx(90)


def test_bearing_london_paris():
    assert initial_bearing(*LONDON, *PARIS) == pytest.approx(148.1, abs=0.1)


def test_bearing_london_new_york():
    assert initial_bearing(*LONDON, *NEW_YORK) == pytest.approx(288.3, abs=0.1)


def test_destination_round_trip():
    dist = haversine(*LONDON, *PARIS)
    lat, lon = destination(*LONDON, 148.116, dist)
    assert (lat, lon) == pytest.approx(PARIS, abs=1e-3)


def test_destination_then_bearing_back():
    lat, lon = destination(45.0, 10.0, 60.0, 800.0)
    assert initial_bearing(45.0, 10.0, lat, lon) == pytest.approx(60.0, abs=1e-6)


def test_midpoint():
    assert midpoint(0, 0, 0, 90) == pytest.approx((0, 45))
    lat, lon = midpoint(*LONDON, *PARIS)
    assert haversine(*LONDON, lat, lon) == pytest.approx(haversine(lat, lon, *PARIS))


@pytest.mark.parametrize(
    "bearing, point", [(0, "N"), (22, "N"), (23, "NE"), (181, "S"), (292, "W"), (350, "N")]
)
def test_compass_point(bearing, point):
    assert compass_point(bearing) == point


def test_dms_conversions():
    assert to_dms(51.5074) == (51, 30, 26.64)
    assert to_dms(-0.5) == (0, 30, 0.0)
    assert from_dms(40, 42, 46.08, "N") == pytest.approx(40.7128)
    assert from_dms(74, 0, 21.6, "w") == pytest.approx(-74.006)
