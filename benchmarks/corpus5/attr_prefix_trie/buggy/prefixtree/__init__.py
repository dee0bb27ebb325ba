"""prefixtree: tries for autocomplete."""

from .suggest import autocomplete, fuzzy_lookup
from .trie import Trie

__all__ = ["Trie", "autocomplete", "fuzzy_lookup"]
