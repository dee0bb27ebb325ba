"""Session 22's templates: a dead local used as the module uses one, a counter nothing
moves, a twin's `del`."""

from __future__ import annotations

from pathlib import Path

from opcands import run

MULTI = '''\
class Multi(dict):
    def __init__(self):
        super().__init__()
        self._order = []

    def add(self, k, v):
        bucket = super().setdefault(k, [])
        self._order.append(k)

    def add_all(self, k, v):
        bucket = super().setdefault(k, [])
        for _ in v:
            self._order.append(k)
        bucket.extend(v)

    def drop(self, key):
        self._order.remove(key)
        super().__delitem__(key)
        del self.index[key]
'''


def test_a_dead_local_gets_the_call_the_module_makes_on_one_made_alike(tmp_path: Path) -> None:
    cands = run(tmp_path, MULTI, 8, "use-dead-local")
    added = [c.description for c in cands]
    assert "insert `bucket.extend(v)`" in added[0] and "insert `bucket.append(v)`" in added[1]
    first = [c for c in cands if "bucket.append(v)" in c.description][0]
    assert "        self._order.append(k)\n        bucket.append(v)\n" in first.new_source


def test_a_dead_local_takes_a_parameters_place_in_a_side_effect(tmp_path: Path) -> None:
    src = MULTI.replace("        bucket = super().setdefault(k, [])\n        self._order",
                        "        gone = self._order.pop(0)\n        self._order", 1)
    cands = run(tmp_path, src, 7, "use-dead-local")
    added = [c.description for c in cands]
    assert any("insert `super().__delitem__(gone)`" in d for d in added)
    assert any("insert `del self.index[gone]`" in d for d in added)
    assert any("insert `self._order.remove(gone)`" in d for d in added)


def test_a_read_local_or_one_bound_later_gets_nothing(tmp_path: Path) -> None:
    src = MULTI.replace("        self._order.append(k)\n\n    def add_all",
                        "        self._order.append(bucket)\n\n    def add_all", 1)
    assert run(tmp_path, src, 8, "use-dead-local") == []
    # the statement before the dead local's assignment is not where its use was lost
    early = MULTI.replace("    def add(self, k, v):\n", "    def add(self, k, v):\n"
                          "        self._order.append(v)\n", 1)
    assert run(tmp_path, early, 7, "use-dead-local") == []
    assert run(tmp_path, early, 9, "use-dead-local") != []


DECODER = '''\
class Decoder:
    def __init__(self):
        self.buffer = ""
        self._consumed = 0

    def reset(self):
        self.buffer = ""
        self._consumed = 0

    def feed(self, data):
        if self._consumed + len(data) > 255:
            raise ValueError("too long")
        size = 0
        out = []
        for part in data.split("."):
            out.append(part.lower())
            size += len(part) + 1
        return (out, size)
'''


def test_a_counter_nothing_moves_moves_by_the_methods_count(tmp_path: Path) -> None:
    cands = run(tmp_path, DECODER, 18, "count-moves")
    assert [c.description for c in cands][:2] == [
        "before line 18: insert `self._consumed += size` (`self._consumed` starts at a "
        "count nothing moves)",
        "before line 18: insert `self._consumed += 1` (`self._consumed` starts at a count "
        "nothing moves)"]
    assert "            size += len(part) + 1\n        self._consumed += size\n        return" \
        in cands[0].new_source


def test_a_counter_something_moves_is_left_alone(tmp_path: Path) -> None:
    src = DECODER.replace("        return (out, size)", "        self._consumed += size\n"
                          "        return (out, size)")
    assert run(tmp_path, src, 19, "count-moves") == []
    unread = DECODER.replace("self._consumed + len(data)", "len(data)")
    assert run(tmp_path, unread, 18, "count-moves") == []


LABELS = '''\
def encode(s, strict=False):
    labels = s.split(".")
    trailing = False
    if labels[-1] == "":
        trailing = True
    return [x.upper() for x in labels], trailing


def decode(s, strict=False):
    labels = s.split(".")
    trailing = False
    if not labels[-1]:
        del labels[-1]
        trailing = True
    return [x.lower() for x in labels], trailing
'''


def test_a_twin_statement_may_be_a_del(tmp_path: Path) -> None:
    cands = run(tmp_path, LABELS, 5, "twin-statement")
    assert any(c.description == "after line 5: insert `del labels[-1]` (from `decode`)"
               for c in cands)


OPTIONS = '''\
def _take_factory(kwargs):
    factory = kwargs.get("factory", dict)
    if kwargs:
        raise TypeError(f"unexpected keyword argument {kwargs.popitem()[0]!r}")
    return factory
'''


def test_get_and_pop_are_commonly_confused_callees(tmp_path: Path) -> None:
    cands = run(tmp_path, OPTIONS, 2, "replace-attribute")
    assert "    factory = kwargs.pop(\"factory\", dict)\n" in cands[0].new_source


LOOKUP = '''\
def get_in(keys, coll, default=None, no_default=False):
    """Walk `keys` into `coll`."""
    try:
        for key in keys:
            coll = coll[key]
        return coll
    except (KeyError, IndexError):
        return default
'''


def test_a_lost_reraise_comes_back_under_a_flag(tmp_path: Path) -> None:
    msg = [("Failed", "DID NOT RAISE <class 'KeyError'>")]
    cands = run(tmp_path, LOOKUP, 8, "raise-guard", messages=msg)
    assert cands[0].description == "before line 8: insert `if no_default: raise`"
    assert "    except (KeyError, IndexError):\n        if no_default:\n            raise\n" \
        "        return default\n" in cands[0].new_source
    # an exception the clause does not catch is not re-raised there
    other = run(tmp_path, LOOKUP, 8, "raise-guard",
                messages=[("Failed", "DID NOT RAISE <class 'ValueError'>")])
    assert other and not any(c.description.endswith(": raise`") for c in other)


def test_without_a_wanted_exception_only_an_unread_flag_reraises(tmp_path: Path) -> None:
    cands = run(tmp_path, LOOKUP, 8, "raise-guard")  # the test's own helper, no message
    assert [c.description for c in cands] == ["before line 8: insert `if no_default: raise`"]
    read = LOOKUP.replace("        return coll\n", "        return coll if no_default else coll\n")
    assert run(tmp_path, read, 8, "raise-guard") == []


def test_unittests_assert_raises_names_the_exception_it_did_not_see() -> None:
    from pytest_selfheal.engines.builtin.ops_base import not_raised

    assert not_raised(["AssertionError: IDNAError not raised by decode",
                       "ValueError not raised", "Failed: DID NOT RAISE <class 'a.b.KeyError'>",
                       "the key was not raised by anyone"]) == ("IDNAError", "ValueError",
                                                                "KeyError")


def test_a_unittest_style_failure_gets_the_raise_guard(tmp_path: Path) -> None:
    msg = [("AssertionError", "KeyError not raised by get_in")]
    cands = run(tmp_path, LOOKUP, 8, "raise-guard", messages=msg)
    assert cands[0].description == "before line 8: insert `if no_default: raise`"


CURRY = '''\
class Curry:
    def __init__(self, func, *args, **kwargs):
        if isinstance(func, Curry):
            merged = {}
            if func.keywords:
                merged.update(func.keywords)
            kwargs = merged
            args = func.args + args
            func = func.func
        self.func, self.args, self.keywords = func, args, kwargs
'''


def test_a_parameter_overwritten_unread_is_merged_first(tmp_path: Path) -> None:
    cands = run(tmp_path, CURRY, 7, "merge-overwritten")
    assert [c.description for c in cands] == [
        "before line 7: insert `merged.update(kwargs)` (the incoming `kwargs` is "
        "overwritten unread)"]
    assert "            merged.update(kwargs)\n            kwargs = merged\n" in \
        cands[0].new_source
    read = CURRY.replace("        if isinstance(func, Curry):",
                         "        print(kwargs)\n        if isinstance(func, Curry):")
    assert run(tmp_path, read, 8, "merge-overwritten") == []
