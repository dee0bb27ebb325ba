"""The order workflow as a table of transitions between states."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Transition:
    event: str
    source: str
    target: str
    needs_payment: bool = False


TRANSITIONS = [
    Transition("submit", "cart", "pending"),
    Transition("pay", "pending", "paid"),
    Transition("cancel", "pending", "cancelled"),
    Transition("ship", "paid", "shipped", needs_payment=True),
    Transition("cancel", "paid", "refunding"),
    Transition("refund", "refunding", "cancelled"),
    Transition("deliver", "shipped", "delivered", needs_payment=True),
    Transition("return", "delivered", "refunding"),
]
FINAL = {"cancelled", "delivered"}


class IllegalTransition(Exception):
    def __init__(self, state, event):
        super().__init__(f"cannot {event} an order that is {state}")
        self.state, self.event = state, event


class Workflow:
    def __init__(self, transitions=TRANSITIONS):
        self._by_key = {}
        for t in transitions:
            if (t.source, t.event) in self._by_key:
                raise ValueError(f"two transitions for {t.event} from {t.source}")
            self._by_key[(t.source, t.event)] = t

    def find(self, state, event):
        try:
            return self._by_key[(state, event)]
        except KeyError:
            raise IllegalTransition(state, event) from None

    def events(self, state):
        """Events allowed in state, in table order."""
        return [t.event for t in self._by_key.values() if t.source == state]

    def reachable(self, state):
        """Every state that can follow state."""
        seen, todo = set(), [state]
        while todo:
            current = todo.pop()
            for t in self._by_key.values():
                if t.source == current and t.target not in seen:
                    seen.add(t.target)
                    todo.append(t.target)
        return seen
