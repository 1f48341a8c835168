"""core.results and the lines of chunks (core.chunking): what an agent can cite, and answers that do
not repeat themselves or overrun a token budget; SearchService with the result options on the fakes,
at every fallback level; the backfill of lines for chunks stored without them."""

from __future__ import annotations

import dataclasses
import random
import re
from datetime import datetime, timezone

import pytest

from rag_context.core.backfill import backfill_lines
from rag_context.core.chunking import Chunker, LineNumbers, locate_spans
from rag_context.core.models import DocumentMetadata, FallbackLevel, Hit, IndexRequest
from rag_context.core.results import (
    ResultShape,
    cap_per_document,
    join_overlapping,
    merge_adjacent,
    pack_tokens,
    shape_results,
)
from tests.unit.fakes import whitespace_offsets, whitespace_tokens
from tests.unit.test_search import Rig, make_rig

MOMENT = datetime(2026, 1, 1, tzinfo=timezone.utc)


def hit(document: str, index: int, text: str = "", score: float = 0.5, lines: tuple[int, int] | None = None) -> Hit:
    start, end = lines if lines is not None else (index * 10 + 1, index * 10 + 10)
    return Hit(f"{document}-{index}", document, text or f"{document} chunk {index}", score, f"{document}.md", MOMENT, {},
               chunk_index=index, session_id="s", content_type="code", line_start=start, line_end=end)


# --- lines of chunks


def numbered_file(lines: int) -> str:
    rng = random.Random(lines)
    words = ["alpha", "beta", "gamma", "delta", "    indent", "{", "}", "return", "x = 1", ""]
    return "\n".join(f"line{number} " + " ".join(rng.choice(words) for _ in range(rng.randint(0, 12))) for number in range(1, lines + 1))


@pytest.mark.parametrize("content_type", ["code", "documentation", "chat", "decision"])
def test_every_chunk_s_lines_are_the_lines_of_the_content_it_was_cut_from(content_type: str) -> None:
    text = numbered_file(400)
    if content_type == "chat":
        text = "\n".join(f"[agent{n % 3}] {line}" for n, line in enumerate(text.splitlines()))
    if content_type in ("documentation", "decision"):
        text = "\n".join(f"## Section {n}\n{line}" if n % 40 == 0 else line for n, line in enumerate(text.splitlines()))
    chunker = Chunker(whitespace_offsets, 60)
    pieces = chunker.split_spans(text, content_type)
    assert len(pieces) > 5
    numbers = LineNumbers(text)
    all_lines = text.split("\n")
    for piece in pieces:
        start, end = numbers.span(piece.start, piece.end)
        # The span is exactly the text the chunk holds (a carried marker put in front of it aside).
        assert piece.text.endswith(text[piece.start : piece.end])
        # Reading the lines back from the content gives every character of the chunk's span.
        assert text[piece.start : piece.end] in "\n".join(all_lines[start - 1 : end])
        # Tight: the first and the last line hold the span's first and last characters.
        assert (start, end) == (text.count("\n", 0, piece.start) + 1, text.count("\n", 0, piece.end - 1) + 1)
    assert [piece.text for piece in pieces] == chunker.split(text, content_type)


def test_line_numbers_are_one_based_inclusive_and_take_the_offset() -> None:
    text = "first\nsecond\nthird"
    numbers = LineNumbers(text)
    assert numbers.span(0, 5) == (1, 1)
    assert numbers.span(6, len(text)) == (2, 3)
    assert numbers.span(6, 12, offset=100) == (102, 102)


def test_locate_spans_finds_chunks_in_order_and_through_a_carried_marker() -> None:
    content = "# Title\nintro text\n\nbody one\nbody two\nbody one\n"
    texts = ["# Title\nintro text", "body one\nbody two", "# Title\nbody two\nbody one"]
    assert locate_spans(content, texts) == [(0, 18), (20, 37), (29, 46)]
    assert locate_spans(content, ["not there"]) == [None]


async def test_indexing_stores_the_lines_with_each_chunk_and_the_offset_a_part_of_a_file_carries() -> None:
    content = numbered_file(120)
    rig = await make_rig(corpus=[
        IndexRequest(content, "code", "s", "src/big.py"),
        IndexRequest(content, "code", "s", "src/big.py.part2", DocumentMetadata(line_offset=1000)),
    ])
    whole = await rig.store.get_document(IndexRequest(content, "code", "s", "src/big.py").document_id)
    part = await rig.store.get_document(IndexRequest(content, "code", "s", "src/big.py.part2").document_id)
    assert whole is not None and part is not None and len(whole.chunks) > 1
    lines = content.split("\n")
    for chunk, shifted in zip(whole.chunks, part.chunks, strict=True):
        assert chunk.line_start is not None and chunk.line_end is not None
        assert lines[chunk.line_start - 1].strip() in chunk.text
        assert chunk.text.rstrip().endswith(lines[chunk.line_end - 1].strip())
        assert (shifted.line_start, shifted.line_end) == (chunk.line_start + 1000, chunk.line_end + 1000)
        assert rig.vectors.points[chunk.vector_id][1].payload()["lineStart"] == chunk.line_start


# --- shaping


def test_cap_per_document_keeps_each_document_s_best_in_order() -> None:
    hits = [hit("a", 0), hit("a", 1), hit("b", 0), hit("a", 2), hit("b", 1), hit("c", 0)]
    assert [(h.document_id, h.chunk_index) for h in cap_per_document(hits, 1)] == [("a", 0), ("b", 0), ("c", 0)]
    assert [(h.document_id, h.chunk_index) for h in cap_per_document(hits, 2)] == [("a", 0), ("a", 1), ("b", 0), ("b", 1), ("c", 0)]


def test_join_overlapping_does_not_repeat_the_overlap() -> None:
    assert join_overlapping("one two three four", "three four five six") == "one two three four five six"
    assert join_overlapping("[bob] one two three four", "[bob] three four five") == "[bob] one two three four five"
    assert join_overlapping("alpha beta", "gamma delta") == "alpha beta\ngamma delta"
    assert join_overlapping("def a():\n    pass", "def b():\n    pass", "\n\n\n") == "def a():\n    pass\n\n\ndef b():\n    pass"


def test_merge_adjacent_joins_neighbours_at_the_best_one_s_place() -> None:
    # Document a: line n (22 to 33) is "line n", then "far" and "away" on lines 38 and 39.
    def lines(first: int, last: int) -> str:
        return "\n".join(f"line {n}" for n in range(first, last + 1))

    hits = [
        hit("a", 3, lines(24, 29), 0.9, (24, 29)),
        hit("b", 0, "other", 0.8, (1, 1)),
        hit("a", 2, lines(22, 27), 0.7, (22, 27)),
        hit("a", 5, "far\naway", 0.6, (38, 39)),
        hit("a", 4, lines(28, 33), 0.5, (28, 33)),
    ]
    merged = merge_adjacent(hits)
    assert [(h.document_id, h.chunk_index) for h in merged] == [("a", 2), ("b", 0)]
    first = merged[0]
    assert first.score == 0.9 and (first.line_start, first.line_end) == (22, 39)
    assert first.text == lines(22, 33) + "\n" * 5 + "far\naway"  # lines 33 and 38 apart
    assert merge_adjacent([hit("a", 0), hit("a", 2)]) == [hit("a", 0), hit("a", 2)]


def test_merging_repeated_lines_cites_exactly_the_lines_shown() -> None:
    """Issue 30.8: 150 identical log lines gave one result citing 1-150 with 21 lines of content:
    the longest end of a chunk that the next one starts with is most of it when every line is the
    same; the chunks' lines say how long the overlap really is."""
    line = "2026-01-01 12:00:00 INFO worker-3 connection pool exhausted, retrying in 5 s"
    content = "\n".join([line] * 150)
    hits = chunk_hits(content, "documentation", window=80)
    assert len(hits) > 5
    (merged,) = merge_adjacent(hits[::-1])  # in any order
    assert (merged.line_start, merged.line_end) == (1, 150)
    assert merged.text == content


def test_a_run_whose_texts_do_not_join_into_its_lines_is_left_unmerged() -> None:
    """Texts that are not the lines they claim (stored by an older chunker, edited by hand): no
    result may cite lines it does not show, so the hits stay apart, each at its own rank."""
    hits = [hit("a", 0, "one two three four", 0.9, (1, 4)), hit("b", 0, "other", 0.8, (1, 1)), hit("a", 1, "three four five", 0.7, (4, 6))]
    assert merge_adjacent(hits) == hits


def chunk_hits(content: str, content_type: str, window: int) -> list[Hit]:
    """The chunks the real chunker cuts `content` into, as hits with the lines indexing gives them."""
    numbers = LineNumbers(content)
    hits = []
    for index, piece in enumerate(Chunker(whitespace_offsets, window).split_spans(content, content_type)):
        hits.append(hit("doc", index, piece.text, 1.0 / (index + 1), numbers.span(piece.start, piece.end)))
    return hits


@pytest.mark.parametrize("content_type", ["code", "documentation", "chat", "decision"])
@pytest.mark.parametrize("seed", range(12))
def test_every_merged_result_shows_exactly_the_lines_it_cites(content_type: str, seed: int) -> None:
    """Repetitive text (a few distinct lines in a random order, runs of one, blank lines) cut by the
    real chunker; random subsets of its chunks merged: each result's text is inside its cited lines
    and spans all of them, first to last."""
    rng = random.Random(seed)
    vocabulary = ["ERROR retry in 5 s", "ERROR retry in 5 s", "INFO ok", "", "    indented ok", "[bot] retry in 5 s"]
    lines = [rng.choice(vocabulary) for _ in range(rng.randint(30, 200))]
    lines[0] = "first line"
    content = "\n".join(lines)
    hits = chunk_hits(content, content_type, window=rng.choice([16, 24, 40]))
    chosen = [h for h in hits if rng.random() < 0.7] or hits[:1]
    rng.shuffle(chosen)
    for result in merge_adjacent(chosen):
        assert result.line_start is not None and result.line_end is not None
        cited = "\n".join(lines[result.line_start - 1 : result.line_end])
        shown = result.text
        marker = re.match(r"\[[^\]\n]{1,64}\] ", shown)  # a chat chunk may carry its speaker's tag in front
        if marker and shown[marker.end():] and not cited.startswith(shown[: marker.end()]):
            shown = shown[marker.end():]
        assert shown in cited, (result.line_start, result.line_end, shown[:120])
        assert shown.count("\n") == result.line_end - result.line_start, (result.line_start, result.line_end)


def test_pack_tokens_fills_the_budget_and_cuts_the_last_at_a_line() -> None:
    first = hit("a", 0, "one two three\nfour five", lines=(1, 2))  # 5 tokens
    second = hit("b", 0, "six seven\neight nine\nten eleven twelve", lines=(10, 12))  # 7 tokens
    third = hit("c", 0, "thirteen")
    packed = pack_tokens([first, second, third], 8, whitespace_tokens)
    assert packed.truncated
    assert [h.text for h in packed.hits] == ["one two three\nfour five", "six seven"]
    assert (packed.hits[1].line_start, packed.hits[1].line_end) == (10, 10)
    assert sum(whitespace_tokens(h.text) for h in packed.hits) <= 8
    assert pack_tokens([first, second], 12, whitespace_tokens) == type(packed)([first, second], truncated=False)
    # Not even a line of the next one fits: it is left out, and the answer says so.
    left_out = pack_tokens([first, second], 6, whitespace_tokens)
    assert left_out.truncated and left_out.hits == [first]


def test_shape_without_options_is_the_first_limit_hits_unchanged() -> None:
    hits = [hit("a", 0), hit("a", 1), hit("b", 0)]
    assert shape_results(hits, 2, ResultShape(), whitespace_tokens).hits == hits[:2]
    assert ResultShape().candidates(5) == 5 and ResultShape(max_per_document=1).candidates(5) == 25
    assert ResultShape(merge_adjacent=True).candidates(20) == 100


# --- SearchService with the options, at each level


def long_document(source: str, topic: str, paragraphs: int = 8) -> IndexRequest:
    body = "\n\n".join(f"{topic} paragraph {n}: " + " ".join(f"{topic}{n}w{k}" for k in range(40)) + f" {topic}" for n in range(paragraphs))
    return IndexRequest(body, "documentation", "s-long", source)


async def long_rig() -> Rig:
    return await make_rig(corpus=[long_document("a.md", "jackpot"), long_document("b.md", "jackpot", 2), long_document("c.md", "login")])


@pytest.mark.parametrize("down", [None, "embedder", "vectors"])
async def test_max_per_document_never_returns_two_chunks_of_one_document_at_any_level(down: str | None) -> None:
    rig = await long_rig()
    if down == "embedder":
        rig.embedder.switch.set("fail")
    if down == "vectors":
        rig.vectors.switch.set("fail")
    plain = await rig.search("jackpot paragraph", limit=5)
    capped = await rig.search("jackpot paragraph", limit=5, shape=ResultShape(max_per_document=1))
    expected_level = FallbackLevel.PRIMARY if down is None else FallbackLevel.KEYWORD
    assert plain.level is capped.level is expected_level
    assert len({h.document_id for h in plain.hits}) < len(plain.hits)  # the plain answer repeats a.md
    documents = [h.document_id for h in capped.hits]
    assert len(documents) == len(set(documents)) == 3
    assert capped.hits[0].vector_id == plain.hits[0].vector_id
    assert all(h.line_start is not None and h.chunk_index is not None and h.session_id == "s-long" for h in capped.hits)


async def test_merge_adjacent_answers_one_result_per_run_with_its_line_range() -> None:
    rig = await long_rig()
    merged = await rig.search("jackpot paragraph", limit=5, shape=ResultShape(merge_adjacent=True))
    documents = [h.document_id for h in merged.hits]
    assert len(documents) == len(set(documents))  # every chunk of a.md and b.md is a neighbour of another
    stored = await rig.store.get_document(long_document("a.md", "jackpot").document_id)
    assert stored is not None
    a = next(h for h in merged.hits if h.source == "a.md")
    lines = stored.content.split("\n")
    assert a.line_start is not None and a.line_end is not None
    assert a.text.count("paragraph") == len([line for line in lines[a.line_start - 1 : a.line_end] if "paragraph" in line])


async def test_max_tokens_bounds_the_answer_by_the_embedder_s_tokenizer() -> None:
    rig = await long_rig()
    budget = 70
    outcome = await rig.search("jackpot paragraph", limit=5, shape=ResultShape(max_tokens=budget))
    assert outcome.truncated is True
    assert sum(rig.embedder.count_tokens(h.text) for h in outcome.hits) <= budget
    roomy = await rig.search("jackpot paragraph", limit=2, shape=ResultShape(max_tokens=100_000))
    assert roomy.truncated is False and len(roomy.hits) == 2
    assert (await rig.search("jackpot paragraph", limit=2)).truncated is None


async def test_the_cache_keeps_answers_of_different_options_apart() -> None:
    rig = await long_rig()
    plain = await rig.search("jackpot paragraph", limit=5)
    capped = await rig.search("jackpot paragraph", limit=5, shape=ResultShape(max_per_document=1))
    again = await rig.search("jackpot paragraph", limit=5, shape=ResultShape(max_per_document=1))
    assert again.cache_hit and [h.vector_id for h in again.hits] == [h.vector_id for h in capped.hits]
    assert [h.vector_id for h in plain.hits] != [h.vector_id for h in capped.hits]


async def test_explain_says_which_level_and_list_found_each_result() -> None:
    rig = await make_rig()
    outcome = await rig.search("grand jackpot threshold", shape=ResultShape(explain=True))
    top = outcome.hits[0].explain
    assert top is not None and top["level"] == 1 and top["foundBy"] == "vector_index"
    assert top["denseRank"] == 1 and top["keywordRank"] == 1
    assert 0 < top["denseScore"] <= 1 and top["keywordScore"] > 0 and top["fusedScore"] > 0
    assert (await rig.search("grand jackpot threshold")).hits[0].explain is None
    rig.embedder.switch.set("fail")
    level_2 = await rig.search("jackpot threshold grand", shape=ResultShape(explain=True))
    assert level_2.level is FallbackLevel.KEYWORD
    explain = level_2.hits[0].explain
    assert explain is not None and explain["level"] == 2 and explain["foundBy"] == "vector_index"
    assert explain["keywordRank"] == 1 and explain["denseScore"] is None and explain["fusedScore"] is None
    rig.vectors.switch.set("fail")
    rig.clock.advance(60)
    from_store = await rig.search("login timeout", shape=ResultShape(explain=True))
    assert from_store.hits[0].explain is not None and from_store.hits[0].explain["foundBy"] == "store"


# --- backfill


async def test_backfill_gives_chunks_stored_without_lines_the_lines_indexing_gives() -> None:
    rig = await long_rig()
    expected = {}
    for document_id, document in list(rig.store.documents.items()):
        expected.update({chunk.vector_id: (chunk.line_start, chunk.line_end) for chunk in document.chunks})
        bare = tuple(dataclasses.replace(chunk, line_start=None, line_end=None) for chunk in document.chunks)
        rig.store.documents[document_id] = dataclasses.replace(document, chunks=bare)
        for chunk in bare:
            vector, _ = rig.vectors.points[chunk.vector_id]
            rig.vectors.points[chunk.vector_id] = (vector, chunk)
    report = await backfill_lines(rig.store, rig.vectors, batch=2)
    assert report.documents == 3 and report.chunks == len(expected) and report.unlocated == 0
    for document in rig.store.documents.values():
        for chunk in document.chunks:
            assert (chunk.line_start, chunk.line_end) == expected[chunk.vector_id]
            assert rig.vectors.points[chunk.vector_id][1].line_start == chunk.line_start
    assert (await backfill_lines(rig.store, rig.vectors)).chunks == 0
