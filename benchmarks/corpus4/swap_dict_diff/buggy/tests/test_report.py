import copy

from diff import apply, diff
from report import format_path, report

OLD = {
    "service": {"name": "api", "port": 8080, "debug": True},
    "replicas": 2,
    "hosts": ["a.example", "b.example"],
    "labels": {"team": "core"},
}
NEW = {
    "service": {"name": "api", "port": 9090},
    "replicas": 3,
    "hosts": ["a.example", "b.example", "c.example"],
    "labels": {"team": "core", "tier": "gold"},
}


def test_format_path():
    assert format_path(("service", "ports", 0, "host")) == "service.ports[0].host"
    assert format_path(()) == "<root>"


def test_identical_configs():
    assert report(OLD, copy.deepcopy(OLD)) == "no changes"


def test_report_lists_every_change():
    assert report(OLD, NEW).splitlines() == [
        '+ hosts[2]: "c.example"',
        '+ labels.tier: "gold"',
        "~ replicas: 2 -> 3",
        "- service.debug: true",
        "~ service.port: 8080 -> 9090",
        "2 added, 1 removed, 2 changed",
    ]


def test_ignored_paths():
    assert report(OLD, NEW, ignore=("service", "hosts", "labels")).splitlines() == [
        "~ replicas: 2 -> 3",
        "1 changed",
    ]


def test_type_change_is_a_change():
    assert report({"a": 1}, {"a": "1"}) == '~ a: 1 -> "1"\n1 changed'
    assert report({"a": 1}, {"a": True}) == "~ a: 1 -> true\n1 changed"


def test_removed_list_items():
    assert report({"xs": [1, 2, 3]}, {"xs": [1]}).splitlines()[:2] == ["- xs[1]: 2", "- xs[2]: 3"]


def test_apply_turns_old_into_new():
    patched = apply(copy.deepcopy(OLD), diff(OLD, NEW))
    assert patched == NEW


def test_apply_with_list_removals():
    old, new = {"xs": [1, 2, 3, 4], "k": {"a": [0]}}, {"xs": [1, 5], "k": {"a": []}}
    assert apply(copy.deepcopy(old), diff(old, new)) == new
