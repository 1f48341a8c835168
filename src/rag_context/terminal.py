"""Text from outside on the terminal: file names, sources, stored documents, a service's answers, an
archive's manifest. A file can be named `\\x1b]0;...\\x07` or `\\x1b[2J`: printed raw, the terminal
would obey it (retitle the window, clear the screen, move the cursor over earlier lines). Every
human-readable listing of the CLI prints such text through `shown`, which writes the characters a
terminal acts on as escapes (`\\x1b`, `\\u202e`): the C0 and C1 controls and DEL, the line and
paragraph separators, the bidirectional overrides (which reorder what is shown around them), and
lone surrogates (the bytes of a name that is not UTF-8, which would otherwise reach the terminal
raw, or fail the print). The JSON outputs need none of it: `json.dumps` escapes them already.
"""

from __future__ import annotations

import re

_CONTROLS = "\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069\ud800-\udfff"
_IN_LINE = re.compile(f"[\t\n{_CONTROLS}]")  # one line: a newline in a name would forge a line of its own
_IN_TEXT = re.compile(f"[{_CONTROLS}]")  # a document's text keeps its lines and tabs


def _escape(match: re.Match[str]) -> str:
    code = ord(match.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def shown(value: object, *, multiline: bool = False) -> str:
    """`value` as text a terminal shows and does not obey; one line unless `multiline`."""
    return (_IN_TEXT if multiline else _IN_LINE).sub(_escape, str(value))


def shown_lines(lines: list[str]) -> str:
    """Lines each built from outside text, joined: each escaped as one line."""
    return "\n".join(shown(line) for line in lines)
