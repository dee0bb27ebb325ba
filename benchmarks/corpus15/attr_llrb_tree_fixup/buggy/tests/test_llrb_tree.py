from llrb_tree import RedBlackMap, black_height


def build(keys):
    tree = RedBlackMap()
    for key in keys:
        tree.put(key, str(key))
    return tree


def depth(node):
    return 0 if node is None else 1 + max(depth(node.left), depth(node.right))


def test_put_and_get():
    tree = build([8, 3, 10, 1, 6])
    assert tree.get(6) == "6" and tree.get(1) == "1"
    assert tree.get(7) is None and tree.get(7, "-") == "-"


def test_put_replaces_value():
    tree = build([2, 1, 3])
    tree.put(1, "one")
    assert tree.get(1) == "one"
    assert tree.root.size == 3


def test_root_is_black():
    tree = build([5])
    assert tree.root.red is False
    assert black_height(tree.root) == 1


def test_two_keys_lean_left():
    tree = build([1, 2])
    assert tree.root.key == 2 and tree.root.left.key == 1 and tree.root.left.red


def test_three_ascending_keys_balance():
    tree = build([1, 2, 3])
    assert (tree.root.left.key, tree.root.key, tree.root.right.key) == (1, 2, 3)
    assert not tree.root.left.red and not tree.root.right.red


def test_descending_inserts_keep_red_black_rules():
    tree = build(range(20, 0, -1))
    assert black_height(tree.root) > 0
    assert depth(tree.root) <= 2 * black_height(tree.root)


def test_random_order_keeps_rules():
    keys = [(i * 37) % 101 for i in range(101)]
    tree = build(keys)
    assert black_height(tree.root) > 0
    assert all(tree.get(k) == str(k) for k in keys)


def test_rank_counts_smaller_keys():
    tree = build([50, 20, 80, 10, 30, 70, 90])
    assert [tree.rank(k) for k in (5, 10, 25, 50, 85, 100)] == [0, 0, 2, 3, 6, 7]


def test_empty_map():
    tree = RedBlackMap()
    assert tree.get(1) is None and tree.rank(1) == 0 and black_height(tree.root) == 0
