"""Content-type aware splitting (technical spec §2 chunking service, §9.2).

The text is cut at the best boundary its type offers (headers for decisions and documentation,
function boundaries for code, speaker turns for chat, then paragraphs, lines, sentences, words),
the pieces are merged back up to the token budget, and each chunk starts with an overlap from the
end of the one before. Tokens are counted with the embedder's own tokenizer, and the budget is the
smaller of the spec's size and the embedder's window, so no chunk is silently cut by the model.
"""

from __future__ import annotations

import bisect
import re
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

TokenCounter = Callable[[str], int]

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
    """Splits text into chunks that fit `window_tokens` of the embedder, counted by `count_tokens`."""

    def __init__(self, count_tokens: TokenCounter, window_tokens: int) -> None:
        if window_tokens < 8:
            raise ValueError(f"window_tokens must be at least 8, got {window_tokens}")
        self._count = count_tokens
        self._window = window_tokens

    def budget(self, content_type: str, reserve: int = 0) -> tuple[int, int]:
        """(max tokens, overlap tokens) of a chunk of this type on this embedder, `reserve` tokens
        kept free for what is put in front of it (a chat chunk's speaker tag)."""
        profile = PROFILES[content_type]
        budget = max(8, min(profile.max_tokens, self._window) - reserve)
        overlap = min(profile.overlap_tokens, budget // 4)
        return budget, overlap

    def split(self, text: str, content_type: str) -> list[str]:
        profile = PROFILES[content_type]
        if not text.strip():
            return []
        markers = [(m.start(), m.group(1)) for m in profile.context.finditer(text)] if profile.context else []
        # Room for the longest marker of this text, which may be carried to any chunk.
        reserve = max((self._count(marker) + 1 for _, marker in markers), default=0)
        budget, overlap = self.budget(content_type, reserve)
        pieces = self._split_to_fit(text, profile.separators, budget)
        chunks = self._merge(pieces, budget, overlap)
        if markers:
            chunks = self._carry_context(text, chunks, markers, profile.joiner)
        return [chunk for chunk in (c[0].strip() for c in chunks) if chunk]

    # --- splitting

    def _split_to_fit(self, text: str, separators: tuple[re.Pattern[str], ...], budget: int) -> list[tuple[str, int]]:
        """Pieces (with their token counts) that each fit the budget, in order."""
        count = self._count(text)
        if count <= budget:
            return [(text, count)]
        for position, separator in enumerate(separators):
            parts = [part for part in separator.split(text) if part]
            if len(parts) > 1:
                pieces: list[tuple[str, int]] = []
                for part in parts:
                    pieces.extend(self._split_to_fit(part, separators[position + 1 :], budget))
                return pieces
        return self._hard_split(text, budget)

    def _hard_split(self, text: str, budget: int) -> list[tuple[str, int]]:
        """No boundary left (one enormous word): cut by characters, the longest prefix that fits."""
        pieces = []
        while text:
            low, high = 1, len(text)
            while low < high:
                middle = (low + high + 1) // 2
                if self._count(text[:middle]) <= budget:
                    low = middle
                else:
                    high = middle - 1
            pieces.append((text[:low], self._count(text[:low])))
            text = text[low:]
        return pieces

    # --- merging

    def _merge(self, pieces: list[tuple[str, int]], budget: int, overlap: int) -> list[tuple[str, int, int]]:
        """Greedy merge up to the budget; returns (chunk text, offset in the text of its first own
        piece, number of words carried in front of it from the chunk before)."""
        chunks: list[tuple[str, int, int]] = []
        current: list[str] = []
        current_tokens = 0
        start, carried_words, position = 0, 0, 0
        queue = deque(pieces)
        while queue:
            piece, tokens = queue.popleft()
            if current and current_tokens + tokens > budget:
                chunk = "".join(current)
                chunks.append((chunk, start, carried_words))
                carried = self._tail(chunk, overlap) if overlap else ""
                carried_tokens = self._count(carried) if carried else 0
                if carried and carried_tokens + tokens > budget:
                    # Keep the overlap: cut this piece finer so that its first part fits after it.
                    parts = self._split_to_fit(piece, _FINER, budget - carried_tokens)
                    queue.extendleft(reversed(parts[1:]))
                    piece, tokens = parts[0]
                current = [carried] if carried else []
                current_tokens = carried_tokens
                carried_words = len(carried.split())
                start = position
            current.append(piece)
            current_tokens += tokens
            position += len(piece)
        if current:
            chunks.append(("".join(current), start, carried_words))
        # Token counts of pieces add up only approximately: make sure of every chunk.
        fitted: list[tuple[str, int, int]] = []
        for chunk, first, carried_n in chunks:
            if self._count(chunk) <= budget:
                fitted.append((chunk, first, carried_n))
            else:
                fitted.extend((part, first, carried_n) for part, _ in self._split_to_fit(chunk, (_LINE, _WORD), budget))
        return fitted

    def _tail(self, text: str, overlap: int) -> str:
        """The last whole words of `text` that fit in `overlap` tokens."""
        words = text.split()
        take = min(len(words), overlap)
        while take > 0:
            tail = " ".join(words[-take:])
            if self._count(tail) <= overlap:
                return tail + " "
            take = take * 3 // 4 if take > 4 else take - 1
        return ""

    # --- chat

    def _carry_context(
        self, text: str, chunks: list[tuple[str, int, int]], markers: list[tuple[int, str]], joiner: str
    ) -> list[tuple[str, int, int]]:
        """A chunk that does not start at a marker (a speaker's tag, a header) gets the marker in
        force at its first word (the first word of the carried overlap, if any) in front of it."""
        word_starts = [m.start() for m in re.finditer(r"\S+", text)]
        marker_offsets = {offset for offset, _ in markers}
        out = []
        for chunk, own_start, carried_words in chunks:
            index = max(bisect.bisect_left(word_starts, own_start) - carried_words, 0)
            start = word_starts[index] if index < len(word_starts) else len(text)
            if start in marker_offsets:
                out.append((chunk, own_start, carried_words))
                continue
            marker = next((marker for offset, marker in reversed(markers) if offset <= start), None)
            out.append((f"{marker}{joiner}{chunk.lstrip()}" if marker else chunk, own_start, carried_words))
        return out
