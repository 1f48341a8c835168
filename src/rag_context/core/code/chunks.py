"""Code cut at its declarations: each chunk one declaration (or a few small neighbours), named.

The file's declarations tile it with the text between them (imports, fields, a class's opening
line and closing brace). A declaration that fits the budget is one piece; a container (namespace,
class, impl) that does not is opened into its members; a callable that does not is cut at its
body's statements, every part keeping the callable's symbol. Small neighbours are then packed
together up to half the budget (a class of twenty one-line properties is not twenty chunks), and
the pack is named by what its parts share (their class). Every chunk is a span of the text, so it
stays an exact substring (citations and line numbers hold), and it is tokenized on its own to make
sure it fits the embedder's window (`_Spans.fitted`), as every other chunk is.
"""

from __future__ import annotations

from dataclasses import dataclass

from rag_context.core.chunking import _LINE, _WORD, _merge, _Spans
from rag_context.core.code.syntax import Declaration

# A piece this small (a closing brace, a blank line, an attribute) never names a chunk it is packed
# into: the declaration beside it does.
SMALL_TOKENS = 16


@dataclass(frozen=True, slots=True)
class CodeSpan:
    start: int
    end: int
    symbol: str | None
    kind: str | None


@dataclass(frozen=True, slots=True)
class _Segment:
    start: int
    end: int
    tokens: int
    symbol: tuple[str, ...]
    kind: str | None
    statements: tuple[int, ...] = ()


def code_spans(
    spans: _Spans, declarations: list[Declaration], file_symbol: tuple[str, ...], file_kind: str | None, budget: int, overlap: int
) -> list[CodeSpan]:
    """The chunks of the text of `spans`, cut at `declarations`, each at most `budget` tokens."""
    text = spans.text
    kinds: dict[tuple[str, ...], str | None] = {file_symbol: file_kind}
    segments = _Planner(spans, budget, kinds).tile(0, len(text), declarations, file_symbol, file_kind)
    out: list[CodeSpan] = []
    for group in _pack(segments, budget):
        symbol = _shared_symbol(group, file_symbol)
        kind = kinds.get(symbol)
        name = ".".join(symbol) or None
        if len(group) == 1 and group[0].tokens > budget:
            ranges = _cut_long(spans, group[0], budget, overlap)
        else:
            ranges = [(group[0].start, group[-1].end)]
        for start, end in ranges:
            out.extend(CodeSpan(a, b, name, kind if name else None) for a, b in spans.fitted(start, end, budget))
    return out


class _Planner:
    def __init__(self, spans: _Spans, budget: int, kinds: dict[tuple[str, ...], str | None]) -> None:
        self.spans = spans
        self.budget = budget
        self.kinds = kinds

    def tile(self, start: int, end: int, members: list[Declaration] | tuple[Declaration, ...], symbol: tuple[str, ...], kind: str | None) -> list[_Segment]:
        """Segments covering [start, end): the members' and the gaps' between them (named by the owner)."""
        out: list[_Segment] = []
        cursor = start
        for member in members:
            member_start = max(_line_start(self.spans.text, member.start), cursor)
            member_end = min(member.end, end)
            if member_start >= member_end:
                continue
            if member_start > cursor:
                out.append(self.segment(cursor, member_start, symbol, kind))
            out.extend(self.declaration(member, member_start, member_end))
            cursor = member_end
        if cursor < end:
            out.append(self.segment(cursor, end, symbol, kind))
        return out

    def declaration(self, declaration: Declaration, start: int, end: int) -> list[_Segment]:
        self.kinds[declaration.symbol] = declaration.kind
        whole = self.segment(start, end, declaration.symbol, declaration.kind, declaration.statements)
        if whole.tokens <= self.budget or not declaration.members:
            return [whole]
        return self.tile(start, end, declaration.members, declaration.symbol, declaration.kind)

    def segment(self, start: int, end: int, symbol: tuple[str, ...], kind: str | None, statements: tuple[int, ...] = ()) -> _Segment:
        return _Segment(start, end, self.spans.count(start, end), symbol, kind, statements)


def _pack(segments: list[_Segment], budget: int) -> list[list[_Segment]]:
    """Consecutive segments packed while the pack stays within half the budget, and a small one
    (a closing brace) joined to the pack before it when it still fits the budget."""
    groups: list[list[_Segment]] = []
    tokens = 0
    for segment in segments:
        if groups and segment.tokens <= budget and (
            tokens + segment.tokens <= budget // 2 or (segment.tokens < SMALL_TOKENS and tokens + segment.tokens <= budget)
        ):
            groups[-1].append(segment)
            tokens += segment.tokens
        else:
            groups.append([segment])
            tokens = segment.tokens
    return groups


def _shared_symbol(group: list[_Segment], file_symbol: tuple[str, ...]) -> tuple[str, ...]:
    """What the group's parts share: the longest common prefix of their symbols, small parts left
    out, and the file's own lines (imports, usings) too when a declaration is in the group."""
    named = [segment.symbol for segment in group if segment.tokens >= SMALL_TOKENS] or [segment.symbol for segment in group]
    named = [symbol for symbol in named if symbol != file_symbol] or named
    shared = named[0]
    for symbol in named[1:]:
        length = 0
        while length < min(len(shared), len(symbol)) and shared[length] == symbol[length]:
            length += 1
        shared = shared[:length]
    return shared


def _cut_long(spans: _Spans, segment: _Segment, budget: int, overlap: int) -> list[tuple[int, int]]:
    """A segment over the budget cut at its statements (then lines, then words), the parts merged
    back up to the budget with the overlap the code profile carries between chunks."""
    text = spans.text
    cuts = sorted({cut for cut in (_line_start(text, statement) for statement in segment.statements) if segment.start < cut < segment.end})
    pieces = []
    for start, end in zip([segment.start, *cuts], [*cuts, segment.end], strict=True):
        pieces.extend(spans.split_to_fit(start, end, (_LINE, _WORD), budget))
    return _merge(spans, pieces, budget, overlap)


def _line_start(text: str, offset: int) -> int:
    """`offset` moved back to its line's start when only indentation is before it there."""
    line_start = text.rfind("\n", 0, offset) + 1
    return line_start if not text[line_start:offset].strip() else offset
