"""The role prior of code search (core/code/prior.py, issue 22): a code result that is not the
implementation ranks a little lower, unless the request filters on roles or the question names
the role; prose is never touched; a code-only search reads enough candidates for an implementation
below the limit to move up."""

from __future__ import annotations

import asyncio
from datetime import datetime, timezone

import pytest

from rag_context.config import load_settings
from rag_context.core.code.prior import RolePrior, code_only, roles_asked
from rag_context.core.filters import FilterSpec
from rag_context.core.models import DocumentMetadata, Hit, IndexRequest, SearchFilters
from rag_context.core.results import ResultShape
from rag_context.core.search import SearchQuery, SearchTuning
from rag_context.services import search_tuning
from tests.unit.test_search import make_rig

NOW = datetime(2026, 11, 27, tzinfo=timezone.utc)


def hit(source: str, score: float, role: str | None, content_type: str = "code") -> Hit:
    metadata = {"role": role} if role is not None else {}
    return Hit(source, source, "text", score, source, NOW, metadata, content_type=content_type)


def order(hits: list[Hit]) -> list[str]:
    return [h.source for h in hits]


def test_a_test_close_ahead_of_the_implementation_moves_below_it() -> None:
    hits = [hit("tests/test_http.py", 1.0, "test"), hit("src/http.py", 0.9, "implementation"), hit("examples/a.py", 0.85, "sample")]
    ranked = RolePrior(0.8).rerank(hits, "How is the Range header parsed?")
    assert order(ranked) == ["src/http.py", "tests/test_http.py", "examples/a.py"]
    assert [round(h.score, 3) for h in ranked] == [0.9, 0.8, 0.68]


def test_a_test_far_ahead_stays_first() -> None:
    hits = [hit("tests/test_http.py", 1.0, "test"), hit("src/http.py", 0.7, "implementation")]
    assert order(RolePrior(0.8).rerank(hits, "How is the Range header parsed?")) == ["tests/test_http.py", "src/http.py"]


def test_factor_one_changes_nothing() -> None:
    hits = [hit("tests/test_http.py", 1.0, "test"), hit("src/http.py", 0.99, "implementation")]
    prior = RolePrior(1.0)
    assert not prior.active and not prior.applies_to(SearchFilters())
    assert prior.rerank(hits, "range header") == hits


def test_prose_and_documents_without_a_role_are_never_touched() -> None:
    hits = [
        hit("notes/guide.md", 1.0, "docs", content_type="documentation"),
        hit("chat/1", 0.99, None, content_type="chat"),
        hit("src/http.py", 0.98, "implementation"),
    ]
    assert RolePrior(0.5).rerank(hits, "range header") == hits


def test_a_question_that_names_the_role_keeps_its_results() -> None:
    hits = [hit("tests/test_http.py", 1.0, "test"), hit("src/http.py", 0.9, "implementation")]
    assert order(RolePrior(0.8).rerank(hits, "Which tests cover the Range header?")) == ["tests/test_http.py", "src/http.py"]
    # ... that role only: a sample is still lowered
    samples = [hit("examples/a.py", 1.0, "sample"), hit("src/http.py", 0.9, "implementation")]
    assert order(RolePrior(0.8).rerank(samples, "Which tests cover the Range header?")) == ["src/http.py", "examples/a.py"]


@pytest.mark.parametrize(
    ("question", "roles"),
    [
        ("How is the retry delay tested?", {"test"}),
        ("where are the unit tests of the circuit breaker", {"test"}),
        ("Which test fixture sets up the engine?", {"test"}),
        ("Show me examples of routing", {"sample"}),
        ("Where is the documentation of send_file?", {"docs"}),
        ("Which csproj references Polly?", {"config"}),
        ("Which YAML files configure the CI?", {"config", "data"}),
        ("Is pnpm-lock.yaml pinning zod?", {"lock", "config", "data"}),
        ("Where is the generated code of the parser?", {"generated"}),
        ("How is the JSON formatter escaping strings?", set()),
        ("How is the logger configuration applied?", set()),
        # Not asked: "test" alone (the test client is an implementation), "for example", "the spec",
        # a hash "generated", a URL "built".
        ("How does the test client follow redirects?", set()),
        ("How is a password hash generated, for example with scrypt?", set()),
        ("What does the HTTP spec say about Range, and how is the URL built?", set()),
    ],
)
def test_roles_a_question_names(question: str, roles: set[str]) -> None:
    assert roles_asked(question) == roles


def test_explain_says_when_the_prior_lowered_a_result() -> None:
    explained = Hit("t", "t", "x", 1.0, "tests/t.py", NOW, {"role": "test"}, content_type="code", explain={"fusedScore": 0.03})
    (lowered,) = RolePrior(0.8).rerank([explained], "range")
    assert lowered.explain == {"fusedScore": 0.03, "roleFactor": 0.8}


def test_a_roles_filter_turns_the_prior_off() -> None:
    prior = RolePrior(0.8)
    assert prior.applies_to(SearchFilters(content_type="code"))
    assert not prior.applies_to(SearchFilters(document_filter=FilterSpec(roles=["test"]).resolve()))


def test_code_only_searches() -> None:
    assert code_only(SearchFilters(content_type="code"))
    assert code_only(SearchFilters(document_filter=FilterSpec(content_types=["code"]).resolve()))
    assert code_only(SearchFilters(content_type="code", document_filter=FilterSpec(tags_any=["x"]).resolve()))
    assert not code_only(SearchFilters())
    assert not code_only(SearchFilters(content_type="documentation"))
    assert not code_only(SearchFilters(document_filter=FilterSpec(content_types=["code", "documentation"]).resolve()))


def test_the_settings_switch_the_prior() -> None:
    assert search_tuning(load_settings(_env_file=None)).role_prior == RolePrior(0.6)
    off = load_settings(_env_file=None, rag_code_role_prior=False)
    assert search_tuning(off).role_prior == RolePrior(1.0)
    assert search_tuning(load_settings(_env_file=None, rag_code_role_prior_factor=0.5)).role_prior == RolePrior(0.5)


def tuning(factor: float) -> SearchTuning:
    return SearchTuning(score_threshold=0.0, dependency_timeout_s=1.0, cache_size=0, cache_ttl_s=0, role_prior=RolePrior(factor))


def test_a_code_only_search_reads_candidates_for_the_prior_to_reorder() -> None:
    code = SearchFilters(content_type="code")
    assert tuning(0.8).candidates(SearchQuery("q", limit=5, filters=code)) == 25
    assert tuning(1.0).candidates(SearchQuery("q", limit=5, filters=code)) == 5  # no prior: as before
    assert tuning(0.8).candidates(SearchQuery("q", limit=5)) == 5  # not code only: as before
    roles = SearchFilters(content_type="code", document_filter=FilterSpec(roles=["implementation"]).resolve())
    assert tuning(0.8).candidates(SearchQuery("q", limit=5, filters=roles)) == 5
    one_each = SearchQuery("q", limit=5, filters=code, shape=ResultShape(max_per_document=1))
    assert tuning(0.8).candidates(one_each) == tuning(1.0).candidates(one_each) == 25


CODE_CORPUS = [
    IndexRequest(
        content="def parse_range(value):\n    # the range header parsed into byte ranges\n    return ranges(value)\n",
        content_type="code",
        session_id="repo",
        source="src/http.py",
        metadata=DocumentMetadata(),
    ),
    IndexRequest(
        content="def test_parse_range():\n    # the range header parsed into byte ranges, the range header\n    assert parse_range('bytes=0-1')\n",
        content_type="code",
        session_id="repo",
        source="tests/test_http.py",
        metadata=DocumentMetadata(),
    ),
]


async def test_the_search_service_ranks_the_implementation_first_with_the_prior() -> None:
    rig = await make_rig(corpus=CODE_CORPUS, cache_size=0)
    code = SearchFilters(content_type="code")
    before = await asyncio.wait_for(rig.service.search(SearchQuery("range header parsed bytes", filters=code)), 5)
    assert [h.source for h in before.hits] == ["tests/test_http.py", "src/http.py"]  # the test repeats the words
    assert [h.role for h in before.hits] == ["test", "implementation"]
    rig.service._tuning = tuning(0.8)  # the same service with the prior on
    after = await asyncio.wait_for(rig.service.search(SearchQuery("range header parsed bytes", filters=code, limit=1)), 5)
    assert [h.source for h in after.hits] == ["src/http.py"]
    assert rig.vectors.search_calls[-1]["limit"] == 5  # read deeper than the limit of 1
    asked_for_tests = await asyncio.wait_for(rig.service.search(SearchQuery("range header parsed bytes tests", filters=code)), 5)
    assert asked_for_tests.hits[0].source == "tests/test_http.py"
