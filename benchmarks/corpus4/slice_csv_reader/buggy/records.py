"""Read CSV text into typed records and write records back out."""

from lexer import CsvSyntaxError, quote_field, split_line

TRUE, FALSE = {"true", "yes"}, {"false", "no"}


def convert(text):
    """'' -> None, integers, floats and yes/no booleans; anything else stays a string."""
    if text == "":
        return None
    lowered = text.lower()
    if lowered in TRUE:
        return True
    if lowered in FALSE:
        return False
    for cast in (int, float):
        try:
            return cast(text)
        except ValueError:
            pass
    return text


def read_records(text, delimiter=",", typed=True):
    """A list of dicts keyed by the header line; blank lines and # comments are skipped."""
    lines = [(number, line) for number, line in enumerate(text.splitlines(), 1)
             if line.strip() and not line.lstrip().startswith("#")]
    if not lines:
        return []
    header = split_line(lines[0][1], delimiter)
    if len(set(header)) != len(header):
        raise ValueError(f"duplicate column names in {header}")
    records = []
    for number, line in lines[1:]:
        try:
            fields = split_line(line, delimiter)
        except CsvSyntaxError as exc:
            raise ValueError(f"line {number}: {exc}") from None
        if len(fields) != len(header):
            raise ValueError(f"line {number}: {len(fields)} fields, expected {len(header)}")
        records.append({k: convert(v) if typed else v for k, v in zip(header, fields)})
    return records


def column(records, name):
    return [record[name] for record in records]


def write_records(records, columns=None, delimiter=","):
    if not records:
        return ""
    columns = columns or list(records[0])
    rows = [delimiter.join(quote_field(c, delimiter) for c in columns)]
    for record in records:
        values = ["" if record.get(c) is None else record[c] for c in columns]
        rows.append(delimiter.join(quote_field(v, delimiter) for v in values))
    return "\n".join(rows) + "\n"
