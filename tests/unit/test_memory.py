"""The reference semantics of core/memory (issue 32): what is current at an instant, the rules of a
request's memory, the cycle check, the ranking controls in Python, the suggestions' parsing and
rules. The backends are held to these in tests/backends/test_memory_*.py."""

from __future__ import annotations

import dataclasses
from datetime import datetime, timedelta, timezone

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from rag_context.core.memory.currency import (
    MAX_SUPERSESSION_DEPTH,
    NO_MEMORY,
    DocumentMemory,
    InvalidMemory,
    MemoryScope,
    MemoryUpdate,
    Supersession,
    check_no_cycle,
    check_supersedes,
    parse_instant,
    supersession_state,
)
from rag_context.core.memory.ranking import Ranking, Recency, apply_recency, diversify, maximal_marginal_relevance
from rag_context.core.memory.suggestions import (
    Candidate,
    SuggestionTuning,
    may_replace,
    references,
    similar,
    source_key,
    title_of,
    title_overlap,
)
from rag_context.core.models import FusionParams, Hit

T0 = datetime(2026, 1, 1, tzinfo=timezone.utc)


def at(days: float) -> datetime:
    return T0 + timedelta(days=days)


# --- currency


def test_current_at_an_instant() -> None:
    memory = DocumentMemory(valid_from=at(1), valid_until=at(5), superseded_by="b", superseded_at=at(3))
    assert [memory.current_at(at(day)) for day in (0, 1, 2, 3, 4, 5)] == [False, True, True, False, False, False]
    assert NO_MEMORY.current_at(at(0))


def test_a_scope_sees_what_was_indexed_and_current_then() -> None:
    superseded = DocumentMemory(superseded_by="b", superseded_at=at(3))
    now = at(10)
    assert not MemoryScope().admits(indexed_at=at(1), memory=superseded, now=now)
    assert MemoryScope(as_of=at(2)).admits(indexed_at=at(1), memory=superseded, now=now)
    assert not MemoryScope(as_of=at(0.5)).admits(indexed_at=at(1), memory=superseded, now=now)  # not yet indexed
    assert MemoryScope(include_superseded=True).admits(indexed_at=at(1), memory=superseded, now=now)
    assert not MemoryScope(as_of=at(0.5), include_superseded=True).admits(indexed_at=at(1), memory=superseded, now=now)
    assert MemoryScope(include_superseded=True).selects_all and not MemoryScope().selects_all


def test_the_earliest_supersession_counts_and_ties_are_settled_alike() -> None:
    relations = [Supersession("a", "c", at(4)), Supersession("a", "b", at(2)), Supersession("a", "d", at(2))]
    assert supersession_state(relations) == ("b", at(2))
    assert supersession_state([]) == (None, None)


def test_a_request_keeps_what_it_does_not_say() -> None:
    stored = DocumentMemory(supersedes=("x",), valid_until=at(9), superseded_by="z", superseded_at=at(5))
    assert MemoryUpdate().applied_to(stored) == stored
    assert MemoryUpdate(supersedes=()).applied_to(stored) == dataclasses.replace(stored, supersedes=())
    assert MemoryUpdate(valid_from=at(1)).applied_to(stored).valid_until == at(9)
    with pytest.raises(InvalidMemory):
        MemoryUpdate(valid_from=at(10)).applied_to(stored)  # after the stored validUntil


def test_the_declared_fields_add_to_the_fingerprint_only_when_given() -> None:
    assert NO_MEMORY.fingerprint_text() == ""
    assert DocumentMemory(superseded_by="z", superseded_at=at(1)).fingerprint_text() == ""  # derived: not the document's own
    assert DocumentMemory(supersedes=("x",)).fingerprint_text() != DocumentMemory(supersedes=("y",)).fingerprint_text()


def test_a_document_cannot_supersede_itself_nor_too_many() -> None:
    assert check_supersedes("a", ["b", "c", "b"]) == ("b", "c")
    with pytest.raises(InvalidMemory, match="itself"):
        check_supersedes("a", ["a"])
    with pytest.raises(InvalidMemory, match="at most"):
        check_supersedes("a", [str(number) for number in range(33)])


async def test_a_cycle_is_refused_a_chain_is_not() -> None:
    declared = {"b": ("c",), "c": ("d",), "d": ()}

    async def read(ids: list[str]) -> dict[str, tuple[str, ...]]:
        return {document_id: declared[document_id] for document_id in ids if document_id in declared}

    await check_no_cycle("a", ["b"], read)  # a -> b -> c -> d: a chain
    declared["d"] = ("a",)
    with pytest.raises(InvalidMemory, match="cycle") as refused:
        await check_no_cycle("a", ["b"], read)
    assert refused.value.document_ids == ("d",)
    long = {str(number): (str(number + 1),) for number in range(MAX_SUPERSESSION_DEPTH + 5)}

    async def read_long(ids: list[str]) -> dict[str, tuple[str, ...]]:
        return {document_id: long[document_id] for document_id in ids if document_id in long}

    with pytest.raises(InvalidMemory, match="deep"):
        await check_no_cycle("start", ["0"], read_long)


def test_instants_are_iso_from_1970_on() -> None:
    assert parse_instant("2026-01-01T00:00:00") == T0  # UTC when no offset
    assert parse_instant("2026-01-01T01:00:00+01:00") == T0
    for bad in ("7d", "yesterday", "1969-12-31T23:59:59Z", "2026-13-01"):
        with pytest.raises(ValueError):
            parse_instant(bad)


@given(
    st.lists(st.tuples(st.integers(0, 20), st.one_of(st.none(), st.integers(0, 20)), st.one_of(st.none(), st.integers(0, 20))), max_size=5),
    st.integers(0, 20),
    st.integers(0, 20),
)
def test_payload_round_trip_keeps_what_scopes_read(rows: list, indexed: int, moment: int) -> None:
    """A point's payload says the same of its document as the document's memory (any memory)."""
    for superseded, valid_from, valid_until in rows:
        memory = DocumentMemory(
            supersedes=("x",),
            valid_from=at(valid_from) if valid_from is not None else None,
            valid_until=at(valid_until) if valid_until is not None else None,
            superseded_by="b",
            superseded_at=at(superseded),
        )
        again = DocumentMemory.from_payload(memory.payload_fields())
        assert again == memory
        scope = MemoryScope(as_of=at(moment))
        assert scope.admits(indexed_at=at(indexed), memory=again, now=at(30)) == scope.admits(indexed_at=at(indexed), memory=memory, now=at(30))


# --- ranking


def hit(name: str, score: float, days_old: float = 0.0, text: str = "") -> Hit:
    return Hit(name, name, text or name, score, name, at(-days_old), {})


def test_no_ranking_changes_nothing() -> None:
    hits = [hit("a", 0.9), hit("b", 0.8)]
    assert apply_recency(hits, None, at(0)) == hits
    assert diversify(hits, 0.0, {}) == hits
    assert Ranking().is_default and not Ranking().reorders
    assert Ranking().fusion(FusionParams()) == FusionParams()


def test_recency_multiplies_by_the_decay() -> None:
    recency = Recency(half_life_days=10, weight=0.5)
    assert recency.factor(at(-10), at(0)) == pytest.approx(0.75)  # half of the decaying half
    assert recency.factor(at(0), at(0)) == 1.0
    ranked = apply_recency([hit("old", 0.9, days_old=30), hit("new", 0.7)], Recency(10, 1.0), at(0))
    assert [h.document_id for h in ranked] == ["new", "old"]
    assert ranked[1].score == pytest.approx(0.9 / 8)


def test_weights_replace_the_services_where_given() -> None:
    fusion = Ranking(dense_weight=2.0).fusion(FusionParams())
    assert (fusion.dense_weight, fusion.keyword_weight) == (2.0, 1.0)


def test_mmr_prefers_a_different_result_to_a_copy() -> None:
    hits = [hit("a", 0.90), hit("a-copy", 0.89), hit("b", 0.80), hit("c", 0.50)]
    vectors = {"a": [1.0, 0.0], "a-copy": [1.0, 0.0], "b": [0.0, 1.0], "c": [0.7, 0.7]}
    assert [h.document_id for h in diversify(hits, 0.3, vectors)] == ["a", "b", "a-copy", "c"]
    assert [h.document_id for h in diversify(hits, 0.0, vectors)] == ["a", "a-copy", "b", "c"]
    # The relevance scores stay what they were; only the order changes.
    assert {h.document_id: h.score for h in diversify(hits, 0.3, vectors)} == {"a": 0.9, "a-copy": 0.89, "b": 0.8, "c": 0.5}


def test_a_result_on_the_same_subject_is_not_a_repeat() -> None:
    """Below the redundancy floor (cosine 0.8) two results are alike, not repeats: no penalty."""
    hits = [hit("a", 0.9), hit("near", 0.8), hit("far", 0.79)]
    vectors = {"a": [1.0, 0.0], "near": [0.75, 0.66], "far": [0.0, 1.0]}  # cosine(a, near) = 0.75
    assert [h.document_id for h in diversify(hits, 0.5, vectors)] == ["a", "near", "far"]


def test_mmr_on_scores_crowded_near_one_still_keeps_the_relevant_first() -> None:
    """BM25's s / (1 + s) crowds scores near 1: the relevance is normalised over the candidates."""
    hits = [hit("a", 0.96, text="cache thresholds live"), hit("b", 0.95, text="jackpot thresholds read"), hit("junk", 0.90, text="selenium timeout")]
    assert [h.document_id for h in diversify(hits, 0.3, {})] == ["a", "b", "junk"]


def test_mmr_without_vectors_compares_words() -> None:
    hits = [hit("a", 0.9, text="cache thresholds live"), hit("c", 0.88, text="cache thresholds live"), hit("b", 0.7, text="selenium timeout")]
    assert [h.document_id for h in diversify(hits, 0.5, {})] == ["a", "b", "c"]


def test_mmr_is_the_textbook_rule() -> None:
    rng = np.random.default_rng(7)
    scores = sorted(rng.uniform(0, 1, 12), reverse=True)
    hits = [hit(str(number), float(score)) for number, score in enumerate(scores)]
    similarity = rng.uniform(0, 1, (12, 12))
    similarity = (similarity + similarity.T) / 2
    ordered = maximal_marginal_relevance(hits, 0.4, similarity)
    picked: list[int] = []
    left = list(range(12))
    while left:  # the rule written out, one pick at a time
        def value(i: int) -> float:
            closest = max((similarity[i][j] for j in picked), default=0.0)
            return 0.6 * hits[i].score - 0.4 * max(closest, 0.0)

        best = max(left, key=lambda i: (value(i), -i))
        picked.append(best)
        left.remove(best)
    assert [h.document_id for h in ordered] == [hits[i].document_id for i in picked]


# --- suggestions

OLD = "docs/adr/0006-tagging-governments.md"


def test_titles_and_source_keys() -> None:
    assert title_of("# ADR019: Use Amazon SES\n\nDate: x") == "Use Amazon SES"
    assert title_of("Decision: do not cache thresholds\nmore") == "Decision: do not cache thresholds"
    assert source_key("ADR/ADR019-use-amazon-ses.md") == ("ADR019-use-amazon-ses", "ADR", 19)
    assert source_key("docs/website/adr/012-release/index.md") == ("012-release", "", 12)
    assert source_key("notes/cache") == ("cache", "", None)
    assert title_overlap("Use Mobility with column strategy", "Use Mobility's table backend strategy") > 0.3


def test_references_by_file_number_and_decision_id() -> None:
    candidates = [
        Candidate("six", OLD, "decision"),
        Candidate("dr2", "decision-record/DR002-no-charges.md", "decision"),
        Candidate("adr2", "ADR/ADR002-use-notify.md", "decision"),
        Candidate("d7", "notes/cache.md", "decision", decision_id="D-7"),
    ]
    text = "# ADR 14: Tagging\n\nIn [ADR 6](0006-tagging-governments.md) we discussed it.\nAs DR002 said.\nThis replaces D-7.\n<!-- Refined by ADR-0002 -->"
    found = references(text, "docs/adr/0014-tagging.md", candidates)
    assert set(found) == {"six", "dr2", "d7"}  # ADR-0002 only in a template comment; DR002 is not ADR002
    assert found["d7"].states_replacement and not found["six"].states_replacement
    assert found["six"].looks_back and found["six"].position < 0.4


def test_a_records_own_number_is_not_a_reference() -> None:
    candidates = [Candidate("other25", "ADR/ADR025-use-aasm.md", "decision")]
    assert references("# ADR025: Remove PaperTrail\n\nADR025 says", "ADR/ADR025-remove-papertrail.md", candidates) == {}


def test_may_replace_rules() -> None:
    tuning = SuggestionTuning()
    text = "# Political tagging\n\nIn [ADR 6](0006-tagging-governments.md) we previously decided to defer.\n\nNow we tag."
    referenced = Candidate("six", OLD, "decision", score=0.65)
    assert [s.document_id for s in may_replace(text, "docs/adr/0014-x.md", [referenced], tuning)] == ["six"]
    # Too unlike it: a reference alone is not enough...
    assert may_replace(text, "docs/adr/0014-x.md", [dataclasses.replace(referenced, score=0.5)], tuning) == []
    # ...unless the text says it replaces it.
    stated = "# New\n\nThis supersedes [ADR 6](0006-tagging-governments.md)."
    assert [s.document_id for s in may_replace(stated, "docs/adr/0014-x.md", [dataclasses.replace(referenced, score=None)], tuning)] == ["six"]
    # An amendment is not a supersession.
    amends = "# Addendum\n\nThis is an addendum to [ADR 6](0006-tagging-governments.md), previously decided."
    assert may_replace(amends, "docs/adr/0014-x.md", [referenced], tuning) == []
    # Unreferenced: the same subject (title) and close enough.
    same = Candidate("rel", "docs/adr/0003-release.md", "decision", score=0.8, title="Release process and versioning")
    other = Candidate("oth", "docs/adr/0004-logs.md", "decision", score=0.95, title="Structured logging")
    found = may_replace("# Release process and versioning\n\nA new release process.", "docs/adr/0012-release.md", [same, other], tuning)
    assert [s.document_id for s in found] == ["rel"]


def test_at_most_three_and_similar_above_its_threshold() -> None:
    tuning = SuggestionTuning()
    candidates = [Candidate(f"d{n}", f"decisions/{n:04d}-x.md", "decision", score=0.9 - n / 100) for n in range(1, 8)]
    text = "# X\n\n" + "\n".join(f"This replaces ADR {n}." for n in range(1, 8))
    assert len(may_replace(text, "decisions/0100-x.md", candidates, tuning)) == 3
    assert [s.document_id for s in similar(candidates, tuning)] == ["d1", "d2", "d3", "d4", "d5"]
    assert similar([Candidate("low", "x", "chat", score=0.5)], tuning) == []


def test_a_plain_word_file_is_referred_to_by_its_name_not_the_word() -> None:
    candidates = [Candidate("cache", "decisions/cache.md", "decision"), Candidate("ten", "decisions/cache-ten.md", "decision")]
    assert references("# X\n\nWe cache nothing now.", "decisions/x.md", candidates) == {}
    assert set(references("# X\n\nSee decisions/cache-ten.md.", "decisions/x.md", candidates)) == {"ten"}
    assert set(references("# X\n\nThis replaces [the old one](cache.md).", "decisions/x.md", candidates)) == {"cache"}


def test_the_word_overlap_matrix_is_jaccards() -> None:
    from rag_context.core.memory.ranking import similarity_matrix, word_overlap
    from rag_context.core.keywords import keyword_terms

    texts = ["cache thresholds live", "jackpot thresholds read live", "selenium timeout", "", "cache cache thresholds"]
    hits = [hit(str(number), 0.5, text=text or "the") for number, text in enumerate(texts)]
    matrix = similarity_matrix(hits, {})
    for i, a in enumerate(hits):
        for j, b in enumerate(hits):
            assert matrix[i, j] == pytest.approx(word_overlap(set(keyword_terms(a.text)), set(keyword_terms(b.text))))
