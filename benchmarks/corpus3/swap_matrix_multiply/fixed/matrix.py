"""Matrix multiplication on lists of lists, with identities, powers and chains."""


def shape(matrix):
    """(rows, columns) of a rectangular matrix."""
    return len(matrix), (len(matrix[0]) if matrix else 0)


def multiply(a, b):
    """The product a @ b; ValueError if the inner dimensions differ."""
    rows, inner = shape(a)
    inner_b, cols = shape(b)
    if inner != inner_b:
        raise ValueError(f"cannot multiply {rows}x{inner} by {inner_b}x{cols}")
    result = [[0] * cols for _ in range(rows)]
    for i in range(rows):
        for j in range(cols):
            total = 0
            for k in range(inner):
                total += a[i][k] * b[k][j]
            result[i][j] = total
    return result


def identity(n):
    return [[int(i == j) for j in range(n)] for i in range(n)]


def matrix_power(matrix, exponent):
    """matrix multiplied by itself exponent times (the identity for 0)."""
    rows, cols = shape(matrix)
    if rows != cols:
        raise ValueError("only square matrices have powers")
    result = identity(rows)
    for _ in range(exponent):
        result = multiply(result, matrix)
    return result


def multiply_chain(*matrices):
    """The product of the matrices from left to right."""
    result = matrices[0]
    for matrix in matrices[1:]:
        result = multiply(result, matrix)
    return result
