"""Word frequencies of documents: top words, rates, bigrams and distinctive words."""

from collections import Counter

from tokens import sentences, words


class WordCounter:
    def __init__(self, min_length=2):
        self.counts = Counter()
        self.bigrams = Counter()
        self.min_length = min_length
        self.documents = 0

    def add(self, text):
        self.documents += 1
        for sentence in sentences(text):
            tokens = words(sentence, min_length=self.min_length)
            self.counts.update(tokens)
            self.bigrams.update(zip(tokens, tokens[1:]))
        return self

    @property
    def total(self):
        return sum(self.counts.values())

    def most_common(self, n=5):
        """The n most frequent words, ties broken alphabetically."""
        return sorted(self.counts.items(), key=lambda kv: (-kv[1], kv[0]))[:n]

    def rate(self, word, per=1000):
        if not self.total:
            return 0.0
        return round(self.counts[word] * per / self.total, 2)

    def top_bigrams(self, n=3, min_count=2):
        pairs = [(" ".join(pair), c) for pair, c in self.bigrams.items() if c >= min_count]
        return sorted(pairs, key=lambda kv: (-kv[1], kv[0]))[:n]

    def distinctive(self, other, n=3):
        """Words much more frequent here than in other (smoothed rate ratio)."""
        scores = {}
        for word, count in self.counts.items():
            here = (count + 1) / (self.total + 1)
            there = (other.counts[word] + 1) / (other.total + 1)
            scores[word] = here / there
        ranked = sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))
        return [word for word, score in ranked[:n] if score > 1]
