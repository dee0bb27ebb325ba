import pytest

from merkle import MerkleTree, leaf_hash, node_hash, verify

LEAVES = [b"alpha", b"bravo", b"charlie", b"delta", b"echo"]


def test_single_leaf():
    tree = MerkleTree([b"only"])
    assert tree.root == leaf_hash(b"only")
    assert tree.height == 0
    assert tree.proof(0) == []
    assert verify(b"only", [], tree.root)


def test_empty_tree_is_rejected():
    with pytest.raises(ValueError):
        MerkleTree([])


def test_root_of_four_leaves():
    a, b, c, d = (leaf_hash(x) for x in LEAVES[:4])
    tree = MerkleTree(LEAVES[:4])
    assert tree.root == node_hash(node_hash(a, b), node_hash(c, d))
    assert tree.height == 2


def test_odd_level_pairs_last_node_with_itself():
    a, b, c = (leaf_hash(x) for x in LEAVES[:3])
    assert MerkleTree(LEAVES[:3]).root == node_hash(node_hash(a, b), node_hash(c, c))


def test_every_proof_verifies():
    for size in range(1, 13):
        leaves = [bytes([i]) * 3 for i in range(size)]
        tree = MerkleTree(leaves)
        for i, data in enumerate(leaves):
            proof = tree.proof(i)
            assert len(proof) == tree.height
            assert verify(data, proof, tree.root)


def test_tampered_data_or_proof_is_detected():
    tree = MerkleTree(LEAVES)
    proof = tree.proof(2)
    assert not verify(b"charlie!", proof, tree.root)
    assert not verify(b"charlie", tree.proof(3), tree.root)
    assert not verify(b"charlie", proof[:-1], tree.root)


def test_proof_index_out_of_range():
    with pytest.raises(IndexError):
        MerkleTree(LEAVES).proof(5)


def test_update_matches_rebuilding():
    tree = MerkleTree(LEAVES)
    tree.update(1, b"BRAVO")
    assert tree.root == MerkleTree([b"alpha", b"BRAVO", b"charlie", b"delta", b"echo"]).root


def test_proof_after_update():
    leaves = list(LEAVES) + [b"foxtrot", b"golf"]
    tree = MerkleTree(leaves)
    tree.update(6, b"GOLF")
    assert verify(b"GOLF", tree.proof(6), tree.root)
    assert verify(b"alpha", tree.proof(0), tree.root)


def test_changed_leaves():
    old = MerkleTree(LEAVES)
    new = MerkleTree([b"alpha", b"bravo", b"CHARLIE", b"delta", b"ECHO"])
    assert old.changed_leaves(new) == [2, 4]
    assert old.changed_leaves(MerkleTree(LEAVES)) == []
    with pytest.raises(ValueError):
        old.changed_leaves(MerkleTree(LEAVES[:4]))
