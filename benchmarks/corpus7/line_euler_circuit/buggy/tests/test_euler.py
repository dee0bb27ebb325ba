from euler import can_draw_without_lifting, euler_circuit, euler_path, odd_nodes

HOUSE = [(1, 2), (2, 3), (3, 1), (2, 4), (3, 5), (4, 5)]
ENVELOPE = [(1, 2), (1, 3), (2, 3), (2, 4), (3, 4), (3, 5), (4, 5)]


def test_triangle_circuit():
    assert euler_circuit([(1, 2), (2, 3), (3, 1)]) == [1, 2, 3, 1]


def test_open_path_starts_at_an_odd_node():
    assert euler_path([(1, 2), (2, 3)]) == [1, 2, 3]


def test_house_path():
    assert odd_nodes(HOUSE) == [2, 3]
    assert euler_path(HOUSE) == [2, 1, 3, 2, 4, 5, 3]
    assert euler_circuit(HOUSE) is None


def test_envelope():
    assert euler_path(ENVELOPE) == [2, 1, 3, 2, 4, 3, 5, 4]


def test_bowtie_circuit_splices_a_second_loop():
    bowtie = [(0, 1), (1, 2), (2, 0), (0, 3), (3, 4), (4, 0)]
    assert euler_circuit(bowtie) == [0, 1, 2, 0, 3, 4, 0]


def test_parallel_edges():
    assert euler_path([(1, 2), (1, 2), (2, 3), (2, 3)]) == [1, 2, 3, 2, 1]


def test_too_many_odd_nodes():
    assert euler_path([(0, 1), (0, 2), (0, 3)]) is None


def test_disconnected():
    assert euler_path([(1, 2), (3, 4)]) is None


def test_no_edges():
    assert euler_path([]) == []


def test_can_draw_without_lifting():
    assert can_draw_without_lifting(ENVELOPE) is True
    assert can_draw_without_lifting([(0, 1), (0, 2), (0, 3), (1, 2)]) is True
    assert can_draw_without_lifting([(0, 1), (0, 2), (0, 3)]) is False
