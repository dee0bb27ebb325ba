import pytest

from roots import cube_root, nth_root, sqrt


@pytest.mark.parametrize("x, root", [(2.25, 1.5), (1e6, 1000.0), (0, 0.0)])
def test_sqrt(x: float, root: float) -> None:
    assert sqrt(x) == pytest.approx(root, rel=1e-9)


def test_sqrt_negative() -> None:
    with pytest.raises(ValueError):
        sqrt(-1)


@pytest.mark.parametrize("x, root", [(27, 3.0), (-8, -2.0), (0.001, 0.1)])
def test_cube_root(x: float, root: float) -> None:
    assert cube_root(x) == pytest.approx(root, rel=1e-6)


def test_nth_root_dispatch() -> None:
    assert nth_root(64, 3) == pytest.approx(4.0)
    with pytest.raises(ValueError):
        nth_root(16, 4)
