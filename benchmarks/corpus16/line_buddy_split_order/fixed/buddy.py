"""A binary buddy allocator over a power-of-two arena.

Blocks are min_block << order bytes; a block at offset o of a given order has its
buddy at o ^ size, and two free buddies merge back into the block they came from.
"""


def is_power_of_two(n):
    return n > 0 and n & (n - 1) == 0


class BuddyAllocator:
    def __init__(self, size, min_block=16):
        if not (is_power_of_two(size) and is_power_of_two(min_block)) or min_block > size:
            raise ValueError("size and min_block must be powers of two, min_block <= size")
        self.size = size
        self.min_block = min_block
        self.max_order = (size // min_block).bit_length() - 1
        self._free = [set() for _ in range(self.max_order + 1)]
        self._free[self.max_order].add(0)
        self._allocated = {}

    def block_size(self, order):
        return self.min_block << order

    def order_for(self, nbytes):
        """Smallest order whose blocks hold nbytes."""
        if nbytes <= 0:
            raise ValueError("allocation size must be positive")
        order = 0
        while self.block_size(order) < nbytes:
            order += 1
        if order > self.max_order:
            raise MemoryError(f"{nbytes} bytes is larger than the arena")
        return order

    def _split(self, offset, order, target):
        """Halve a free block down to the target order, freeing each upper half."""
        while order > target:
            order -= 1
            self._free[order].add(offset + self.block_size(order))
        return offset

    def allocate(self, nbytes):
        """Offset of a new block of at least nbytes (lowest address among the best fits)."""
        target = self.order_for(nbytes)
        for order in range(target, self.max_order + 1):
            if self._free[order]:
                offset = min(self._free[order])
                self._free[order].remove(offset)
                self._allocated[offset] = target
                return self._split(offset, order, target)
        raise MemoryError(f"no free block of {self.block_size(target)} bytes")

    def free(self, offset):
        """Release a block and merge it with its free buddies as far as possible."""
        order = self._allocated.pop(offset, None)
        if order is None:
            raise ValueError(f"offset {offset} is not an allocated block")
        while order < self.max_order:
            buddy = offset ^ self.block_size(order)
            if buddy not in self._free[order]:
                break
            self._free[order].remove(buddy)
            offset = min(offset, buddy)
            order += 1
        self._free[order].add(offset)

    def allocated_size(self, offset):
        return self.block_size(self._allocated[offset])

    def free_blocks(self):
        """(offset, size) of every free block, by address."""
        return sorted((offset, self.block_size(order))
                      for order, offsets in enumerate(self._free) for offset in offsets)

    def free_bytes(self):
        return sum(size for _, size in self.free_blocks())

    def largest_free(self):
        return max((size for _, size in self.free_blocks()), default=0)

    def fragmentation(self):
        """1 - largest free block / free bytes: 0 when all free memory is one block."""
        total = self.free_bytes()
        return 1 - self.largest_free() / total if total else 0.0
