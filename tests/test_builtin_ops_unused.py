"""call-unused: a private helper nothing calls is called where the suspect needs it."""

from __future__ import annotations

from pathlib import Path

from opcands import run, sources

TEMPLATE = '''\
import html


def _escape(text):
    return html.escape(str(text))


def render(template, values):
    out = template
    for key, value in values.items():
        out = out.replace("{" + key + "}", value)
    return out
'''

ACCOUNT = '''\
class Account:
    def __init__(self, balance):
        self.balance = balance

    def _check(self, amount):
        if amount <= 0 or amount > self.balance:
            raise ValueError("bad amount")

    def _rounded(self, amount):
        return round(amount, 2)

    def withdraw(self, amount):
        self.balance -= amount
        return self.balance
'''


def test_an_uncalled_private_function_wraps_the_value(tmp_path: Path) -> None:
    got = sources(run(tmp_path, TEMPLATE, 11, "call-unused"))
    assert TEMPLATE.replace('key + "}", value)', 'key + "}", _escape(value))') in got


def test_an_uncalled_private_method_is_called_before_the_suspect(tmp_path: Path) -> None:
    got = sources(run(tmp_path, ACCOUNT, 13, "call-unused"))
    assert ACCOUNT.replace("        self.balance -= amount\n",
                           "        self._check(amount)\n        self.balance -= amount\n") in got
    # a helper that returns a value of its one argument rebinds it
    assert ACCOUNT.replace("        self.balance -= amount\n",
                           "        amount = self._rounded(amount)\n"
                           "        self.balance -= amount\n") in got


def test_a_helper_something_calls_is_no_candidate(tmp_path: Path) -> None:
    used = TEMPLATE.replace("    out = template\n", "    out = _escape(template)\n")
    assert run(tmp_path, used, 11, "call-unused") == []
    # nor is one another module of the project imports, nor a public function
    (tmp_path / "other.py").write_text("from mod import _escape\n")
    assert run(tmp_path, TEMPLATE, 11, "call-unused") == []
    (tmp_path / "other.py").unlink()
    public = TEMPLATE.replace("_escape", "escape")
    assert run(tmp_path, public, 11, "call-unused") == []
