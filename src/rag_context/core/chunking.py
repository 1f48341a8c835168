"""Content-type aware splitting (technical spec §2 chunking service, §9.2).

The text is cut at the best boundary its type offers (headers for decisions and documentation,
function boundaries for code, speaker turns for chat, then paragraphs, lines, sentences, words),
the pieces are merged back up to the token budget, and each chunk starts with an overlap from the
end of the one before. Tokens are counted with the embedder's own tokenizer, and the budget is the
smaller of the spec's size and the embedder's window, so no chunk is silently cut by the model.
"""

from __future__ import annotations

import re
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


@dataclass(frozen=True, slots=True)
class ChunkingProfile:
    max_tokens: int
    overlap_tokens: int
    separators: tuple[re.Pattern[str], ...]
    preserve_speaker: bool = False


PROFILES: dict[str, ChunkingProfile] = {
    "chat": ChunkingProfile(512, 50, (_SPEAKER_TURN, _PARAGRAPH, _LINE, _SENTENCE, _WORD), preserve_speaker=True),
    "decision": ChunkingProfile(512, 50, (_HEADER, _PARAGRAPH, _LINE, _SENTENCE, _WORD)),
    "documentation": ChunkingProfile(512, 50, (_HEADER, _PARAGRAPH, _LINE, _SENTENCE, _WORD)),
    "code": ChunkingProfile(256, 25, (_CODE_DEFINITION, _CODE_BLOCK_END, _PARAGRAPH, _LINE, _WORD)),
}

# Room kept in a chat chunk for the speaker tag that is carried over to it.
_SPEAKER_RESERVE_TOKENS = 16


class Chunker:
    """Splits text into chunks that fit `window_tokens` of the embedder, counted by `count_tokens`."""

    def __init__(self, count_tokens: TokenCounter, window_tokens: int) -> None:
        if window_tokens < 8:
            raise ValueError(f"window_tokens must be at least 8, got {window_tokens}")
        self._count = count_tokens
        self._window = window_tokens

    def budget(self, content_type: str) -> tuple[int, int]:
        """(max tokens, overlap tokens) of a chunk of this type on this embedder."""
        profile = PROFILES[content_type]
        budget = min(profile.max_tokens, self._window)
        if profile.preserve_speaker:
            budget -= _SPEAKER_RESERVE_TOKENS
        overlap = min(profile.overlap_tokens, budget // 4)
        return budget, overlap

    def split(self, text: str, content_type: str) -> list[str]:
        profile = PROFILES[content_type]
        budget, overlap = self.budget(content_type)
        if not text.strip():
            return []
        pieces = self._split_to_fit(text, profile.separators, budget)
        chunks = self._merge(pieces, budget, overlap)
        if profile.preserve_speaker:
            chunks = self._carry_speakers(text, chunks, pieces)
        return [chunk for chunk in (c.strip() for c, _ in chunks) if chunk]

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

    def _merge(self, pieces: list[tuple[str, int]], budget: int, overlap: int) -> list[tuple[str, int]]:
        """Greedy merge up to the budget; returns (chunk text, index of its first own piece)."""
        chunks: list[tuple[str, int]] = []
        current: list[str] = []
        current_tokens = 0
        first_piece = 0
        for index, (piece, tokens) in enumerate(pieces):
            if current and current_tokens + tokens > budget:
                chunk = "".join(current)
                chunks.append((chunk, first_piece))
                carried = self._tail(chunk, overlap) if overlap else ""
                carried_tokens = self._count(carried) if carried else 0
                if carried_tokens + tokens > budget:
                    carried, carried_tokens = "", 0
                current = [carried] if carried else []
                current_tokens = carried_tokens
                first_piece = index
            current.append(piece)
            current_tokens += tokens
        if current:
            chunks.append(("".join(current), first_piece))
        # Token counts of pieces add up only approximately: make sure of every chunk.
        fitted: list[tuple[str, int]] = []
        for chunk, first in chunks:
            if self._count(chunk) <= budget:
                fitted.append((chunk, first))
            else:
                fitted.extend((part, first) for part, _ in self._split_to_fit(chunk, (_LINE, _WORD), budget))
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

    def _carry_speakers(
        self, text: str, chunks: list[tuple[str, int]], pieces: list[tuple[str, int]]
    ) -> list[tuple[str, int]]:
        """A chat chunk that starts inside a turn gets the speaker of that turn in front of it."""
        offsets = []
        position = 0
        for piece, _ in pieces:
            offsets.append(position)
            position += len(piece)
        tags = [(match.start(), match.group(1)) for match in _SPEAKER_TAG.finditer(text)]
        out = []
        for chunk, first in chunks:
            if _SPEAKER_TAG.match(chunk.lstrip()):
                out.append((chunk, first))
                continue
            start = offsets[first] if first < len(offsets) else len(text)
            speaker = next((tag for offset, tag in reversed(tags) if offset <= start), None)
            out.append((f"{speaker} {chunk.lstrip()}" if speaker else chunk, first))
        return out
