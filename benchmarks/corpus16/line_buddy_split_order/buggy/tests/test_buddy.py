import pytest

from buddy import BuddyAllocator


def test_arena_must_be_power_of_two():
    with pytest.raises(ValueError):
        BuddyAllocator(1000)
    with pytest.raises(ValueError):
        BuddyAllocator(64, min_block=128)


def test_order_for_rounds_up():
    heap = BuddyAllocator(1024, min_block=16)
    assert [heap.order_for(n) for n in (1, 16, 17, 100, 1024)] == [0, 0, 1, 3, 6]
    with pytest.raises(MemoryError):
        heap.order_for(2000)


def test_whole_arena_allocation():
    heap = BuddyAllocator(256)
    assert heap.allocate(200) == 0
    assert heap.allocated_size(0) == 256
    assert heap.free_bytes() == 0
    with pytest.raises(MemoryError):
        heap.allocate(1)


def test_free_of_unknown_block_is_rejected():
    heap = BuddyAllocator(256)
    offset = heap.allocate(256)
    heap.free(offset)
    with pytest.raises(ValueError):
        heap.free(offset)
    assert heap.free_blocks() == [(0, 256)]


def test_small_allocation_splits_the_arena():
    heap = BuddyAllocator(256, min_block=16)
    assert heap.allocate(20) == 0
    assert heap.free_blocks() == [(32, 32), (64, 64), (128, 128)]


def test_allocations_take_lowest_fitting_block():
    heap = BuddyAllocator(256, min_block=16)
    offsets = [heap.allocate(n) for n in (16, 64, 16, 32)]
    assert offsets == [0, 64, 16, 32]
    assert heap.free_blocks() == [(128, 128)]


def test_freeing_buddies_merges_them_back():
    heap = BuddyAllocator(256, min_block=16)
    a, b, c = heap.allocate(16), heap.allocate(16), heap.allocate(100)
    heap.free(a)
    assert heap.free_blocks() == [(0, 16), (32, 32), (64, 64)]
    heap.free(b)
    heap.free(c)
    assert heap.free_blocks() == [(0, 256)]


def test_fragmentation():
    heap = BuddyAllocator(512, min_block=32)
    blocks = [heap.allocate(32) for _ in range(8)]
    for offset in blocks[::2]:
        heap.free(offset)
    assert heap.largest_free() == 256
    assert heap.free_bytes() == 128 + 256
    assert heap.fragmentation() == pytest.approx(1 - 256 / 384)
