import pytest

from template import Template, TemplateError


def render(source, **context):
    return Template(source).render(**context)


def test_variables_and_dotted_names():
    user = {"name": "Ana", "address": {"city": "Porto"}, "tags": ["a", "b"]}
    assert render("{{ user.name }} from {{ user.address.city }} ({{ user.tags.1 }})",
                  user=user) == "Ana from Porto (b)"


def test_missing_values_render_empty():
    assert render("[{{ nothing }}][{{ user.nope }}]", user={}) == "[][]"


def test_values_are_html_escaped():
    assert render("<p>{{ comment }}</p>", comment="<b>hi</b> & 'bye'") == (
        "<p>&lt;b&gt;hi&lt;/b&gt; &amp; &#39;bye&#39;</p>"
    )


def test_safe_filter_skips_escaping():
    assert render("{{ html | safe }}", html="<em>x</em>") == "<em>x</em>"


@pytest.mark.parametrize(
    "source, expected",
    [
        ("{{ name | upper }}", "ADA"),
        ("{{ missing | default:'n/a' }}", "n/a"),
        ("{{ title | truncate:8 }}", "A very…"),
        ("{{ items | join:' / ' }}", "1 / 2"),
        ("{{ total | money }}", "1,234.50 €"),
        ("{{ day | date:'%Y/%m/%d' }}", "2024/02/29"),
    ],
)
def test_filters(source, expected):
    context = {"name": "Ada", "title": "A very long title", "items": [1, 2],
               "total": 1234.5, "day": "2024-02-29"}
    assert render(source, **context) == expected


def test_for_loop_with_loop_variables():
    source = "{% for p in people %}{{ loop.index }}.{{ p }}{% if not loop.last %}, {% endif %}{% endfor %}"
    assert render(source, people=["x", "y", "z"]) == "1.x, 2.y, 3.z"


def test_if_else():
    source = "{% if cart.items %}{{ cart.items | length }} items{% else %}empty{% endif %}"
    assert render(source, cart={"items": [1, 2]}) == "2 items"
    assert render(source, cart={"items": []}) == "empty"


def test_errors():
    with pytest.raises(TemplateError):
        Template("{% for x in xs %}never closed")
    with pytest.raises(TemplateError):
        render("{{ x | shout }}", x=1)
