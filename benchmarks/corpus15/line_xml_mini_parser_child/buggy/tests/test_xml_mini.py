import pytest

from xml_mini import Element, XMLSyntaxError, parse, unescape


def test_unescape_named_and_numeric_references():
    assert unescape("a &lt; b &amp;&amp; c &gt; d") == "a < b && c > d"
    assert unescape("&#65;&#x42;&quot;&apos;") == "AB\"'"


def test_unescape_rejects_unknown_entities():
    with pytest.raises(XMLSyntaxError):
        unescape("&nbsp;")
    with pytest.raises(XMLSyntaxError):
        unescape("fish & chips")


def test_self_closing_root_with_attributes():
    root = parse('<img src="a.png" alt=\'A &amp; B\' />')
    assert root == Element("img", {"src": "a.png", "alt": "A & B"}, [])


def test_text_only_element_with_space_around():
    root = parse('\n  <title lang = "en">Tom &amp; Jerry</title >\n')
    assert root.tag == "title"
    assert root.attrs == {"lang": "en"}
    assert root.children == ["Tom & Jerry"]


def test_nested_children_in_order():
    root = parse("<ul><li>one</li>text<li>two</li></ul>")
    assert [c if isinstance(c, str) else c.tag for c in root.children] == ["li", "text", "li"]
    assert root.children[2].children == ["two"]


def test_text_of_nested_elements():
    root = parse("<p>Hello <b>bold <i>and</i> brave</b> world</p>")
    assert root.text() == "Hello bold and brave world"


def test_find_all_searches_every_level():
    root = parse('<a><b id="1"><b id="2"/></b><c><b id="3"></b></c></a>')
    assert [b.attrs["id"] for b in root.find_all("b")] == ["1", "2", "3"]
    assert root.find_all("d") == []


def test_comments_are_skipped():
    root = parse("<note><!-- draft -->Keep<!-- it --> short</note>")
    assert root.children == ["Keep", " short"]


def test_malformed_documents_raise():
    for bad in ("<a><b></a>", "<a>", "<a></a><b/>", "<a x=1/>", "<a><!-- x</a>", "text"):
        with pytest.raises(XMLSyntaxError):
            parse(bad)
