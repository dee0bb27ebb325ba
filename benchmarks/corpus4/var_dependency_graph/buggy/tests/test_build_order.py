import pytest

from build_order import affected, parse_makefile, rebuild_plan, stages
from graph import CycleError

MAKEFILE = """
# a small C project
app: main.o util.o libnet.a
main.o: main.c util.h
util.o: util.c util.h
libnet.a: net.o tls.o
net.o: net.c util.h
tls.o: tls.c
test: app fixtures
"""


@pytest.fixture
def graph():
    return parse_makefile(MAKEFILE)


def test_parse(graph):
    assert graph.deps("app") == ["libnet.a", "main.o", "util.o"]
    assert "tls.c" in graph


def test_parse_error():
    with pytest.raises(ValueError):
        parse_makefile("app main.o")


def test_order_puts_dependencies_first(graph):
    order = graph.order(["app"])
    assert len(order) == len(set(order)) == 11
    for name in order:
        for dep in graph.deps(name):
            assert order.index(dep) < order.index(name)


def test_closure(graph):
    assert graph.closure("libnet.a") == {"net.o", "net.c", "util.h", "tls.o", "tls.c"}


def test_cycle_is_reported_with_its_path():
    g = parse_makefile("a: b\nb: c\nc: a\n")
    with pytest.raises(CycleError) as info:
        g.order()
    assert info.value.path == ["a", "b", "c", "a"]


def test_affected_by_a_header(graph):
    assert affected(graph, ["tls.c"]) == {"tls.c", "tls.o", "libnet.a", "app", "test"}


def test_stages_of_a_header_change(graph):
    assert rebuild_plan(graph, ["util.h"]) == [
        ["util.h"], ["main.o", "net.o", "util.o"], ["libnet.a"], ["app"], ["test"],
    ]


def test_independent_targets_share_a_stage(graph):
    assert stages(graph, ["tls.c", "net.c", "fixtures"]) == [["fixtures", "net.c", "tls.c"]]
