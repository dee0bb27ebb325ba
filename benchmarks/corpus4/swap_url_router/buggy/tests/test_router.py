import pytest

from router import MethodNotAllowed, NotFound, Router


@pytest.fixture
def app():
    router = Router()

    @router.route("/")
    def home():
        return "home"

    @router.route("/users/<int:user_id>")
    def show_user(user_id):
        return ("user", user_id)

    @router.route("/users/<int:user_id>", methods=["PUT", "DELETE"])
    def change_user(user_id):
        return ("changed", user_id)

    @router.route("/blog/<int:year>/<slug:title>")
    def post(year, title):
        return (year, title)

    @router.route("/files/<path:name>")
    def files(name):
        return name

    return router


def test_static_route(app):
    assert app.dispatch("get", "/") == "home"


def test_int_parameter_is_converted(app):
    assert app.dispatch("GET", "/users/42") == ("user", 42)
    assert app.dispatch("DELETE", "/users/42") == ("changed", 42)


def test_two_parameters(app):
    assert app.dispatch("GET", "/blog/2024/hello-world") == (2024, "hello-world")


@pytest.mark.parametrize("path", ["/users/abc", "/blog/2024/Bad_Title", "/nowhere", "/users/"])
def test_not_found(app, path):
    with pytest.raises(NotFound):
        app.resolve("GET", path)


def test_wrong_method_lists_the_allowed_ones(app):
    with pytest.raises(MethodNotAllowed) as info:
        app.resolve("POST", "/users/7")
    assert info.value.allowed == {"GET", "PUT", "DELETE"}


def test_path_parameter_keeps_slashes(app):
    assert app.dispatch("GET", "/files/docs/2024/report.pdf") == "docs/2024/report.pdf"


def test_url_for(app):
    assert app.url_for("post", year=2023, title="a-b") == "/blog/2023/a-b"
    assert app.url_for("files", name="a b/c.txt") == "/files/a%20b/c.txt"
    with pytest.raises(KeyError):
        app.url_for("show_user")
