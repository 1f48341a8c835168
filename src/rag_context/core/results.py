"""From ranked hits to the answer an agent reads: neighbouring chunks of a document joined
(`merge_adjacent`), at most N results a document (`max_per_document`), the `limit`, then a token
budget (`max_tokens`, counted with the embedder's tokenizer) that the last result is cut to at a
line boundary.

Pure functions on `Hit`s: the search service runs them on whatever level found the hits, so every
fallback level answers alike. A request that asks for none of them gets the hits as they were
ranked, the first `limit` of them.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from rag_context.core.models import Hit

# Bounds of the options (the API refuses values outside them with a 400 naming the field).
MAX_PER_DOCUMENT_BOUND = 20  # the largest `limit`: a larger cap is no cap
MIN_TOKENS_BOUND = 16
MAX_TOKENS_BOUND = 100_000
# Candidates asked of the index when results of one document may be dropped or joined, so that
# `limit` results can still come back: this many times the limit, at most the fusion's depth.
CANDIDATE_FACTOR = 5
MAX_CANDIDATES = 100
# The overlap of two joined chunks is at least this long (a chunk's overlap is whole words).
MIN_OVERLAP = 4
# What a chunk may carry in front of its text (core.chunking): a speaker's tag and a space, or a
# header line and a newline.
CARRIED_MARKER = re.compile(r"(?:\[[^\]\n]{1,64}\]|[A-Za-z][\w .@-]{0,40}:) |#{1,3} [^\n]{1,200}\n")


@dataclass(frozen=True, slots=True)
class ResultShape:
    """What a search asks of its answer beyond ranking; the defaults change nothing."""

    max_per_document: int | None = None
    merge_adjacent: bool = False
    max_tokens: int | None = None
    explain: bool = False
    expand: str | None = None  # "graph": each code result's callees and callers added (core/symbols.py)

    def candidates(self, limit: int) -> int:
        """How many ranked hits to ask for to answer `limit` results."""
        if self.max_per_document is None and not self.merge_adjacent:
            return limit
        return max(limit, min(limit * CANDIDATE_FACTOR, MAX_CANDIDATES))


@dataclass(frozen=True, slots=True)
class Shaped:
    hits: list[Hit]
    truncated: bool = False  # the token budget cut or left out a result


def shape_results(hits: Sequence[Hit], limit: int, shape: ResultShape, count_tokens: Callable[[str], int]) -> Shaped:
    ranked = list(hits)
    if shape.merge_adjacent:
        ranked = merge_adjacent(ranked)
    if shape.max_per_document is not None:
        ranked = cap_per_document(ranked, shape.max_per_document)
    ranked = ranked[:limit]
    if shape.max_tokens is None:
        return Shaped(ranked)
    return pack_tokens(ranked, shape.max_tokens, count_tokens)


def cap_per_document(hits: Sequence[Hit], cap: int) -> list[Hit]:
    """The hits in order, a document's beyond its first `cap` left out."""
    seen: dict[str, int] = {}
    kept = []
    for hit in hits:
        seen[hit.document_id] = seen.get(hit.document_id, 0) + 1
        if seen[hit.document_id] <= cap:
            kept.append(hit)
    return kept


def merge_adjacent(hits: Sequence[Hit]) -> list[Hit]:
    """Hits of one document whose chunks are neighbours (chunk indexes n, n+1, ...) joined into one,
    at the place of the best of them, with its score and explanation, the run's first chunk index
    and the lines from the first one's start to the last one's end; the text of each chunk after the
    first without the overlap it repeats. Hits without a chunk index stay as they are, and so do
    those of a run whose texts do not join into exactly its lines."""
    by_document: dict[str, dict[int, Hit]] = {}
    for hit in hits:
        if hit.chunk_index is not None:
            by_document.setdefault(hit.document_id, {}).setdefault(hit.chunk_index, hit)
    placed: set[tuple[str, int]] = set()
    merged: list[Hit] = []
    for hit in hits:
        if hit.chunk_index is None:
            merged.append(hit)
            continue
        if (hit.document_id, hit.chunk_index) in placed:
            continue
        chunks = by_document[hit.document_id]
        first = last = hit.chunk_index
        while first - 1 in chunks:
            first -= 1
        while last + 1 in chunks:
            last += 1
        run = [chunks[index] for index in range(first, last + 1)]
        joined = hit if len(run) == 1 else _joined(hit, run)
        if joined is None:  # its texts do not join into its lines: each hit of the run at its own rank
            placed.add((hit.document_id, hit.chunk_index))
            merged.append(hit)
            continue
        placed.update((hit.document_id, index) for index in range(first, last + 1))
        merged.append(joined)
    return merged


def _joined(best: Hit, run: Sequence[Hit]) -> Hit | None:
    """The run as one hit, or None when its lines are known and the joined text would not be
    exactly those lines (a result must cite the lines it shows)."""
    text = run[0].text
    for before, hit in zip(run, run[1:]):
        text = join_overlapping(text, hit.text, _gap(before, hit), _overlap_newlines(before, hit))
    starts = [hit.line_start for hit in run if hit.line_start is not None]
    ends = [hit.line_end for hit in run if hit.line_end is not None]
    lines_known = len(starts) == len(ends) == len(run)
    # What follows the first chunk's text spans the lines after its last one, no more, no fewer (the
    # first chunk's own text may carry a header line in front of its lines).
    if lines_known and text.count("\n") - run[0].text.count("\n") != max(ends) - ends[0]:
        return None
    return dataclasses.replace(
        best,
        text=text,
        chunk_index=run[0].chunk_index,
        line_start=min(starts) if lines_known else None,
        line_end=max(ends) if lines_known else None,
    )


def _overlap_newlines(before: Hit, after: Hit) -> int | None:
    """How many line breaks the overlap of two neighbouring chunks holds, by their lines (a chunk's
    text neither starts nor ends with a line break): None when not known or they do not overlap."""
    if before.line_end is None or after.line_start is None or after.line_start > before.line_end:
        return None
    return before.line_end - after.line_start


def _gap(before: Hit, after: Hit) -> str:
    """What separates two chunks that do not overlap (code cut at its declarations): the line
    breaks between the first one's last line and the next one's first, or a space on one line."""
    if before.line_end is None or after.line_start is None:
        return "\n"
    return "\n" * (after.line_start - before.line_end) if after.line_start > before.line_end else " "


def join_overlapping(first: str, second: str, gap: str = "\n", newlines: int | None = None) -> str:
    """`first` followed by `second` without the start of `second` that `first` ends with (the
    chunks' overlap), also when `second` carries a marker in front of it (a speaker's tag, a
    header line): then what follows the marker is what overlaps. Without any overlap: `gap` apart.
    `newlines`: the overlap holds exactly this many line breaks (known from the chunks' lines), which
    tells the real overlap from a longer one in repeated text (identical log lines)."""
    for rest in (second, *_without_marker(second)):
        overlap = _overlap(first, rest, newlines)
        if overlap:
            return first + rest[overlap:]
    return f"{first}{gap}{second}"


def _without_marker(text: str) -> list[str]:
    marker = CARRIED_MARKER.match(text)
    return [text[marker.end() :]] if marker is not None else []


def _overlap(first: str, second: str, newlines: int | None = None) -> int:
    """The length of the longest end of `first` that `second` starts with (0: none), at least
    MIN_OVERLAP characters so that a shared letter or space is not taken for the overlap; with
    `newlines`, the longest such end that holds that many line breaks."""
    probe = second[:MIN_OVERLAP]
    if len(probe) < MIN_OVERLAP:
        return 0
    position = first.find(probe, max(len(first) - len(second), 0))
    while position >= 0:
        if second.startswith(first[position:]) and (newlines is None or first.count("\n", position) == newlines):
            return len(first) - position
        position = first.find(probe, position + 1)
    return 0


def pack_tokens(hits: Sequence[Hit], budget: int, count_tokens: Callable[[str], int]) -> Shaped:
    """The hits in order while their texts fit in `budget` tokens; the first that does not is cut
    after its last whole line that fits (its lineEnd moved back to match), or left out when not
    even its first line does, and nothing after it is taken."""
    packed: list[Hit] = []
    left = budget
    for hit in hits:
        tokens = count_tokens(hit.text)
        if tokens <= left:
            packed.append(hit)
            left -= tokens
            continue
        cut = _cut_to_lines(hit, left, count_tokens)
        if cut is not None:
            packed.append(cut)
        return Shaped(packed, truncated=True)
    return Shaped(packed)


def _cut_to_lines(hit: Hit, budget: int, count_tokens: Callable[[str], int]) -> Hit | None:
    text = hit.text
    ends = [index for index, character in enumerate(text) if character == "\n"]  # a line ends before each
    low, high = 0, len(ends)  # the first `low` line ends are known to fit (0: nothing does, yet)
    while low < high:
        middle = (low + high + 1) // 2
        if count_tokens(text[: ends[middle - 1]]) <= budget:
            low = middle
        else:
            high = middle - 1
    if low == 0:
        return None
    cut = ends[low - 1]
    kept = text[:cut].rstrip()
    if not kept.strip():
        return None
    dropped_lines = text.count("\n", len(kept))  # the lines after the kept text, blank ones too
    line_end = hit.line_end - dropped_lines if hit.line_end is not None else None
    return dataclasses.replace(hit, text=kept, line_end=line_end)
