"""Customer orders that move through the workflow and keep an audit trail."""

from workflow import FINAL, IllegalTransition, Workflow

WORKFLOW = Workflow()


class Order:
    def __init__(self, number, total, workflow=WORKFLOW):
        self.number = number
        self.total = total
        self.paid = 0
        self.status = "cart"
        self.history = []  # (event, from, to, note)
        self._workflow = workflow

    def can(self, event):
        return event in self._workflow.events(self.status)

    def fire(self, event, note=""):
        transition = self._workflow.find(self.status, event)
        if transition.needs_payment and self.paid < self.total:
            raise IllegalTransition(self.status, event)
        self.history.append((event, self.status, transition.target, note))
        self.status = transition.target
        return self.status

    def pay(self, amount):
        if amount <= 0:
            raise ValueError("payment must be positive")
        if self.paid + amount > self.total:
            raise ValueError("payment exceeds the order total")
        self.paid += amount
        if self.paid == self.total:
            self.fire("pay", note=f"paid {self.paid}")

    @property
    def closed(self):
        return self.status in FINAL

    def timeline(self):
        return [f"{old} -> {new} ({event})" + (f": {note}" if note else "")
                for event, old, new, note in self.history]

    def next_steps(self):
        return self._workflow.events(self.status)
