"""bloomring: probabilistic membership and key placement."""

from .bloom import BloomFilter
from .hashing import hash_pair, stable_hash
from .ring import HashRing

__all__ = ["BloomFilter", "HashRing", "hash_pair", "stable_hash"]
