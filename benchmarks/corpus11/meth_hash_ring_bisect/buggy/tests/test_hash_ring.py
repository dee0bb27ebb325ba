import pytest

from hash_ring import HashRing, ring_hash


def fixed_ring():
    ring = HashRing()
    ring.add_node("a", position=100)
    ring.add_node("b", position=200)
    ring.add_node("c", position=300)
    return ring


def test_ring_hash_is_stable():
    assert ring_hash("alpha") == ring_hash("alpha")
    assert 0 <= ring_hash("beta") < 2**32


def test_empty_ring():
    with pytest.raises(LookupError):
        HashRing().node_for("x")
    assert HashRing().preference_list("x", 2) == []


@pytest.mark.parametrize("position, owner", [(150, "b"), (250, "c"), (301, "a"), (5, "a")])
def test_node_at_between_points(position, owner):
    assert fixed_ring().node_at(position) == owner


@pytest.mark.parametrize("position, owner", [(100, "a"), (200, "b"), (300, "c")])
def test_node_at_exact_point(position, owner):
    assert fixed_ring().node_at(position) == owner


def test_duplicate_node_rejected():
    ring = fixed_ring()
    with pytest.raises(ValueError):
        ring.add_node("a", position=400)


def test_remove_node():
    ring = fixed_ring()
    ring.remove_node("b")
    assert ring.nodes() == ["a", "c"]
    assert ring.node_at(150) == "c"
    with pytest.raises(KeyError):
        ring.remove_node("b")


def test_virtual_nodes_spread_keys():
    ring = HashRing(replicas=16)
    for name in ("n1", "n2", "n3"):
        ring.add_node(name)
    counts = ring.distribution(f"key{i}" for i in range(300))
    assert sum(counts.values()) == 300
    assert set(counts) == {"n1", "n2", "n3"}


def test_key_on_a_node_point_goes_to_that_node():
    ring = HashRing()
    ring.add_node("a", position=ring_hash("session-1"))
    ring.add_node("b", position=(ring_hash("session-1") + 10) % 2**32)
    assert ring.node_for("session-1") == "a"
    assert ring.preference_list("session-1", 2) == ["a", "b"]


@pytest.mark.parametrize("position, count, expected", [
    (110, 10, ["d", "b", "c", "a"]),
    (250, 2, ["c", "a"]),
    (320, 3, ["a", "d", "b"]),
])
def test_nodes_from(position, count, expected):
    ring = fixed_ring()
    ring.add_node("d", position=120)
    assert ring.nodes_from(position, count) == expected
