"""Content-type aware splitting (technical spec §2 chunking service, §9.2).

The text is cut at the best boundary its type offers (headers for decisions and documentation,
function boundaries for code, speaker turns for chat, then paragraphs, lines, sentences, words),
the pieces are merged back up to the token budget, and each chunk starts with an overlap from the
end of the one before. Tokens are counted with the embedder's own tokenizer, and the budget is the
smaller of the spec's size and the embedder's window, so no chunk is silently cut by the model.

Every cut is a character offset into the text, so a chunk is an exact substring of it: newlines and
indentation kept, the overlap included (a chat or documentation chunk that starts inside a turn or a
section has the speaker's tag or the header put in front). The text is tokenized once, with the
tokens' character offsets; a span's tokens are then counted by bisection, and each chunk is
tokenized once more to make sure it fits. So the work grows linearly with the text, even for one
enormous "word" (100,000 dashes, CJK without spaces, minified code), where cutting by prefixes
would re-tokenize the rest of the text at every cut.
"""

from __future__ import annotations

import bisect
import re
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass

# The (start, end) character offsets of each token of a text, in order, special tokens excluded.
TokenOffsets = Callable[[str], Sequence[tuple[int, int]]]

# Split points are zero-width, so the pieces joined back give exactly the original text.
_HEADER = re.compile(r"(?<=\n)(?=#{1,3} )")
_PARAGRAPH = re.compile(r"(?<=\n\n)")
_LINE = re.compile(r"(?<=\n)")
_SENTENCE = re.compile(r"(?<=[.!?] )")
_WORD = re.compile(r"(?<= )")
_CODE_DEFINITION = re.compile(
    r"(?<=\n)(?=[ \t]*(?:@|(?:export\s+)?(?:async\s+)?(?:def|class|function|func|fn|interface|struct|impl|"
    r"public|private|protected|internal|static)\b))"
)
_CODE_BLOCK_END = re.compile(r"(?<=\n}\n)")
_SPEAKER_TURN = re.compile(r"(?<=\n)(?=\[[^\]\n]{1,64}\]|[A-Za-z][\w .@-]{0,40}: )")
_SPEAKER_TAG = re.compile(r"^(\[[^\]\n]{1,64}\]|[A-Za-z][\w .@-]{0,40}:)(?= )", re.MULTILINE)
_HEADER_LINE = re.compile(r"^(#{1,3} [^\n]{1,200})$", re.MULTILINE)
_FINER = (_PARAGRAPH, _LINE, _SENTENCE, _WORD)
_NON_SPACE = re.compile(r"\S+")
_NEWLINE = re.compile("\n")

Piece = tuple[int, int, int]  # start, end (character offsets in the text), tokens


@dataclass(frozen=True, slots=True)
class ChunkingProfile:
    max_tokens: int
    overlap_tokens: int
    separators: tuple[re.Pattern[str], ...]
    # What a chunk that starts inside a span carries in front of it: the chat speaker's tag, the
    # section's header. Group 1 of the pattern is the marker; `joiner` goes between it and the text.
    context: re.Pattern[str] | None = None
    joiner: str = " "


PROFILES: dict[str, ChunkingProfile] = {
    "chat": ChunkingProfile(512, 50, (_SPEAKER_TURN, _PARAGRAPH, _LINE, _SENTENCE, _WORD), _SPEAKER_TAG),
    "decision": ChunkingProfile(512, 50, (_HEADER, _PARAGRAPH, _LINE, _SENTENCE, _WORD), _HEADER_LINE, "\n"),
    "documentation": ChunkingProfile(512, 50, (_HEADER, _PARAGRAPH, _LINE, _SENTENCE, _WORD), _HEADER_LINE, "\n"),
    "code": ChunkingProfile(256, 25, (_CODE_DEFINITION, _CODE_BLOCK_END, _PARAGRAPH, _LINE, _WORD)),
}


class Chunker:
    """Splits text into chunks that fit `window_tokens` of the embedder, whose tokenizer gives the
    tokens' character offsets (`token_offsets`)."""

    def __init__(self, token_offsets: TokenOffsets, window_tokens: int) -> None:
        if window_tokens < 8:
            raise ValueError(f"window_tokens must be at least 8, got {window_tokens}")
        self._offsets = token_offsets
        self._window = window_tokens

    @property
    def token_offsets(self) -> TokenOffsets:
        return self._offsets

    def count(self, text: str) -> int:
        return len(self._offsets(text))

    def budget(self, content_type: str, reserve: int = 0) -> tuple[int, int]:
        """(max tokens, overlap tokens) of a chunk of this type on this embedder, `reserve` tokens
        kept free for what is put in front of it (a chat chunk's speaker tag)."""
        profile = PROFILES[content_type]
        budget = max(8, min(profile.max_tokens, self._window) - reserve)
        overlap = min(profile.overlap_tokens, budget // 4)
        return budget, overlap

    def split(self, text: str, content_type: str) -> list[str]:
        return [piece.text for piece in self.split_spans(text, content_type)]

    def split_spans(self, text: str, content_type: str) -> list["ChunkSpan"]:
        """The chunks, each with the span [start, end) of `text` it was cut from (its text is that
        span, with a carried marker in front when it starts inside a turn or a section)."""
        profile = PROFILES[content_type]
        if not text.strip():
            return []
        markers = [(m.start(), m.group(1)) for m in profile.context.finditer(text)] if profile.context else []
        # Room for the longest marker of this text, which may be carried to any chunk.
        reserve = max((self.count(marker) + 1 for marker in {marker for _, marker in markers}), default=0)
        budget, overlap = self.budget(content_type, reserve)
        spans = _Spans(text, self._offsets)
        pieces = spans.split_to_fit(0, len(text), profile.separators, budget)
        chunks = [span for start, end in _merge(spans, pieces, budget, overlap) for span in spans.fitted(start, end, budget)]
        if not markers:
            return [ChunkSpan(text[start:end], start, end) for start, end in chunks]
        return [
            ChunkSpan(chunk, start, end)
            for chunk, (start, end) in zip(_with_context(text, chunks, markers, profile.joiner), chunks, strict=True)
        ]


@dataclass(frozen=True, slots=True)
class ChunkSpan:
    text: str
    start: int  # character offsets of the span in the document's content
    end: int


class LineNumbers:
    """Line numbers of character offsets in one text (1-based), by bisection over its newlines."""

    def __init__(self, text: str) -> None:
        self._newlines = [match.start() for match in _NEWLINE.finditer(text)]

    def line_of(self, offset: int) -> int:
        """The line of the character at `offset`."""
        return bisect.bisect_left(self._newlines, offset) + 1

    def span(self, start: int, end: int, offset: int = 0) -> tuple[int, int]:
        """The first and last lines (inclusive) of [start, end), plus `offset` lines."""
        return self.line_of(start) + offset, self.line_of(max(end - 1, start)) + offset


def locate_spans(content: str, texts: Sequence[str]) -> list[tuple[int, int] | None]:
    """Where each chunk text of a document is in its content, in order, for chunks stored before
    their spans were: the first occurrence after the previous chunk's start (chunks start in order;
    the overlap makes the next one begin inside the one before). A text with a carried marker in
    front (a speaker's tag, a header line) is found by what follows the marker. None: not found."""
    spans: list[tuple[int, int] | None] = []
    cursor = 0
    for text in texts:
        found = _find_from(content, text, cursor)
        if found is None:
            marker = _SPEAKER_TAG.match(text) or _HEADER_LINE.match(text)
            if marker is not None:
                found = _find_from(content, text[marker.end() + 1 :], cursor)
        spans.append(found)
        if found is not None:
            cursor = found[0] + 1
    return spans


def _find_from(content: str, text: str, cursor: int) -> tuple[int, int] | None:
    if not text:
        return None
    start = content.find(text, cursor)
    if start < 0:
        start = content.find(text)  # out of order (a chunker of another version): anywhere
    return (start, start + len(text)) if start >= 0 else None


class _Spans:
    """One text and its tokens: token counts of any span by bisection, and cuts that fit a budget."""

    def __init__(self, text: str, token_offsets: TokenOffsets) -> None:
        self.text = text
        self._offsets = token_offsets
        offsets = token_offsets(text)
        self._starts = [start for start, _ in offsets]
        self._ends = [end for _, end in offsets]
        self._exact: dict[tuple[int, int], int] = {}  # a hard-split piece is checked once, not again as a chunk

    def count(self, start: int, end: int) -> int:
        """Tokens that overlap [start, end): a token cut in two counts on both sides, so a sum of
        counts never falls short of the tokens of the joined spans."""
        return bisect.bisect_left(self._starts, end) - bisect.bisect_right(self._ends, start)

    def exact(self, start: int, end: int) -> int:
        """The tokens of the span tokenized on its own, as the embedder will see it."""
        tokens = self._exact.get((start, end))
        if tokens is None:
            tokens = self._exact[start, end] = len(self._offsets(self.text[start:end]))
        return tokens

    def split_to_fit(self, start: int, end: int, separators: Sequence[re.Pattern[str]], budget: int) -> list[Piece]:
        """Pieces of [start, end) (with their token counts) that each fit the budget, in order."""
        tokens = self.count(start, end)
        if tokens <= budget:
            return [(start, end, tokens)]
        for position, separator in enumerate(separators):
            cuts = [m.start() for m in separator.finditer(self.text, start, end) if start < m.start() < end]
            if cuts:
                pieces: list[Piece] = []
                for piece_start, piece_end in zip([start, *cuts], [*cuts, end], strict=True):
                    pieces.extend(self.split_to_fit(piece_start, piece_end, separators[position + 1 :], budget))
                return pieces
        return self.hard_split(start, end, budget)

    def hard_split(self, start: int, end: int, budget: int) -> list[Piece]:
        """No boundary left (one enormous word): cut after every `budget` tokens, at a token's end,
        fewer when the piece tokenized on its own (a word cut in two) comes out longer."""
        pieces: list[Piece] = []
        first = bisect.bisect_right(self._ends, start)  # the first token that ends inside the span
        while start < end:
            take = budget
            while True:
                last = first + take - 1
                cut = min(self._ends[last], end) if last < len(self._ends) else end
                cut = max(cut, start + 1)
                tokens = self.exact(start, cut)
                if tokens <= budget:
                    break
                if take == 1:
                    cut, tokens = self._longest_prefix(start, cut, budget)
                    break
                take = max(1, min(take - 1, take * budget // tokens))
            pieces.append((start, cut, tokens))
            start = cut
            first = bisect.bisect_right(self._ends, start)
        return pieces

    def _longest_prefix(self, start: int, end: int, budget: int) -> tuple[int, int]:
        """Within one token (never more than a word long): the longest prefix that fits, by characters."""
        low, high = start + 1, end
        while low < high:
            middle = (low + high + 1) // 2
            if self.exact(start, middle) <= budget:
                low = middle
            else:
                high = middle - 1
        return low, self.exact(start, low)

    def tail(self, start: int, end: int, overlap: int) -> int:
        """Where the overlap carried from [start, end) begins: its last whole lines that fit in
        `overlap` tokens, indentation included, else its last whole words that fit (`end`: none)."""
        text = self.text
        words = [m.start() for m in _NON_SPACE.finditer(text, start, end)]
        low, high = max(len(words) - overlap, 0), len(words)  # the words from `high` on fit
        while low < high:
            middle = (low + high) // 2
            if self.count(words[middle], end) <= overlap:
                high = middle
            else:
                low = middle + 1
        if high == len(words):
            return end
        first = words[high]
        newline = text.rfind("\n", start, first)
        line_start = newline + 1 if newline >= 0 else start
        if (newline >= 0 or start == 0 or text[start - 1] == "\n") and not text[line_start:first].strip():
            return line_start  # the first word that fits opens its line
        newline = text.find("\n", first, end)
        if newline >= 0 and text[newline + 1 : end].strip():
            return newline + 1
        return first

    def fitted(self, start: int, end: int, budget: int) -> list[tuple[int, int]]:
        """The chunk [start, end) trimmed, and tokenized on its own to make sure of it: counts of
        spans add up only approximately. One that does not fit is cut again, by its own tokens."""
        start, end = self.trimmed(start, end)
        if start >= end:
            return []
        if self.exact(start, end) <= budget:
            return [(start, end)]
        own = _Spans(self.text[start:end], self._offsets)
        out: list[tuple[int, int]] = []
        for a, b in _merge(own, own.split_to_fit(0, end - start, (_LINE, _WORD), budget), budget, 0):
            parts = [(a, b)] if own.exact(a, b) <= budget else [(x, y) for x, y, _ in own.hard_split(a, b, budget)]
            out.extend((start + x, start + y) for x, y in (own.trimmed(x, y) for x, y in parts) if x < y)
        return out

    def trimmed(self, start: int, end: int) -> tuple[int, int]:
        """Without blank lines around it and trailing spaces, but with the indentation of its first
        line when it starts at a line's beginning: code keeps its shape."""
        text = self.text
        while end > start and text[end - 1].isspace():
            end -= 1
        first = start
        while first < end and text[first].isspace():
            first += 1
        newline = text.rfind("\n", start, first)  # never past `start`: a 100,000-character line stays cheap
        if newline >= 0:
            line_start = newline + 1
        elif start == 0 or text[start - 1] == "\n":
            line_start = start
        else:
            return first, end
        return (line_start if not text[line_start:first].strip(" \t") else first), end


def _merge(spans: _Spans, pieces: list[Piece], budget: int, overlap: int) -> list[tuple[int, int]]:
    """Greedy merge of consecutive pieces up to the budget; each chunk after the first starts with
    the last words of the one before (the overlap), whitespace and all."""
    chunks: list[tuple[int, int]] = []
    queue = deque(pieces)
    chunk_start, chunk_end, chunk_tokens = pieces[0][0], pieces[0][0], 0
    while queue:
        start, end, tokens = queue.popleft()
        if chunk_end > chunk_start and chunk_tokens + tokens > budget:
            carried_from = spans.tail(chunk_start, chunk_end, overlap) if overlap else chunk_end
            if carried_from > chunk_start:  # else all of it is carried: the next chunk holds it
                chunks.append((chunk_start, chunk_end))
            carried = spans.count(carried_from, chunk_end) if carried_from < chunk_end else 0
            if carried and carried + tokens > budget:
                # Keep the overlap: cut this piece finer so that its first part fits after it.
                parts = spans.split_to_fit(start, end, _FINER, budget - carried)
                queue.extendleft(reversed(parts[1:]))
                start, end, tokens = parts[0]
            chunk_start, chunk_tokens = carried_from, carried
        chunk_tokens += tokens
        chunk_end = end
    if chunk_end > chunk_start:
        chunks.append((chunk_start, chunk_end))
    return chunks


def _with_context(text: str, chunks: list[tuple[int, int]], markers: list[tuple[int, str]], joiner: str) -> list[str]:
    """A chunk that does not start at a marker (a speaker's tag, a header) gets the marker in force
    at its first character (the carried overlap's, if any) in front of it."""
    offsets = [offset for offset, _ in markers]
    out = []
    for start, end in chunks:
        chunk = text[start:end]
        first = start + len(chunk) - len(chunk.lstrip())
        index = bisect.bisect_right(offsets, first) - 1
        if index < 0 or offsets[index] == first:
            out.append(chunk)
        else:
            out.append(f"{markers[index][1]}{joiner}{chunk}")
    return out
