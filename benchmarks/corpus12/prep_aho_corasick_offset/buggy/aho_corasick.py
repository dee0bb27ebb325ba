"""Multi-pattern string search with the Aho-Corasick automaton."""

from collections import deque


class AhoCorasick:
    """Finds every occurrence of a set of keywords in one pass over the text."""

    def __init__(self, words=()):
        self.goto = [{}]
        self.fail = [0]
        self.out = [[]]
        self.built = False
        for word in words:
            self.add(word)

    def add(self, word):
        """Insert a keyword; the automaton must be rebuilt before searching."""
        if not word:
            raise ValueError("empty keyword")
        state = 0
        for ch in word:
            if ch not in self.goto[state]:
                self.goto.append({})
                self.fail.append(0)
                self.out.append([])
                self.goto[state][ch] = len(self.goto) - 1
            state = self.goto[state][ch]
        if word not in self.out[state]:
            self.out[state].append(word)
        self.built = False

    def build(self):
        """Compute failure links breadth first from the root."""
        queue = deque(self.goto[0].values())
        for child in queue:
            self.fail[child] = 0
        while queue:
            state = queue.popleft()
            for ch, child in self.goto[state].items():
                queue.append(child)
                link = self.fail[state]
                while link and ch not in self.goto[link]:
                    link = self.fail[link]
                self.fail[child] = self.goto[link].get(ch, 0)
                self.out[child] = self.out[child] + self.out[self.fail[child]]
        self.built = True

    def _step(self, state, ch):
        while state and ch not in self.goto[state]:
            state = self.fail[state]
        return self.goto[state].get(ch, 0)

    def search(self, text, start=0):
        """All (position, keyword) matches that begin at or after start, by end position."""
        if not self.built:
            self.build()
        state = 0
        matches = []
        for i, ch in enumerate(text[start:], start):
            state = self._step(state, ch)
            for word in sorted(self.out[state], key=len, reverse=True):
                begin = start + i - len(word) + 1
                if begin >= start:
                    matches.append((begin, word))
        return matches

    def contains_any(self, text):
        return bool(self.search(text))

    def count(self, text):
        """How many times each keyword occurs (overlaps included)."""
        counts = {}
        for _, word in self.search(text):
            counts[word] = counts.get(word, 0) + 1
        return counts

    def non_overlapping(self, text):
        """Leftmost-longest matches that do not overlap, left to right."""
        chosen = []
        pos = 0
        while True:
            matches = self.search(text, pos)
            if not matches:
                return chosen
            begin, word = min(matches, key=lambda m: (m[0], -len(m[1])))
            chosen.append((begin, word))
            pos = begin + len(word)

    def censor(self, text, mask="*"):
        """Replace the non-overlapping keyword matches by mask characters."""
        pieces = []
        last = 0
        for begin, word in self.non_overlapping(text):
            pieces.append(text[last:begin])
            pieces.append(mask * len(word))
            last = begin + len(word)
        pieces.append(text[last:])
        return "".join(pieces)
