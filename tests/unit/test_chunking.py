"""chunking.Chunker, with a whitespace tokenizer and with the embedder's real tokenizer
(all-MiniLM-L6-v2's tokenizer.json, without truncation or padding, as the local embedder uses it),
on generated text, on real source files (tests/fixtures/source) and on the pathological documents
of tests/unit/pathological.py."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from rag_context.core.chunking import PROFILES, Chunker
from tests.unit import pathological
from tests.unit.fakes import whitespace_offsets, whitespace_tokens

SPEC_SIZE = {name: profile.max_tokens for name, profile in PROFILES.items()}
MINILM_WINDOW = 254  # max_seq_length 256 minus [CLS] and [SEP], as LocalEmbedder.max_tokens

VOCAB = (
    "the jackpot threshold rises when grand pool grows beyond what the strategy expected and "
    "every agent must watch casino balance carefully before placing another spin while oracle "
    "reviews decision history to find patterns in payout timing across many sessions of play"
).split()


class MiniLMTokens:
    """Counts tokens when called; `offsets` gives their character offsets, which a Chunker takes."""

    def __init__(self) -> None:
        from rag_context.backends.embedders.onnx_minilm import load_counter

        self.tokenizer = load_counter()  # MiniLM's tokenizer, shipped with the package
        self.calls = 0
        self.characters = 0  # tokenized, over all calls: the chunker's work

    def __call__(self, text: str) -> int:
        return len(self.tokenizer.encode(text, add_special_tokens=False).ids)

    def offsets(self, text: str) -> list[tuple[int, int]]:
        self.calls += 1
        self.characters += len(text)
        return self.tokenizer.encode(text, add_special_tokens=False).offsets


@pytest.fixture(scope="module")
def minilm_count() -> MiniLMTokens:
    return MiniLMTokens()


# --- text makers (seeded: the same text on every run)


def prose(n_words: int, seed: int = 7) -> str:
    """Sentences of 6-18 words, paragraphs of 3-6 sentences; every 10th word is numbered so that
    runs of words are unique in the text."""
    rnd = random.Random(seed)
    paragraphs, sentences, sentence = [], [], []
    for index in range(n_words):
        word = rnd.choice(VOCAB) if index % 10 else f"item{index}"
        sentence.append(word)
        if len(sentence) >= rnd.randint(6, 18):
            sentences.append(" ".join(sentence).capitalize() + ".")
            sentence = []
            if len(sentences) >= rnd.randint(3, 6):
                paragraphs.append(" ".join(sentences))
                sentences = []
    if sentence:
        sentences.append(" ".join(sentence) + ".")
    if sentences:
        paragraphs.append(" ".join(sentences))
    return "\n\n".join(paragraphs) + "\n"


def markdown(sections: int, words_per_section: int) -> str:
    parts = ["# Decision log"]
    for number in range(sections):
        body = " ".join(f"s{number}w{index}" for index in range(words_per_section))
        parts.append(f"## Section {number}\n\n{body}\n")
    return "\n".join(parts) + "\n"


def python_code(functions: int, lines_per_function: int) -> str:
    parts = ["import os", ""]
    for number in range(functions):
        body = "\n".join(f"    value_{number}_{line} = compute({number}, {line})" for line in range(lines_per_function))
        parts.append(f"def handler_{number}(request):\n{body}\n    return value_{number}_0\n")
    return "\n".join(parts)


def javascript_code(functions: int, lines_per_function: int) -> str:
    parts = ["'use strict';", ""]
    for number in range(functions):
        body = "\n".join(f"  const v{number}_{line} = compute({number}, {line});" for line in range(lines_per_function))
        parts.append(f"function handler{number}(request) {{\n{body}\n  return v{number}_0;\n}}\n")
    return "\n".join(parts)


# --- checks


def find_run(words: list[str], run: list[str], from_index: int) -> int | None:
    return next((s for s in range(from_index, len(words) - len(run) + 1) if words[s : s + len(run)] == run), None)


def locate(source: str, chunks: list[str]) -> list[tuple[int, int]]:
    """Where each chunk's words are, as a contiguous run of the source's words: (start, end).

    Fails unless every chunk is a run of the source (nothing invented, order kept), the first
    chunk starts at the beginning, each chunk starts no later than the previous one ended (no
    gap: nothing lost) and the last one reaches the end."""
    words = source.split()
    spans: list[tuple[int, int]] = []
    previous_start, covered = 0, 0
    for number, chunk in enumerate(chunks):
        run = chunk.split()
        assert run, f"chunk {number} is empty"
        start = find_run(words, run, previous_start)
        if start is None:
            # A documentation chunk that starts inside a section carries the section's header in
            # front: the rest is the run of the source.
            header, _, rest = chunk.partition("\n")
            if re.fullmatch(r"#{1,3} .+", header) and header in source and rest.strip():
                run = rest.split()
                start = find_run(words, run, previous_start)
        assert start is not None, f"chunk {number} is not a run of the source's words in order: {chunk[:120]!r}"
        assert start <= covered, f"words {covered}..{start} of the source are in no chunk (before chunk {number})"
        spans.append((start, start + len(run)))
        previous_start, covered = start, max(covered, start + len(run))
    assert spans[0][0] == 0
    assert covered == len(words), f"the last {len(words) - covered} words are in no chunk"
    return spans


def assert_fits(chunks: list[str], count: Callable[[str], int], limit: int) -> None:
    sizes = [count(chunk) for chunk in chunks]
    assert max(sizes) <= limit, f"chunk sizes {sizes} exceed {limit}"


def own_starts(source: str, chunks: list[str]) -> list[str]:
    """For each chunk after the first: its first word that the chunk before does not hold, that is
    where its own content begins once the carried overlap is skipped."""
    words = source.split()
    spans = locate(source, chunks)
    return [words[spans[index - 1][1]] for index in range(1, len(spans))]


def assert_overlaps(spans: list[tuple[int, int]]) -> None:
    for index in range(1, len(spans)):
        assert spans[index][0] < spans[index - 1][1], f"chunk {index} shares no words with chunk {index - 1}"


# --- budget


def test_budget_is_the_smaller_of_the_spec_size_and_the_window() -> None:
    wide = Chunker(whitespace_offsets, 4096)
    assert wide.budget("documentation")[0] == 512
    assert wide.budget("decision")[0] == 512
    assert wide.budget("code")[0] == 256
    narrow = Chunker(whitespace_offsets, MINILM_WINDOW)
    assert narrow.budget("documentation")[0] == MINILM_WINDOW
    assert narrow.budget("code")[0] == min(256, MINILM_WINDOW)
    for content_type in PROFILES:
        budget, overlap = narrow.budget(content_type)
        assert 0 < overlap < budget


def test_a_window_smaller_than_eight_tokens_is_refused() -> None:
    with pytest.raises(ValueError):
        Chunker(whitespace_offsets, 7)


# --- every chunk fits, nothing is lost


@pytest.mark.parametrize("content_type", ["documentation", "decision", "chat", "code"])
@pytest.mark.parametrize("window", [40, 100, 4096])
def test_prose_chunks_fit_and_lose_nothing_with_whitespace_counter(content_type: str, window: int) -> None:
    text = prose(3000)
    chunker = Chunker(whitespace_offsets, window)
    chunks = chunker.split(text, content_type)
    assert len(chunks) > 1
    assert_fits(chunks, whitespace_tokens, min(SPEC_SIZE[content_type], window))
    if content_type != "chat":  # chat may carry speaker tags in front: checked on its own below
        locate(text, chunks)


@pytest.mark.parametrize("content_type", ["documentation", "decision", "code"])
def test_consecutive_chunks_of_long_prose_overlap_with_whitespace_counter(content_type: str) -> None:
    text = prose(3000)
    chunks = Chunker(whitespace_offsets, 100).split(text, content_type)
    assert len(chunks) > 20
    assert_overlaps(locate(text, chunks))


@pytest.mark.parametrize("content_type", ["documentation", "decision", "code"])
def test_prose_chunks_fit_the_minilm_window_with_its_tokenizer(content_type: str, minilm_count) -> None:
    text = prose(2500, seed=11)
    chunker = Chunker(minilm_count.offsets, MINILM_WINDOW)
    chunks = chunker.split(text, content_type)
    assert len(chunks) > 3
    assert_fits(chunks, minilm_count, min(SPEC_SIZE[content_type], MINILM_WINDOW))
    spans = locate(text, chunks)
    assert_overlaps(spans)


def report_paragraphs(n_paragraphs: int, seed: int) -> str:
    """Prose in paragraphs of 80-200 words (about 100-250 MiniLM tokens), as reports and decision
    records are written: each paragraph fits the window on its own."""
    rnd = random.Random(seed)
    paragraphs, number = [], 0
    for _ in range(n_paragraphs):
        words = []
        for _ in range(rnd.randint(80, 200)):
            number += 1
            words.append(rnd.choice(VOCAB) if number % 10 else f"item{number}")
            if rnd.random() < 0.08:
                words[-1] += "."
        paragraphs.append(" ".join(words) + ".")
    return "\n\n".join(paragraphs) + "\n"


@pytest.mark.parametrize("content_type", ["documentation", "decision"])
def test_consecutive_chunks_of_long_prose_overlap_on_the_minilm_window(content_type: str, minilm_count) -> None:
    # The spec: 50 tokens of overlap between chunks. A paragraph that fits the window but not the
    # window minus the overlap must not make the next chunk start without any overlap.
    text = report_paragraphs(30, seed=1)
    chunks = Chunker(minilm_count.offsets, MINILM_WINDOW).split(text, content_type)
    assert len(chunks) > 10
    assert_fits(chunks, minilm_count, MINILM_WINDOW)
    assert_overlaps(locate(text, chunks))


def test_a_short_text_is_one_chunk_equal_to_the_text() -> None:
    text = "Raise the grand threshold to 1500 when the pool grows.\n"
    assert Chunker(whitespace_offsets, 100).split(text, "decision") == [text.strip()]


@pytest.mark.parametrize("content_type", list(PROFILES))
@pytest.mark.parametrize("text", ["", " ", "\n\n\t  \n", "   \r\n   "])
def test_whitespace_only_input_gives_no_chunk(content_type: str, text: str) -> None:
    assert Chunker(whitespace_offsets, 100).split(text, content_type) == []


def test_chunking_is_deterministic(minilm_count) -> None:
    text = prose(1500, seed=3) + "\n" + markdown(6, 80) + "\n" + python_code(8, 12)
    for content_type in PROFILES:
        first = Chunker(minilm_count.offsets, MINILM_WINDOW).split(text, content_type)
        second = Chunker(minilm_count.offsets, MINILM_WINDOW).split(text, content_type)
        assert first == second
        assert len(first) == len(Chunker(minilm_count.offsets, MINILM_WINDOW).split(text, content_type))


# --- headers


@pytest.mark.parametrize("content_type", ["documentation", "decision"])
def test_documentation_splits_at_markdown_headers(content_type: str) -> None:
    # Each section (2 + 30 words) fits in 100 tokens with the 25 of overlap, two together do not.
    text = markdown(sections=5, words_per_section=30)
    chunks = Chunker(whitespace_offsets, 100).split(text, content_type)
    assert len(chunks) >= 2
    assert_fits(chunks, whitespace_tokens, 100)
    # Once the overlap carried from the chunk before is skipped, every chunk begins with a header.
    assert own_starts(text, chunks) == ["##"] * (len(chunks) - 1)
    for chunk in chunks[1:]:
        assert re.search(r"(^|\s)## Section \d+\n", chunk), chunk[:80]
    # No section is cut in two: each one is whole in some chunk.
    for number in range(5):
        section = " ".join(f"s{number}w{index}" for index in range(30))
        assert any(section in " ".join(chunk.split()) for chunk in chunks), f"section {number} was cut"


def test_documentation_with_real_tokenizer_splits_at_headers(minilm_count) -> None:
    text = markdown(sections=8, words_per_section=40)
    _, overlap = Chunker(minilm_count.offsets, MINILM_WINDOW).budget("documentation")
    sizes = [minilm_count(part) for part in text.split("\n## ")]
    assert max(sizes) + overlap <= MINILM_WINDOW < 2 * min(sizes[1:])  # each fits, with its overlap; two do not
    chunks = Chunker(minilm_count.offsets, MINILM_WINDOW).split(text, "documentation")
    assert len(chunks) >= 2
    assert_fits(chunks, minilm_count, MINILM_WINDOW)
    assert own_starts(text, chunks) == ["##"] * (len(chunks) - 1)


# --- code


def test_python_code_splits_at_function_boundaries() -> None:
    # One function is 2 + 12 * 5 + 2 = 64 words: one fits in 150 with the 25 of overlap, three do not.
    text = python_code(functions=8, lines_per_function=12)
    chunks = Chunker(whitespace_offsets, 150).split(text, "code")
    assert len(chunks) >= 3
    assert_fits(chunks, whitespace_tokens, 150)
    assert own_starts(text, chunks) == ["def"] * (len(chunks) - 1)
    for number in range(8):
        definition = f"def handler_{number}(request):"
        holder = [chunk for chunk in chunks if definition in chunk]
        assert holder, f"{definition} is in no chunk"
        body = " ".join(text.split(definition)[1].split("def handler_")[0].split())
        assert any(body in " ".join(chunk.split()) for chunk in holder), f"handler_{number} was cut"


def test_javascript_code_splits_at_function_boundaries(minilm_count) -> None:
    text = javascript_code(functions=10, lines_per_function=8)
    chunks = Chunker(minilm_count.offsets, MINILM_WINDOW).split(text, "code")
    assert len(chunks) >= 2
    assert_fits(chunks, minilm_count, min(256, MINILM_WINDOW))
    assert own_starts(text, chunks) == ["function"] * (len(chunks) - 1)


def test_class_definitions_start_chunks() -> None:
    classes = []
    for number in range(6):
        # 2 + 15 * 3 = 47 words: one class fits in 80 with the 20 of overlap, two do not.
        methods = "\n".join(f"    field_{number}_{index} = {index}" for index in range(15))
        classes.append(f"class Model{number}:\n{methods}\n")
    text = "\n".join(classes)
    chunks = Chunker(whitespace_offsets, 80).split(text, "code")
    assert len(chunks) >= 3
    assert_fits(chunks, whitespace_tokens, 80)
    assert own_starts(text, chunks) == ["class"] * (len(chunks) - 1)


# --- chat


def chat_turn(tag: str, prefix: str, n_words: int) -> str:
    return f"{tag} " + " ".join(f"{prefix}{index}" for index in range(n_words)) + "\n"


SPEAKER_OF_PREFIX = {"o": ("[Oracle]", "Oracle:"), "h": ("[Hunter]", "Hunter:")}
_TAG_AT_START = re.compile(r"^(\[[^\]\n]+\]|[A-Za-z][\w.@-]*:)\s")


def check_speakers(chunks: list[str]) -> None:
    """Every chunk opens with a speaker tag, and it is the tag of whoever said the first word after it
    (words are o<n> for Oracle, h<n> for Hunter)."""
    for number, chunk in enumerate(chunks):
        match = _TAG_AT_START.match(chunk)
        assert match, f"chunk {number} does not start with a speaker tag: {chunk[:60]!r}"
        first_word = chunk[match.end() :].split()[0]
        assert match.group(1) in SPEAKER_OF_PREFIX[first_word[0]], (
            f"chunk {number} opens with {match.group(1)!r} but its first words are {first_word[0]!r}'s: {chunk[:80]!r}"
        )


@pytest.mark.parametrize("tag", ["[Oracle]", "Oracle:"])
def test_chat_chunks_inside_one_long_turn_all_carry_its_speaker(tag: str) -> None:
    text = chat_turn(tag, "o", 400)
    chunks = Chunker(whitespace_offsets, 80).split(text, "chat")
    assert len(chunks) >= 6
    assert_fits(chunks, whitespace_tokens, 80)
    assert all(chunk.startswith(tag + " o") for chunk in chunks), [chunk[:20] for chunk in chunks]
    assert sum(chunk.count(tag) for chunk in chunks) == len(chunks)  # carried once, never doubled


def test_chat_chunks_inside_a_long_turn_carry_the_speaker_tag() -> None:
    text = chat_turn("[Oracle]", "o", 300) + chat_turn("[Hunter]", "h", 200)
    chunker = Chunker(whitespace_offsets, 80)
    chunks = chunker.split(text, "chat")
    assert len(chunks) >= 6
    assert_fits(chunks, whitespace_tokens, 80)
    check_speakers(chunks)


def test_chat_chunks_carry_name_colon_speaker_tags() -> None:
    text = chat_turn("Oracle:", "o", 150) + chat_turn("Hunter:", "h", 100)
    chunks = Chunker(whitespace_offsets, 80).split(text, "chat")
    assert len(chunks) >= 3
    assert_fits(chunks, whitespace_tokens, 80)
    check_speakers(chunks)


def test_chat_chunk_tag_names_who_said_the_carried_overlap() -> None:
    # Short turns: a chunk boundary falls between turns, and the overlap carried into the next chunk
    # comes from the previous speaker's turn.
    text = "".join(chat_turn(("[Oracle]", "[Hunter]")[n % 2], "oh"[n % 2], 19) for n in range(6))
    chunks = Chunker(whitespace_offsets, 80).split(text, "chat")
    assert len(chunks) >= 2
    check_speakers(chunks)


def test_chat_nothing_is_lost_in_order() -> None:
    text = "".join(chat_turn(("[Oracle]", "[Hunter]")[n % 2], "oh"[n % 2], 45 + 10 * n) for n in range(8))
    chunks = Chunker(whitespace_offsets, 80).split(text, "chat")
    stream = iter(" ".join(chunks).split())
    missing = [word for word in text.split() if word not in stream]  # subsequence check
    assert not missing, f"lost (or out of order): {missing[:10]}"


def test_chat_chunks_with_real_tokenizer_fit_the_window(minilm_count) -> None:
    text = "".join(chat_turn(("[Oracle]", "[Hunter]")[n % 2], "oh"[n % 2], 120 + 40 * n) for n in range(6))
    chunks = Chunker(minilm_count.offsets, MINILM_WINDOW).split(text, "chat")
    assert len(chunks) > 3
    assert_fits(chunks, minilm_count, MINILM_WINDOW)
    check_speakers(chunks)


def test_chat_chunks_with_timestamped_speaker_tags_fit_the_window(minilm_count) -> None:
    # Chat exports often put a timestamp in the speaker tag; the carried tag must not push a chunk
    # past the model's window (the model would silently drop the end of it).
    rnd = random.Random(5)
    turns = []
    for number in range(4):
        tag = f"[2024-05-0{number + 1}T12:34:56.789+00:00 Oracle]"
        turns.append(tag + " " + " ".join(rnd.choice(VOCAB) for _ in range(400)) + "\n")
    text = "".join(turns)
    chunks = Chunker(minilm_count.offsets, MINILM_WINDOW).split(text, "chat")
    assert len(chunks) > 4
    assert_fits(chunks, minilm_count, MINILM_WINDOW)


# --- no boundary at all


def minified_json(entries: int) -> str:
    """One 'word' with no space at all: minified JSON (the tokenizer's pre-tokenizer still sees its
    punctuation, so it is thousands of tokens; a run of letters over 100 characters would be a
    single [UNK] for WordPiece and fit anyway)."""
    return json.dumps({f"key{index}": f"value{index}" for index in range(entries)}, separators=(",", ":"))


def test_a_huge_word_is_hard_split_into_pieces_that_fit(minilm_count) -> None:
    word = minified_json(600)
    assert " " not in word and minilm_count(word) > 5 * MINILM_WINDOW
    chunks = Chunker(minilm_count.offsets, MINILM_WINDOW).split(word, "documentation")
    assert len(chunks) > 5
    assert_fits(chunks, minilm_count, MINILM_WINDOW)
    assert "".join(chunks) == word


def test_a_huge_word_is_hard_split_with_a_character_counter() -> None:
    word = "x" * 1000
    chunks = Chunker(lambda text: [(index, index + 1) for index in range(len(text))], 64).split(word, "code")
    assert len(chunks) >= 1000 // 64
    assert all(0 < len(chunk) <= 64 for chunk in chunks)
    assert "".join(chunks) == word


def test_a_huge_word_inside_prose_loses_nothing(minilm_count) -> None:
    word = minified_json(300)
    text = prose(300, seed=2) + " " + word + " " + prose(300, seed=4)
    chunks = Chunker(minilm_count.offsets, MINILM_WINDOW).split(text, "documentation")
    assert_fits(chunks, minilm_count, MINILM_WINDOW)
    # The word's pieces (the only tokens with a quote in them), in order, rebuild it.
    pieces = [token for chunk in chunks for token in chunk.split() if '"' in token]
    rebuilt = "".join(dict.fromkeys(pieces))  # a piece carried as overlap would appear twice
    assert rebuilt == word


def test_a_documentation_chunk_inside_a_section_carries_its_header() -> None:
    body = " ".join(f"w{index}" for index in range(300))
    text = f"# Guide\n\nIntro words here.\n\n## Retry policy\n\n{body}\n"
    chunks = Chunker(whitespace_offsets, 100).split(text, "documentation")
    assert len(chunks) >= 3
    for chunk in chunks[1:]:
        assert chunk.startswith("## Retry policy\n"), chunk[:40]
    assert_fits(chunks, whitespace_tokens, 100)


# --- every chunk is a piece of the text as written: whitespace, newlines and indentation kept

SOURCE_FILES = sorted((Path(__file__).resolve().parents[1] / "fixtures" / "source").iterdir())
_CARRIED_MARKER = {
    "chat": re.compile(r"(\[[^\]\n]{1,64}\]|[A-Za-z][\w .@-]{0,40}:) "),
    "decision": re.compile(r"(#{1,3} [^\n]{1,200})\n"),
    "documentation": re.compile(r"(#{1,3} [^\n]{1,200})\n"),
}


_SPACES = re.compile(r"\s*")


def exact_spans(text: str, chunks: list[str], content_type: str) -> list[tuple[int, int]]:
    """Where each chunk is in the text, as an exact substring (a chat or documentation chunk that
    starts inside a turn or a section has the speaker's tag or the header of the text in front:
    the rest is exact). Fails unless each chunk starts after the one before and no later than the
    first character the chunks before leave out, and the last one reaches the end: every
    character but whitespace is in a chunk, as written. (Of two places that fit, the later one
    is taken: a repetitive text has many.)"""
    spans: list[tuple[int, int]] = []
    previous_start, covered = -1, 0
    for number, chunk in enumerate(chunks):
        first_left_out = _SPACES.match(text, covered).end()
        candidates = [chunk]
        marker = _CARRIED_MARKER.get(content_type)
        if marker and (match := marker.match(chunk)) and match.group(1) in text:
            candidates.append(chunk[match.end() :])
        for body in candidates:
            position = text.rfind(body, previous_start + 1, first_left_out + len(body))
            if position >= 0:
                break
        assert position >= 0, f"chunk {number} is not the text as written, in order: {chunk[:120]!r}"
        spans.append((position, position + len(body)))
        previous_start, covered = position, max(covered, position + len(body))
    assert not text[covered:].strip(), "the text's end is in no chunk"
    return spans


def chat_transcript() -> str:
    turns = []
    for number in range(24):
        speaker = ("[Oracle]", "[Hunter]", "Fixer:")[number % 3]
        lines = [" ".join(VOCAB[(number * 7 + index) % len(VOCAB)] for index in range(k, k + 12)) for k in range(3)]
        turns.append(f"{speaker} " + "\n    ".join(lines) + "\n")  # continuation lines indented
    return "".join(turns)


def markdown_with_code() -> str:
    sections = ["# Runbook\n"]
    for number in range(6):
        steps = "\n".join(f"{index + 1}. Check pool {number}-{index} before the {VOCAB[index]} spin." for index in range(8))
        code = "\n".join(f"    rag-context index --source pool{number}.md --limit {index}" for index in range(6))
        sections.append(f"## Pool {number}\n\n{steps}\n\n{code}\n\n\tTabbed note {number}.\n")
    return "\n".join(sections)


TEXTS = {path.name: path.read_text() for path in SOURCE_FILES} | {
    "chat transcript": chat_transcript(),
    "markdown with code": markdown_with_code(),
}


def test_the_source_fixtures_are_real_code_in_three_languages() -> None:
    assert {path.suffix for path in SOURCE_FILES} == {".py", ".cs", ".ts"}
    for path in SOURCE_FILES:
        assert path.read_text().count("\n    ") > 30  # indented, multi-line


@pytest.mark.parametrize("content_type", list(PROFILES))
@pytest.mark.parametrize("name", list(TEXTS))
def test_every_chunk_is_an_exact_piece_of_the_text(name: str, content_type: str, minilm_count) -> None:
    text = TEXTS[name]
    chunks = Chunker(minilm_count.offsets, MINILM_WINDOW).split(text, content_type)
    assert len(chunks) > 2
    assert_fits(chunks, minilm_count, min(SPEC_SIZE[content_type], MINILM_WINDOW))
    exact_spans(text, chunks, content_type)


@pytest.mark.parametrize("path", SOURCE_FILES, ids=lambda path: path.name)
def test_code_chunks_carry_whole_lines_with_their_indentation(path: Path, minilm_count) -> None:
    text = path.read_text()
    chunker = Chunker(minilm_count.offsets, MINILM_WINDOW)
    _, overlap = chunker.budget("code")
    chunks = chunker.split(text, "code")
    spans = exact_spans(text, chunks, "code")
    assert len(chunks) > 3
    for number in range(1, len(spans)):
        (_, previous_end), (start, _) = spans[number - 1], spans[number]
        assert start < previous_end, f"chunk {number} carries no overlap from chunk {number - 1}"
        line_start = text.rfind("\n", 0, start) + 1
        if start != line_start:
            # Only when the last line of the chunk before is longer than the overlap: whole words then.
            assert minilm_count(text[line_start:previous_end]) > overlap, f"chunk {number} starts inside a line: {chunks[number][:60]!r}"
    # Most chunks open at the start of a line, with its indentation.
    starting_lines = [chunk for chunk, (start, _) in zip(chunks, spans, strict=True) if start == text.rfind("\n", 0, start) + 1]
    assert len(starting_lines) > len(chunks) // 2
    assert any(chunk.startswith((" ", "\t")) for chunk in starting_lines)


def test_the_overlap_of_code_keeps_its_newlines_and_indentation(minilm_count) -> None:
    # Issue 13: the overlap was joined back with single spaces ("+ 0; var v22 = x * 22 + 0; var v23").
    lines = [f"        var v{number} = x * {number} + 0;" for number in range(300)]
    text = "class Values\n{\n    void Fill(int x)\n    {\n" + "\n".join(lines) + "\n    }\n}\n"
    chunks = Chunker(minilm_count.offsets, MINILM_WINDOW).split(text, "code")
    assert len(chunks) > 4
    spans = exact_spans(text, chunks, "code")
    for number, chunk in enumerate(chunks[1:], start=1):
        assert chunk.startswith("        var v"), chunk[:40]
        assert spans[number][0] < spans[number - 1][1]  # an overlap, and it is the text as written
        assert "; var" not in chunk


def test_a_chunk_starting_inside_a_section_keeps_the_indentation_of_its_first_line(minilm_count) -> None:
    code = "\n".join(f"    step_{index} = run({index})" for index in range(200))
    text = f"# Guide\n\n## Steps\n\n{code}\n"
    chunks = Chunker(minilm_count.offsets, MINILM_WINDOW).split(text, "documentation")
    assert len(chunks) > 2
    for chunk in chunks[1:]:
        assert chunk.startswith("## Steps\n    step_"), chunk[:40]
    exact_spans(text, chunks, "documentation")


# --- pathological documents: linear work, chunks that fit and lose nothing


@pytest.mark.parametrize("content_type", list(PROFILES))
@pytest.mark.parametrize("name", list(pathological.DOCUMENTS))
def test_a_100000_character_document_chunks_into_exact_pieces_that_fit(name: str, content_type: str, minilm_count) -> None:
    text = pathological.DOCUMENTS[name](100_000)
    assert len(text) == 100_000
    chunker = Chunker(minilm_count.offsets, MINILM_WINDOW)
    budget, _ = chunker.budget(content_type)
    chunks = chunker.split(text, content_type)
    sizes = [minilm_count(chunk) for chunk in chunks]
    assert max(sizes) <= budget
    exact_spans(text, chunks, content_type)
    # As few chunks as the budget allows, give or take the overlap: not thousands of slivers.
    total = minilm_count(text)
    assert total / budget <= len(chunks) <= 1.5 * total / budget + 1
    assert sum(size < budget // 4 for size in sizes[:-1]) <= 1


@pytest.mark.parametrize("name", list(pathological.DOCUMENTS))
def test_chunking_work_grows_linearly_with_the_text(name: str) -> None:
    # The text the tokenizer is given, in all: about twice the text (once whole, once chunk by
    # chunk), where cutting prefixes one by one re-tokenized the rest at every cut (quadratic).
    work = {}
    for chars in (25_000, 50_000):
        tokens = MiniLMTokens()
        chunks = Chunker(tokens.offsets, MINILM_WINDOW).split(pathological.DOCUMENTS[name](chars), "documentation")
        assert len(chunks) > 10
        work[chars] = (tokens.characters, tokens.calls)
        assert tokens.characters <= 3 * chars
        assert tokens.calls <= 2 * len(chunks) + 2
    assert work[50_000][0] <= 2.2 * work[25_000][0]
    assert work[50_000][1] <= 2.2 * work[25_000][1]


# --- a tokenizer that counts a piece of the text higher than the whole text's tokens say


class FinerOnItsOwn:
    """Tokens of `coarse` characters (within each word) in the whole text, of `fine` characters in
    any other text: each chunk, tokenized on its own, has more tokens than its span of the whole
    text. (Real tokenizers differ only where a cut splits a word: this makes every check count.)"""

    def __init__(self, whole: str, coarse: int, fine: int) -> None:
        self.whole, self.coarse, self.fine = whole, coarse, fine

    def offsets(self, text: str) -> list[tuple[int, int]]:
        size = self.coarse if text == self.whole else self.fine
        return [
            (position, min(position + size, word.end()))
            for word in re.finditer(r"\S+", text)
            for position in range(word.start(), word.end(), size)
        ]

    def count(self, text: str) -> int:
        return len(self.offsets(text))


def test_a_chunk_that_tokenizes_longer_on_its_own_is_cut_again() -> None:
    text = "\n".join(" ".join(f"w{line:03d}{index:03d}" for index in range(3)) for line in range(100)) + "\n"
    tokens = FinerOnItsOwn(text, coarse=4, fine=2)
    chunks = Chunker(tokens.offsets, 64).split(text, "code")
    assert_fits(chunks, tokens.count, 64)
    exact_spans(text, chunks, "code")
    # Cut again into chunks merged back up to the budget (5 lines of 12 tokens), not line by line.
    on_their_own = sum(tokens.count(line) for line in text.splitlines())
    assert len(chunks) <= 2 * on_their_own / 64 + 2
    assert sum(chunk.count("\n") + 1 for chunk in chunks) / len(chunks) >= 4


def test_a_hard_split_piece_that_tokenizes_longer_on_its_own_is_made_shorter() -> None:
    text = "x" * 8000
    tokens = FinerOnItsOwn(text, coarse=4, fine=2)
    chunks = Chunker(tokens.offsets, 64).split(text, "code")
    assert_fits(chunks, tokens.count, 64)
    assert "".join(chunks) == text
    assert len(chunks) <= 2 * tokens.count(text) / 64 + 2


def test_one_token_longer_than_the_budget_on_its_own_is_cut_by_characters() -> None:
    text = "y" * 5000
    tokens = FinerOnItsOwn(text, coarse=100, fine=1)
    chunks = Chunker(tokens.offsets, 64).split(text, "code")
    assert_fits(chunks, tokens.count, 64)
    assert "".join(chunks) == text
    assert all(len(chunk) == 64 for chunk in chunks[:-1])
