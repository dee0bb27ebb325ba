"""Parse GitHub-style Markdown tables into lists of dicts."""


def split_row(line: str) -> list[str]:
    """Cells of one '| a | b |' row, stripped."""
    line = line.strip()
    if line.startswith("|"):
        line = line[1:]
    if line.endswith("|"):
        line = line[:-1]
    return [cell.strip() for cell in line.split("|")]


def columns(text: str) -> list[str]:
    """Header names of the table."""
    lines = [ln for ln in text.strip().splitlines() if ln.strip()]
    return split_row(lines[0]) if lines else []


def parse_table(text: str) -> list[dict[str, str]]:
    """One dict per body row, keyed by the header names."""
    lines = [ln for ln in text.strip().splitlines() if ln.strip()]
    if len(lines) < 2:
        return []
    header = split_row(lines[0])
    return [dict(zip(header, split_row(line))) for line in lines[2:]]
