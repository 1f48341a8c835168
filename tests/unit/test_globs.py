"""The source globs (core/globs.py): the matcher held to a plain reading of the documented rules on
random globs and sources (hypothesis), the bounds (`?` counted with the wildcards), adjacent
wildcards merged, the narrowing Qdrant matches by on random globs too, and hostile globs on
1,024-character sources. The timing of the worst cases is benchmarks/measure_glob_matching.py's
(no wall-clock limit here)."""

from __future__ import annotations

import re
from functools import lru_cache

import pytest
from hypothesis import HealthCheck, assume, example, given, settings
from hypothesis import strategies as st

from rag_context.core.filters import (
    DocumentFilter,
    FilterError,
    applying_filter,
    glob_narrowing,
    matching_sources,
)
from rag_context.core.globs import (
    MAX_GLOB_CHARS,
    MAX_GLOB_WILDCARDS,
    canonical_glob,
    checked_tokens,
    glob_matches,
    glob_regex,
)
from tests.unit.test_filters import narrowing_holds


def reference(glob: str, source: str) -> bool:
    """The rules of docs/filters.md read one character at a time, memoized: `**/` at the start of a
    folder name is any folders (none too), any other `**` any characters, `*` any but '/', `?` one
    but '/', anything else itself; the whole source must match."""
    @lru_cache(maxsize=None)
    def rest(g: int, s: int) -> bool:
        if g == len(glob):
            return s == len(source)
        if glob.startswith("**", g):
            if (g == 0 or glob[g - 1] == "/") and glob.startswith("**/", g):
                return rest(g + 3, s) or any(rest(g + 3, k + 1) for k in range(s, len(source)) if source[k] == "/")
            return any(rest(g + 2, k) for k in range(s, len(source) + 1))
        if glob[g] == "*":
            k = s
            while True:
                if rest(g + 1, k):
                    return True
                if k == len(source) or source[k] == "/":
                    return False
                k += 1
        if glob[g] == "?":
            return s < len(source) and source[s] != "/" and rest(g + 1, s + 1)
        return s < len(source) and source[s] == glob[g] and rest(g + 1, s + 1)

    return rest(0, 0)


def within_bounds(glob: str) -> bool:
    try:
        checked_tokens(glob)
    except ValueError:
        return False
    return True


# Small alphabets, so that random sources and globs meet often; '\n' for the line breaks `**` must cross.
GLOB_PARTS = st.sampled_from(["a", "b", ".", "/", "a/", "*", "?", "**", "**/", "/**", "/**/"])
GLOBS = st.lists(GLOB_PARTS, min_size=1, max_size=12).map("".join)
SOURCES = st.text(alphabet="ab./\n", min_size=1, max_size=40)
PROPERTY = settings(max_examples=1000, deadline=None, database=None, suppress_health_check=[HealthCheck.filter_too_much, HealthCheck.too_slow])


@PROPERTY
@given(glob=GLOBS, source=SOURCES)
@example(glob="**?**?**?*?*?*?*?*?#", source="aaaaaaaaa#")
@example(glob="**/a/**", source="a/")
@example(glob="a/**", source="a/")
@example(glob="*a*b", source="a/ab")
@example(glob="**/", source="a/b/")
@example(glob="**.b", source="a\n/.b")
def test_the_matcher_is_the_documented_rules(glob: str, source: str) -> None:
    assume("***" not in glob and within_bounds(glob))
    assert glob_matches(glob, source) is reference(glob, source), glob_regex(glob).pattern
    # MongoDB runs the same pattern with the `s` option (DOTALL): it changes nothing in it.
    assert (re.compile(glob_regex(glob).pattern, re.DOTALL).match(source) is not None) is reference(glob, source)


@PROPERTY
@given(glob=GLOBS, source=SOURCES)
def test_merging_adjacent_wildcards_keeps_the_meaning(glob: str, source: str) -> None:
    assume("***" not in glob and within_bounds(glob))
    assert reference(canonical_glob(glob), source) is reference(glob, source)


@PROPERTY
@given(glob=GLOBS, source=SOURCES)
def test_the_narrowing_never_loses_a_match_and_is_exact_where_it_says(glob: str, source: str) -> None:
    """What Qdrant matches by value (core.filters.glob_narrowing) on random globs, as on the odd
    sources of test_filters.py: never leaves out a source the glob matches; exactly the glob's
    sources where it says it is exact."""
    assume("***" not in glob and within_bounds(glob))
    narrowing = glob_narrowing(glob)
    holds = narrowing_holds(narrowing, source)
    matches = reference(glob, source)
    if matches:
        assert holds, narrowing
    if narrowing.exact:
        assert holds is matches, narrowing


def test_merging() -> None:
    assert canonical_glob("src/*?*/a.py") == "src/?*/a.py"
    assert canonical_glob("*?**") == "?**"  # a `*` beside a `**` adds nothing
    assert canonical_glob("**?*") == "**?"
    assert canonical_glob("**/**/*.md") == "**/*.md"
    assert canonical_glob("a/**/**") == "a/**"
    assert canonical_glob("??-*") == "??-*"


def test_the_bounds_count_every_wildcard() -> None:
    for bad in (
        "x/**/y/**/z/**/w/**",  # four `**`
        "*a" * 9,  # nine `*`
        "a/***/b",
        "?" * (MAX_GLOB_WILDCARDS + 1),  # `?` counts now
        "?a" * 9 + "*b" * 8,  # 17 wildcards, 8 of them `*`
        "a" * (MAX_GLOB_CHARS + 1),
    ):
        with pytest.raises(ValueError):
            checked_tokens(bad)
    # Within the bounds once merged: `**/**/**/**/x` is `**/x`, `*?*?...` is `?...?*`, and the
    # issue's glob is `**?**?**??????#` (11 wildcards).
    for good in ("**/**/**/**/x", "*?" * 15 + "x", "**?**?**?*?*?*?*?*?#", "?" * MAX_GLOB_WILDCARDS, "README.md", "a" * MAX_GLOB_CHARS):
        checked_tokens(good)
    assert canonical_glob("**?**?**?*?*?*?*?*?#") == "**?**?**??????#"


N = 1024
HOSTILE_SOURCES = {
    "a": "a" * N,
    "a then #": "a" * (N - 1) + "#",
    "a/": "a/" * (N // 2),
    "a/ then #": ("a/" * N)[: N - 1] + "#",
    "ab/": ("ab/" * N)[:N],
}
# (glob, source name) -> whether it matches, worked out by hand.
HOSTILE = [
    ("**?**?**?*?*?*?*?*?#", "a", False),
    ("**?**?**?*?*?*?*?*?#", "a then #", True),
    ("**?**?**?*?*?*?*?*?#", "a/", False),
    ("**?**?**?*?*?*?*?*?#", "a/ then #", False),  # the last folder name is `#`: no room for `?*?*?*?*?`
    ("**/" + "a/" * 500 + "b", "a/", False),
    ("**/" + "a/" * 500 + "a", "a/", False),  # the source ends with '/'
    ("**/" + "a/" * 500 + "**", "a/", True),
    ("**" + "a" * 500 + "b**", "a", False),
    ("**" + "a" * 500 + "**", "a", True),
    ("*a*a*a*a*a*a*a*b", "a", False),
    ("**/" + "*a/" * 5 + "**/?#", "a/ then #", True),  # its last folder name is `a#`
    ("**/" + "*a/" * 5 + "**#", "a/ then #", True),
]


@pytest.mark.parametrize(("glob", "source", "matches"), HOSTILE, ids=[f"{g[:24]}|{s}" for g, s, _ in HOSTILE])
def test_hostile_globs_on_long_sources(glob: str, source: str, matches: bool) -> None:
    """Globs that made the old translation backtrack for seconds, on 1,024-character sources: the
    right answer (the old code's took 20 s for the first)."""
    assert glob_matches(glob, HOSTILE_SOURCES[source]) is matches


def test_matching_sources_keeps_its_budget() -> None:
    document_filter = DocumentFilter(source_glob="src/**/*.cs", exclude_source_globs=("**/tests/**",))
    sources = ["src/a.cs", "src/tests/b.cs", "docs/c.cs", "src/x/d.cs"]
    assert matching_sources(document_filter, sources) == ["src/a.cs", "src/x/d.cs"]
    with pytest.raises(FilterError, match="took over"):
        matching_sources(document_filter, sources * 1000, budget_s=-1.0)  # checked every 256 sources


def test_a_failure_while_applying_a_filter_is_the_requests() -> None:
    with pytest.raises(FilterError, match="sqlite could not apply the filter: StopIteration"):
        with applying_filter("sqlite"):
            next(iter(()))
    with pytest.raises(FilterError, match="as it was"):
        with applying_filter("sqlite"):
            raise FilterError("as it was")
