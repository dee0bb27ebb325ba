import pytest

import chroma
from chroma import RGB


@pytest.mark.parametrize("text, rgb", [("#1e90ff", (30, 144, 255)), ("ABC", (170, 187, 204)), ("#000", (0, 0, 0))])
def test_hex_round_trip(text, rgb):
    assert chroma.hex_to_rgb(text) == rgb
    assert chroma.hex_to_rgb(chroma.rgb_to_hex(rgb)) == rgb


def test_bad_hex():
    with pytest.raises(ValueError, match="not a hex color"):
        chroma.hex_to_rgb("#12345g")


@pytest.mark.parametrize(
    "rgb, hsl",
    [((255, 0, 0), (0, 1, 0.5)), ((0, 128, 128), (180, 1, 0.25)), ((102, 51, 153), (270, 0.5, 0.4)), ((128, 128, 128), (0, 0, 0.502))],
)
def test_rgb_to_hsl(rgb, hsl):
    assert chroma.rgb_to_hsl(rgb) == pytest.approx(hsl, abs=1e-3)
    assert chroma.hsl_to_rgb(chroma.rgb_to_hsl(rgb)) == rgb


def test_hsv_round_trip_for_every_grid_color():
    for r in range(0, 256, 51):
        for g in range(0, 256, 51):
            for b in range(0, 256, 85):
                assert chroma.hsv_to_rgb(chroma.rgb_to_hsv((r, g, b))) == (r, g, b)


def test_parse_css_forms():
    assert chroma.parse_color("Teal") == (0, 128, 128)
    assert chroma.parse_color("rgb(255, 50%, 0)") == (255, 128, 0)
    assert chroma.parse_color("hsl(270, 50%, 40%)") == (102, 51, 153)
    with pytest.raises(ValueError, match="takes three arguments"):
        chroma.parse_color("rgb(1, 2)")


def test_luminance_of_primaries():
    assert chroma.relative_luminance((255, 255, 255)) == pytest.approx(1.0)
    assert chroma.relative_luminance((0, 0, 0)) == 0
    assert chroma.relative_luminance((255, 0, 0)) == pytest.approx(0.2126)
    assert chroma.relative_luminance((128, 128, 128)) == pytest.approx(0.2158605, abs=1e-6)


def test_contrast_ratio():
    white, black = RGB(255, 255, 255), RGB(0, 0, 0)
    assert chroma.contrast_ratio(white, black) == pytest.approx(21.0)
    assert chroma.contrast_ratio(black, white) == pytest.approx(21.0)
    assert chroma.contrast_ratio((118, 118, 118), white) == pytest.approx(4.54, abs=0.01)


@pytest.mark.parametrize(
    "fg, bg, large, level",
    [("black", "white", False, "AAA"), ("gray", "white", False, "fail"), ("gray", "white", True, "AA"), ("navy", "silver", False, "AAA")],
)
def test_wcag_levels(fg, bg, large, level):
    assert chroma.wcag_level(chroma.parse_color(fg), chroma.parse_color(bg), large_text=large) == level


def test_mix_lighten_darken():
    assert chroma.mix((255, 0, 0), (0, 0, 255), 0.25) == (64, 0, 191)
    assert chroma.lighten((0, 128, 128), 0.25) == (0, 255, 255)
    assert chroma.darken((0, 128, 128), 1) == (0, 0, 0)
    with pytest.raises(ValueError, match="weight"):
        chroma.mix((0, 0, 0), (1, 1, 1), 2)
