"""A Brainfuck interpreter with a right-growing tape of wrapping 8-bit cells."""

COMMANDS = "+-<>[].,"


class Tape:
    def __init__(self):
        self.cells = [0]
        self.pos = 0

    @property
    def value(self):
        return self.cells[self.pos]

    @value.setter
    def value(self, byte):
        self.cells[self.pos] = byte % 256

    def inc(self):
        self.cells[self.pos] += 1
        if self.cells[self.pos] > 255:
            self.cells[self.pos] = 0

    def dec(self):
        self.cells[self.pos] -= 1
        if self.cells[self.pos] < 0:
            self.cells[self.pos] = 255

    def right(self):
        self.pos += 1
        if self.pos == len(self.cells):
            self.cells.append(0)

    def left(self):
        if self.pos == 0:
            raise IndexError("moved left of the first cell")
        self.pos -= 1


def strip_comments(code):
    """Keep only the eight command characters."""
    return "".join(ch for ch in code if ch in COMMANDS)


def jump_table(code):
    """Map the index of every bracket to the index of its partner."""
    stack, table = [], {}
    for i, ch in enumerate(code):
        if ch == "[":
            stack.append(i)
        elif ch == "]":
            if not stack:
                raise SyntaxError(f"unmatched ']' at {i}")
            start = stack.pop()
            table[start], table[i] = i, start
    if stack:
        raise SyntaxError(f"unmatched '[' at {stack[-1]}")
    return table


class Interpreter:
    def __init__(self, code, input_data=""):
        self.code = strip_comments(code)
        self.jumps = jump_table(self.code)
        self.tape = Tape()
        self.output = []
        self.pc = 0
        self.steps = 0
        self._input = iter(input_data)

    def _read(self):
        """Next input byte; 0 once the input is exhausted."""
        return ord(next(self._input, "\0"))

    def step(self):
        op = self.code[self.pc]
        if op == "+":
            self.tape.inc()
        elif op == "-":
            self.tape.dec()
        elif op == ">":
            self.tape.right()
        elif op == "<":
            self.tape.left()
        elif op == ".":
            self.output.append(chr(self.tape.value))
        elif op == ",":
            self.tape.value = self._read()
        elif op == "[" and self.tape.value == 0:
            self.pc = self.jumps[self.pc]
        elif op == "]" and self.tape.value != 0:
            self.pc = self.jumps[self.pc]
        self.pc += 1
        self.steps += 1

    def run(self):
        while self.pc < len(self.code):
            self.step()
        return "".join(self.output)


def run(code, input_data=""):
    """Run a program and return what it printed."""
    return Interpreter(code, input_data).run()


def final_tape(code, input_data=""):
    """The tape cells after the program has finished."""
    interp = Interpreter(code, input_data)
    interp.run()
    return interp.tape.cells
