"""Exponentially weighted moving average."""

from __future__ import annotations

import math
from typing import Iterable, Optional


class EWMA:
    """value_n = alpha * x_n + (1 - alpha) * value_(n-1); the first sample seeds it."""

    def __init__(self, alpha: Optional[float] = None, *, halflife: Optional[float] = None) -> None:
        if (alpha is None) == (halflife is None):
            raise ValueError("give exactly one of alpha and halflife")
        if halflife is not None:
            if halflife <= 0:
                raise ValueError("halflife must be positive")
            alpha = 1 - math.exp(math.log(0.5) / halflife)
        assert alpha is not None
        if not 0 < alpha <= 1:
            raise ValueError("alpha must be in (0, 1]")
        self.alpha = alpha
        self.value: Optional[float] = None
        self.count = 0

    def update(self, x: float) -> float:
        self.value = x if self.value is None else self.alpha * x + (1 - self.alpha) * self.value
        self.count += 1
        return self.value

    def update_many(self, values: Iterable[float]) -> Optional[float]:
        for x in values:
            self.update(x)
        return self.value
