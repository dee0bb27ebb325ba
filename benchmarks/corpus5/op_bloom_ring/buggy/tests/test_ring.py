import pytest

from bloomring import HashRing

KEYS = [f"object-{n}" for n in range(3000)]


def test_keys_spread_over_nodes():
    ring = HashRing(["a", "b", "c"], replicas=128)
    counts = ring.distribution(KEYS)
    assert sum(counts.values()) == len(KEYS)
    assert min(counts.values()) > 700


def test_removing_a_node_moves_only_its_keys():
    ring = HashRing(["a", "b", "c", "d"])
    before = {key: ring.node_for(key) for key in KEYS}
    ring.remove_node("c")
    moved = [key for key in KEYS if ring.node_for(key) != before[key]]
    assert moved and all(before[key] == "c" for key in moved)


def test_replicas_are_distinct():
    ring = HashRing(["a", "b", "c"], replicas=8)
    for key in KEYS[:50]:
        owners = ring.nodes_for(key, 3)
        assert sorted(owners) == ["a", "b", "c"]
        assert owners[0] == ring.node_for(key)


def test_ring_errors():
    ring = HashRing()
    with pytest.raises(LookupError, match="no nodes"):
        ring.node_for("x")
    ring.add_node("a")
    with pytest.raises(ValueError, match="already on the ring"):
        ring.add_node("a")
    with pytest.raises(ValueError, match="only 1 nodes"):
        ring.nodes_for("x", 2)
