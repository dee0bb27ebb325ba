import random

import pytest

from pqkit import IndexedHeap


def drain(heap):
    out = []
    while heap:
        out.append(heap.pop())
    return out


def test_pops_in_priority_order():
    heap = IndexedHeap([("c", 3), ("a", 1), ("d", 4), ("b", 2)])
    assert heap.peek() == ("a", 1)
    assert drain(heap) == [("a", 1), ("b", 2), ("c", 3), ("d", 4)]


def test_ties_keep_insertion_order():
    heap = IndexedHeap([("x", 1), ("y", 1), ("z", 0), ("w", 1)])
    assert [key for key, _ in drain(heap)] == ["z", "x", "y", "w"]


def test_update_moves_both_ways():
    heap = IndexedHeap((k, p) for k, p in zip("abcdef", [5, 3, 8, 1, 9, 4]))
    heap.update("e", 0)
    heap.update("d", 7)
    assert heap["d"] == 7
    assert [key for key, _ in heap.items()] == ["e", "b", "f", "a", "d", "c"]
    assert [key for key, _ in drain(heap)] == ["e", "b", "f", "a", "d", "c"]


def test_popped_keys_leave_the_queue():
    heap = IndexedHeap([("job", 2), ("other", 5)])
    assert heap.pop() == ("job", 2)
    assert "job" not in heap
    assert heap.get("job", "gone") == "gone"
    heap.push("job", 9)
    assert drain(heap) == [("other", 5), ("job", 9)]


def test_push_or_decrease():
    heap = IndexedHeap([("a", 5)])
    assert heap.push_or_decrease("a", 7) is False
    assert heap.push_or_decrease("a", 2) is True
    assert heap.push_or_decrease("b", 1) is True
    assert drain(heap) == [("b", 1), ("a", 2)]


def test_remove_keeps_heap_order():
    heap = IndexedHeap((n, n % 7) for n in range(20))
    for key in (3, 10, 0, 19):
        assert heap.remove(key) == key % 7
    priorities = [p for _, p in drain(heap)]
    assert priorities == sorted(priorities) and len(priorities) == 16


def test_random_operations_match_a_sorted_list():
    rng = random.Random(5)
    heap, model = IndexedHeap(), {}
    for step in range(500):
        key = rng.randrange(30)
        if key in model and rng.random() < 0.5:
            model[key] = rng.randrange(100)
            heap.update(key, model[key])
        elif key not in model:
            model[key] = rng.randrange(100)
            heap.push(key, model[key])
        if step % 7 == 0 and model:
            key, priority = heap.pop()
            assert priority == min(model.values())
            del model[key]
    assert len(heap) == len(model)


def test_errors():
    heap = IndexedHeap([("a", 1)])
    with pytest.raises(KeyError, match="already queued"):
        heap.push("a", 2)
    heap.pop()
    with pytest.raises(IndexError, match="pop from an empty queue"):
        heap.pop()
