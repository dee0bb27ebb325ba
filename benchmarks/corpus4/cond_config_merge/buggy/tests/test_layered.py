import pytest

from layered import DELETE, deep_merge, flatten, from_env, get_path, merge_all, set_path

DEFAULTS = {
    "db": {"host": "localhost", "port": 5432, "pool": {"min": 1, "max": 10}},
    "cache": {"backend": "memory", "ttl": 60},
    "features": ["search"],
    "debug": False,
}


def test_nested_values_are_merged_key_by_key():
    merged = deep_merge(DEFAULTS, {"db": {"pool": {"max": 50}}})
    assert merged["db"] == {"host": "localhost", "port": 5432, "pool": {"min": 1, "max": 50}}


def test_merge_does_not_touch_its_inputs():
    override = {"db": {"host": "db1"}}
    deep_merge(DEFAULTS, override)
    assert DEFAULTS["db"]["host"] == "localhost" and override == {"db": {"host": "db1"}}


def test_lists_are_replaced_not_appended():
    assert deep_merge(DEFAULTS, {"features": ["beta"]})["features"] == ["beta"]


def test_a_section_can_be_switched_off():
    merged = deep_merge(DEFAULTS, {"cache": False, "debug": {"sql": True}})
    assert merged["cache"] is False
    assert merged["debug"] == {"sql": True}


def test_delete_marker():
    assert "ttl" not in deep_merge(DEFAULTS, {"cache": {"ttl": DELETE}})["cache"]


def test_env_layer_wins():
    env = {"APP__DB__PORT": "5433", "APP__DEBUG": "true", "HOME": "/root",
           "APP__CACHE__BACKEND": "redis"}
    config = merge_all(DEFAULTS, {"db": {"host": "db.internal"}}, from_env(env))
    assert get_path(config, "db.port") == 5433
    assert get_path(config, "db.host") == "db.internal"
    assert config["debug"] is True and config["cache"]["backend"] == "redis"


@pytest.mark.parametrize(
    "path, value",
    [("db.pool.max", 10), ("db.pool.idle", None), ("features", ["search"]), ("debug.x", None)],
)
def test_get_path(path, value):
    assert get_path(DEFAULTS, path) == value


def test_set_path_and_flatten():
    config = set_path({"a": 1}, "a.b.c", 2)
    assert config == {"a": {"b": {"c": 2}}}
    assert flatten({"x": {"y": 1, "z": {}}, "w": [1]}) == {"x.y": 1, "x.z": {}, "w": [1]}
