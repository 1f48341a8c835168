"""The examples of README.md and docs/*.md: found, run and compared with what they show.

The convention is in tests/docs/README.md (and docs/README.md for writers). In short: a fenced
block whose info string is `console` is run, command by command (a line starting with `$ `), and
what follows a command up to the next one is the answer it shows, checked against the real one
(`…` elides). A block that shows a command but cannot run here carries `<!-- not-run: why -->` on
the line before its fence.
"""

from __future__ import annotations

import json
import re
import shlex
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
ELLIPSIS = "…"
NOT_RUN = re.compile(r"^<!--\s*not-run:\s*(?P<reason>.*?)\s*-->$")
FENCE = re.compile(r"^(?P<indent>\s*)(?P<fence>```+|~~~+)(?P<info>.*)$")
# A line of a block that shows one of the interfaces the harness runs: the CLI, curl (the HTTP API
# and MCP over HTTP), or an MCP client.
INTERFACE = re.compile(r"^\s*(\$\s+)?(\S*/)?(rag-context|curl)\s|\bmcpServers\b|from mcp\b|streamable_http_client")


def pages() -> list[Path]:
    """README.md first (its tour is the setup every page may rely on), then docs/ by name."""
    return [REPO / "README.md", *sorted((REPO / "docs").glob("*.md"))]


@dataclass
class Command:
    text: str  # the command as a shell reads it (continuation lines and heredocs included)
    line: int  # 1-based line of the page where it starts
    shown: str  # the answer the page shows ("" when none)


@dataclass
class Block:
    page: Path
    line: int  # of the opening fence
    info: str
    body: list[str]
    not_run: str | None = None  # the reason given, for a block that does not run here
    commands: list[Command] = field(default_factory=list)

    @property
    def where(self) -> str:
        return f"{self.page.relative_to(REPO)}:{self.line}"

    @property
    def runs(self) -> bool:
        return self.info.split()[:1] == ["console"] and self.not_run is None

    @property
    def shows_an_interface(self) -> bool:
        return any(INTERFACE.search(line) for line in self.body)


def blocks_of(page: Path) -> list[Block]:
    lines = page.read_text(encoding="utf-8").splitlines()
    blocks: list[Block] = []
    index = 0
    while index < len(lines):
        opening = FENCE.match(lines[index])
        if opening is None:
            index += 1
            continue
        fence, indent = opening["fence"], len(opening["indent"])
        body: list[str] = []
        end = index + 1
        while end < len(lines) and not lines[end].strip().startswith(fence):
            body.append(lines[end][indent:] if lines[end][:indent].isspace() else lines[end])
            end += 1
        previous = lines[index - 1].strip() if index > 0 else ""
        marker = NOT_RUN.match(previous)
        block = Block(page, index + 1, opening["info"].strip(), body, marker["reason"] if marker else None)
        if block.info.split()[:1] == ["console"]:
            block.commands = commands_of(body, index + 2)
        blocks.append(block)
        index = end + 1
    return blocks


def commands_of(body: list[str], first_line: int) -> list[Command]:
    """The `$ ` commands of a console block with the answer shown after each. A command goes on
    while its line ends with a backslash, while a quote is open, or until its heredoc's end word."""
    commands: list[Command] = []
    index = 0
    while index < len(body):
        line = body[index]
        if not line.startswith("$ "):
            if commands:
                commands[-1].shown += line + "\n"
            elif line.strip():
                raise ValueError(f"line {first_line + index}: text before the first `$ ` command of a console block")
            index += 1
            continue
        start = index
        text = line[2:]
        heredoc = re.search(r"<<-?\s*'?\"?(\w+)'?\"?", text)
        index += 1
        if heredoc:
            while index < len(body) and body[index].strip() != heredoc[1]:
                text += "\n" + body[index]
                index += 1
            text += "\n" + body[index]
            index += 1
        else:
            while text.endswith("\\") or not _complete(text):
                if index >= len(body):
                    raise ValueError(f"line {first_line + start}: the command never ends (an open quote?)")
                text += "\n" + body[index]
                index += 1
        commands.append(Command(text, first_line + start, ""))
    return commands


def _complete(text: str) -> bool:
    try:
        shlex.split(text, comments=True)
    except ValueError:
        return False
    return True


# ------------------------------------------------------------------ the answers shown, and matching


class Any_:  # noqa: N801 - a marker, named for what it matches
    """`…` where a value goes: any value."""

    def __repr__(self) -> str:
        return ELLIPSIS


ANY = Any_()


@dataclass
class Shown:
    """`{…}` with its shown members; `more` when a `…` member says other members may follow."""

    members: dict[str, Any]
    more: bool


@dataclass
class ShownList:
    items: list[Any]
    more: bool  # a `…` element ends the shown ones: more may follow


@dataclass
class Float:
    """A number written with a fraction or an exponent: a measurement (a latency, a score), so any
    number matches it."""

    text: str


@dataclass
class TextLine:
    text: str


class ShownError(ValueError):
    pass


class _Parser:
    """JSON, with `…` allowed as a value, an object member, an array's last element, and inside a
    string (any characters there)."""

    def __init__(self, text: str) -> None:
        self.text, self.at = text, 0

    def space(self) -> None:
        while self.at < len(self.text) and self.text[self.at] in " \t\r\n":
            self.at += 1

    def peek(self) -> str:
        self.space()
        return self.text[self.at] if self.at < len(self.text) else ""

    def expect(self, char: str) -> None:
        if self.peek() != char:
            raise ShownError(f"expected {char!r} at {self.text[self.at:self.at + 40]!r}")
        self.at += 1

    def value(self) -> Any:
        char = self.peek()
        if char == "{":
            return self.object()
        if char == "[":
            return self.array()
        if char == '"':
            return self.string()
        if char == ELLIPSIS:
            self.at += 1
            return ANY
        number = re.compile(r"-?\d+(\.\d+)?([eE][-+]?\d+)?").match(self.text, self.at)
        if number:
            self.at = number.end()
            literal = number.group()
            return Float(literal) if number.group(1) or number.group(2) else int(literal)
        for word, meaning in (("true", True), ("false", False), ("null", None)):
            if self.text.startswith(word, self.at):
                self.at += len(word)
                return meaning
        raise ShownError(f"not a value at {self.text[self.at:self.at + 40]!r}")

    def string(self) -> str:
        decoded, self.at = json.decoder.scanstring(self.text, self.at + 1)
        return decoded

    def object(self) -> Shown:
        self.expect("{")
        members: dict[str, Any] = {}
        more = False
        while self.peek() != "}":
            if self.peek() == ELLIPSIS:
                self.at += 1
                more = True
            else:
                key = self.string() if self.peek() == '"' else None
                if key is None:
                    raise ShownError(f"a member name expected at {self.text[self.at:self.at + 40]!r}")
                self.expect(":")
                members[key] = self.value()
            if self.peek() == ",":
                self.at += 1
            elif self.peek() != "}":
                raise ShownError(f"',' or '}}' expected at {self.text[self.at:self.at + 40]!r}")
        self.at += 1
        return Shown(members, more)

    def array(self) -> ShownList:
        self.expect("[")
        items: list[Any] = []
        more = False
        while self.peek() != "]":
            if more:
                raise ShownError("`…` ends an array's shown elements")
            if self.peek() == ELLIPSIS:
                self.at += 1
                more = True
            else:
                items.append(self.value())
            if self.peek() == ",":
                self.at += 1
            elif self.peek() != "]":
                raise ShownError(f"',' or ']' expected at {self.text[self.at:self.at + 40]!r}")
        self.at += 1
        return ShownList(items, more)


def parse_shown(text: str) -> list[Any]:
    """An answer as shown: JSON values (with `…`) and lines of text, in order."""
    items: list[Any] = []
    parser = _Parser(text)
    while True:
        char = parser.peek()
        if not char:
            return items
        if char in "{[":
            start = parser.at
            try:
                items.append(parser.value())
                continue
            except ShownError:
                parser.at = start  # not JSON (a Python dict printed, `[exit 1]`): a line of text
        end = text.find("\n", parser.at)
        end = len(text) if end < 0 else end
        items.append(TextLine(text[parser.at:end].rstrip()))
        parser.at = end


def parse_real(text: str) -> list[Any]:
    """A real answer: the JSON values it prints and its other lines, in order."""
    items: list[Any] = []
    decoder = json.JSONDecoder()
    at = 0
    while True:
        while at < len(text) and text[at] in " \t\r\n":
            at += 1
        if at >= len(text):
            return items
        if text[at] in "{[":
            try:
                value, at = decoder.raw_decode(text, at)
            except json.JSONDecodeError:
                pass
            else:
                items.append(value)
                continue
        end = text.find("\n", at)
        end = len(text) if end < 0 else end
        items.append(TextLine(text[at:end].rstrip()))
        at = end


TIMESTAMP = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)?$")


def mismatch(shown: Any, real: Any, path: str = "$") -> str | None:
    """Where a real JSON value differs from the shown one, or None."""
    if shown is ANY:
        return None
    if isinstance(shown, Shown):
        if not isinstance(real, dict):
            return f"{path}: an object is shown, the answer has {json.dumps(real)[:80]}"
        for key, value in shown.members.items():
            if key not in real:
                return f"{path}.{key}: shown, but the answer has no such field"
            found = mismatch(value, real[key], f"{path}.{key}")
            if found:
                return found
        if not shown.more and (extra := sorted(set(real) - set(shown.members))):
            return f"{path}: the answer also has {extra}: show them, or end the object with `…`"
        return None
    if isinstance(shown, ShownList):
        if not isinstance(real, list):
            return f"{path}: a list is shown, the answer has {json.dumps(real)[:80]}"
        if len(real) < len(shown.items) or (not shown.more and len(real) != len(shown.items)):
            return f"{path}: {len(shown.items)}{' or more' if shown.more else ''} elements shown, the answer has {len(real)}"
        for index, value in enumerate(shown.items):
            found = mismatch(value, real[index], f"{path}[{index}]")
            if found:
                return found
        return None
    if isinstance(shown, Float):
        ok = isinstance(real, (int, float)) and not isinstance(real, bool)
        return None if ok else f"{path}: a number ({shown.text}) is shown, the answer has {json.dumps(real)}"
    if isinstance(shown, str):
        if not isinstance(real, str):
            return f"{path}: {json.dumps(shown)} is shown, the answer has {json.dumps(real)}"
        if ELLIPSIS in shown:
            pattern = ".*".join(re.escape(part) for part in shown.split(ELLIPSIS))
            ok = re.fullmatch(pattern, real, re.DOTALL) is not None
        elif TIMESTAMP.match(shown):
            ok = TIMESTAMP.match(real) is not None
        else:
            ok = shown == real
        return None if ok else f"{path}: {json.dumps(shown)} is shown, the answer has {json.dumps(real)}"
    if type(shown) is not type(real) or shown != real:  # ints, booleans, null: exactly
        return f"{path}: {json.dumps(shown)} is shown, the answer has {json.dumps(real)}"
    return None


_VARIABLE_TEXT = [
    (re.compile(r"\d{4}-\d\d-\d\d"), r"\d{4}-\d\d-\d\d"),
    (re.compile(r"\d\d:\d\d:\d\d(\.\d+)?"), r"\d\d:\d\d:\d\d(\.\d+)?"),
    (re.compile(r"\d+\.\d+"), r"\d+(\.\d+)?"),
]


def line_pattern(shown: str) -> re.Pattern[str]:
    """A shown line of text as a pattern: `…` any characters, a run of spaces any run of spaces,
    dates, times and decimal numbers any of their kind; the rest literally."""
    parts = []
    for piece in re.split(f"({re.escape(ELLIPSIS)}|\\s+)", shown.strip()):
        if piece == ELLIPSIS:
            parts.append(".*")
        elif piece.isspace():
            parts.append(r"\s+")
        elif piece:
            parts.append(_literal_with_variables(piece))
    return re.compile("".join(parts))


def _literal_with_variables(piece: str) -> str:
    out, at = "", 0
    while at < len(piece):
        for pattern, replacement in _VARIABLE_TEXT:
            found = pattern.match(piece, at)
            if found:
                out += replacement
                at = found.end()
                break
        else:
            out += re.escape(piece[at])
            at += 1
    return out


def compare(shown_text: str, real_text: str) -> str | None:
    """Why the real answer does not match the shown one, or None. A text line that is `…` alone
    stands for any number of lines (or values)."""
    shown = parse_shown(shown_text)
    real = parse_real(real_text)
    return _sequence(shown, real, 0, 0)


def _sequence(shown: list[Any], real: list[Any], i: int, j: int) -> str | None:
    while i < len(shown):
        item = shown[i]
        if isinstance(item, TextLine) and item.text.strip() == ELLIPSIS:
            if i + 1 == len(shown):
                return None
            first_problem = None
            for start in range(j, len(real) + 1):
                problem = _sequence(shown, real, i + 1, start)
                if problem is None:
                    return None
                first_problem = first_problem or problem
            return first_problem
        if j >= len(real):
            return f"shown, but the answer ends before it: {_describe(item)}"
        found = _item(item, real[j])
        if found:
            return found
        i, j = i + 1, j + 1
    if j < len(real):
        return f"the answer goes on where the shown one ends (end it with a line `…`): {_describe(real[j])}"
    return None


def _item(shown: Any, real: Any) -> str | None:
    if isinstance(shown, TextLine):
        if not isinstance(real, TextLine):
            return f"the line {shown.text!r} is shown, the answer has {json.dumps(real)[:200]}"
        if line_pattern(shown.text).fullmatch(real.text.strip()) is None:
            return f"the line {shown.text!r} is shown, the answer has {real.text!r}"
        return None
    if isinstance(real, TextLine):
        return f"JSON is shown, the answer has the line {real.text!r}"
    return mismatch(shown, real)


def _describe(item: Any) -> str:
    if isinstance(item, TextLine):
        return repr(item.text)
    if isinstance(item, (Shown, ShownList)):
        return "a JSON value"
    return json.dumps(item)[:200]
