from bridges import articulation_points, bridges, is_two_edge_connected

TWO_TRIANGLES = [(0, 1), (1, 2), (2, 0), (2, 3), (3, 4), (4, 5), (5, 3)]


def test_bridge_between_two_triangles():
    assert bridges(TWO_TRIANGLES) == [(2, 3)]


def test_articulation_points_of_two_triangles():
    assert articulation_points(TWO_TRIANGLES) == [2, 3]


def test_path_is_all_bridges():
    assert bridges([(1, 2), (2, 3), (3, 4)]) == [(1, 2), (2, 3), (3, 4)]
    assert articulation_points([(1, 2), (2, 3), (3, 4)]) == [2, 3]


def test_cycle_has_no_bridges():
    cycle = [(i, (i + 1) % 6) for i in range(6)]
    assert bridges(cycle) == []
    assert articulation_points(cycle) == []


def test_star():
    star = [(0, leaf) for leaf in range(1, 5)]
    assert articulation_points(star) == [0]
    assert bridges(star) == [(0, 1), (0, 2), (0, 3), (0, 4)]


def test_several_components():
    edges = [(1, 2), (2, 3), (3, 1), (10, 11)]
    assert bridges(edges, nodes=[99]) == [(10, 11)]


def test_graph_without_edges():
    assert bridges([], nodes=[1, 2]) == []
    assert articulation_points([], nodes=[1, 2]) == []


def test_two_edge_connected():
    assert is_two_edge_connected([(0, 1), (1, 2), (2, 0)]) is True
    assert is_two_edge_connected(TWO_TRIANGLES) is False
    assert is_two_edge_connected([(0, 1), (1, 0)]) is False
