"""Split one line of delimiter-separated text into fields, honouring double quotes."""


class CsvSyntaxError(ValueError):
    def __init__(self, message, column):
        super().__init__(f"{message} at column {column + 1}")
        self.column = column


def split_line(line, delimiter=","):
    """Fields of line; a quoted field may contain the delimiter and doubled quotes ("")."""
    fields = []
    pos, n = 0, len(line)
    while True:
        if pos < n and line[pos] == '"':
            start = pos
            end = pos + 1
            while True:
                end = line.find('"', end)
                if end == -1:
                    raise CsvSyntaxError("unterminated quoted field", start)
                if line[end + 1:end + 2] == '"':
                    end += 2
                    continue
                break
            fields.append(line[start:end].replace('""', '"'))
            pos = end + 1
            if pos < n and line[pos] != delimiter:
                raise CsvSyntaxError("text after closing quote", pos)
        else:
            end = line.find(delimiter, pos)
            if end == -1:
                end = n
            fields.append(line[pos:end].strip())
            pos = end
        if pos >= n:
            return fields
        pos += len(delimiter)
        if pos == n:
            fields.append("")
            return fields


def quote_field(value, delimiter=","):
    text = str(value)
    if any(ch in text for ch in (delimiter, '"', "\n")) or text != text.strip():
        return '"' + text.replace('"', '""') + '"'
    return text
