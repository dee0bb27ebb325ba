"""Read and write CSV records with RFC 4180 quoting."""


def parse_record(line: str, delimiter: str = ",") -> list[str]:
    """Split one CSV line into its fields, undoing quotes and doubled quotes."""
    fields: list[str] = []
    field: list[str] = []
    in_quotes = False
    i = 0
    while i < len(line):
        ch = line[i]
        if in_quotes:
            if ch == '"':
                if i + 1 < len(line) and line[i + 1] == '"':
                    field.append('"')
                    i += 1
                else:
                    in_quotes = False
            else:
                field.append(ch)
        elif ch == '"':
            in_quotes = True
        elif ch == delimiter:
            fields.append("".join(field))
            field = []
        else:
            field.append(ch)
        i += 1
    if in_quotes:
        raise ValueError("unterminated quoted field")
    fields.append("".join(field))
    return fields


def format_field(value: object, delimiter: str = ",") -> str:
    """Render one value, quoting it when it holds a delimiter, quote or line break."""
    text = str(value)
    if any(ch in text for ch in (delimiter, '"', "\n", "\r")) or text != text.strip():
        return '"' + text.replace('"', '""') + '"'
    return text


def format_record(values: list[object], delimiter: str = ",") -> str:
    """Render a list of values as one CSV line."""
    return delimiter.join(format_field(v, delimiter) for v in values)


def parse_rows(text: str, delimiter: str = ",") -> list[list[str]]:
    """Parse every non-empty line of text."""
    return [parse_record(line, delimiter) for line in text.splitlines() if line.strip()]


def to_dicts(text: str, delimiter: str = ",") -> list[dict[str, str]]:
    """Use the first row as header and map every later row onto it."""
    rows = parse_rows(text, delimiter)
    if not rows:
        return []
    header, *body = rows
    result = []
    for row in body:
        if len(row) != len(header):
            raise ValueError(f"expected {len(header)} fields, got {len(row)}")
        result.append(dict(zip(header, row)))
    return result


def column(text: str, name: str, delimiter: str = ",") -> list[str]:
    """All values of one named column."""
    return [record[name] for record in to_dicts(text, delimiter)]
