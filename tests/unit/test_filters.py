"""The filter language's own rules (core/filters.py): globs, moments, bounds, the reference matcher."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest
from pydantic import ValidationError

from rag_context.core.filters import (
    DocumentFilter,
    FilterSpec,
    SourceNarrowing,
    glob_narrowing,
    parse_time,
    prefix_narrowing,
    source_depth,
    source_directories,
    source_extension,
    source_folder_names,
    source_parent,
)
from rag_context.core.globs import glob_matches, literal_prefix

NOW = datetime(2026, 11, 27, 12, 0, tzinfo=timezone.utc)


@pytest.mark.parametrize(
    ("glob", "source", "matches"),
    [
        ("src/**/*.cs", "src/a.cs", True),
        ("src/**/*.cs", "src/x/y/a.cs", True),
        ("src/**/*.cs", "srcx/a.cs", False),
        ("src/**/*.cs", "src/a.csx", False),
        ("src/*.cs", "src/x/a.cs", False),
        ("**/test_*.py", "test_a.py", True),
        ("**/test_*.py", "tests/unit/test_a.py", True),
        ("**/tests/**", "src/tests/a.cs", True),
        ("**/tests/**", "src/tests", False),
        ("tests/**", "tests/a/b.py", True),
        ("*.md", "a/b.md", False),
        ("*.md", "b.md", True),
        ("decisions/D-?.md", "decisions/D-7.md", True),
        ("decisions/D-?.md", "decisions/D-17.md", False),
        ("a.b(c)+[d]", "a.b(c)+[d]", True),  # regular-expression characters are literal
        ("a.b", "axb", False),
        ("src/**.cs", "src/x/a.cs", True),
        ("README.md", "README.md", True),  # no wildcard: that source exactly
        ("README.md", "docs/README.md", False),
        ("README.md", "README.md\n", False),
        ("**", "a\nb/c", True),  # `**` crosses line breaks too
        ("*.md", "a\nb.md", True),
    ],
)
def test_globs(glob: str, source: str, matches: bool) -> None:
    assert glob_matches(glob, source) is matches


def test_moments_and_durations() -> None:
    assert parse_time("7d", NOW) == NOW - timedelta(days=7)
    assert parse_time("30m", NOW) == NOW - timedelta(minutes=30)
    assert parse_time("2026-11-23T08:00:00Z", NOW) == datetime(2026, 11, 23, 8, tzinfo=timezone.utc)
    assert parse_time("2026-11-23T10:00:00+02:00", NOW) == datetime(2026, 11, 23, 8, tzinfo=timezone.utc)
    assert parse_time("2026-11-23T08:00:00", NOW) == datetime(2026, 11, 23, 8, tzinfo=timezone.utc)  # UTC when unnamed
    for bad in ("yesterday", "7 days", "-1d", "1y", "3651d"):
        with pytest.raises(ValueError):
            parse_time(bad, NOW)


def test_the_spec_refuses_what_would_widen_or_empty_a_filter() -> None:
    for bad in ({"tagAny": ["x"]}, {"tagsAny": []}, {"tagsAny": ["x"] * 33}, {"contentTypes": ["video"]}, {"since": "2h", "until": "3h"}):
        with pytest.raises(ValidationError):
            FilterSpec.model_validate(bad)
    spec = FilterSpec.model_validate({"tagsAny": ["a", "a", "b"], "since": "1h"})
    resolved = spec.resolve(NOW)
    assert resolved.tags_any == ("a", "b") and resolved.since == NOW - timedelta(hours=1)
    assert FilterSpec.model_validate({}).resolve().is_empty and not resolved.is_empty
    hash(resolved)  # the result cache keys on it


def test_native_narrowing_of_the_source() -> None:
    assert literal_prefix("src/co*/x") == "src/co"
    # A glob without a wildcard is the source itself (it raised StopIteration here: issue 30).
    assert glob_narrowing("README.md") == SourceNarrowing(source="README.md", exact=True)
    assert glob_narrowing("docs/a.md") == SourceNarrowing(source="docs/a.md", exact=True)
    assert DocumentFilter(exclude_source_globs=("README.md",)).source_exact_natively is True
    # Adjacent wildcards merged first: `**/**/*.cs` narrows as `**/*.cs`.
    assert glob_narrowing("**/**/*.cs") == SourceNarrowing(None, None, ".cs", exact=True)
    # Exactly by folder, depth and extension: no source checked one by one.
    assert glob_narrowing("src/**/*.cs") == SourceNarrowing("src/", None, ".cs", exact=True)
    assert glob_narrowing("src/m07/*.md") == SourceNarrowing("src/m07/", 2, ".md", exact=True)
    assert glob_narrowing("**/*.py") == SourceNarrowing(None, None, ".py", exact=True)
    assert glob_narrowing("tests/**") == SourceNarrowing("tests/", None, None, exact=True)
    assert glob_narrowing("*") == SourceNarrowing(None, 0, None, exact=True)
    assert prefix_narrowing("src/core/") == SourceNarrowing("src/core/", None, None, exact=True)
    # Narrowed, then checked: the folder and extension a match must have.
    assert glob_narrowing("src/*/*.cs") == SourceNarrowing("src/", None, ".cs", exact=False)
    assert glob_narrowing("**/test_*.py") == SourceNarrowing(None, None, ".py", exact=False)
    assert glob_narrowing("src/**/*.c?") == SourceNarrowing("src/", None, None, exact=False)
    assert glob_narrowing("**") == SourceNarrowing(exact=False)
    assert prefix_narrowing("src/co") == SourceNarrowing("src/", None, None, exact=False)
    # A folder name anywhere: sourceNames (on the path), sourceParent (directly in it).
    assert glob_narrowing("**/tests/**") == SourceNarrowing(names=("tests",), exact=True)
    assert glob_narrowing("**/obj/**/*") == SourceNarrowing(names=("obj",), exact=True)
    assert glob_narrowing("**/m07/**/*.cs") == SourceNarrowing(extension=".cs", names=("m07",), exact=True)
    assert glob_narrowing("**/m07/*") == SourceNarrowing(parent="m07", exact=True)
    assert glob_narrowing("**/m07/*.md") == SourceNarrowing(extension=".md", parent="m07", exact=True)
    # ... and as narrowing where the rest is checked one by one.
    assert glob_narrowing("**/m07/doc-*.md") == SourceNarrowing(extension=".md", parent="m07", exact=False)
    assert glob_narrowing("**/a/b/**") == SourceNarrowing(names=("a", "b"), exact=False)
    assert glob_narrowing("src/**/tests/**/*.cs") == SourceNarrowing("src/", None, ".cs", names=("tests",), exact=False)
    assert glob_narrowing("**/m07/**.md") == SourceNarrowing(extension=".md", names=("m07",), exact=False)
    assert glob_narrowing("x**/m07/y*") == SourceNarrowing(parent="m07", exact=False)
    assert DocumentFilter(source_glob="src/**", exclude_source_globs=("**/tests/**",)).source_exact_natively is True
    assert DocumentFilter(source_glob="src/**", exclude_source_globs=("tests/**",)).source_exact_natively is True
    assert DocumentFilter(source_glob="src/**", exclude_source_globs=("**/test_*.py",)).source_exact_natively is False
    assert DocumentFilter(exclude_source_globs=("**",)).source_exact_natively is False  # must_not of nothing
    assert source_directories("src/core/a.py") == ["src/", "src/core/"] and source_directories("README") == []
    assert source_folder_names("src/core/src/a.py") == ["src", "core"] and source_folder_names("README") == []
    assert source_parent("src/core/a.py") == "core" and source_parent("README") == ""
    assert source_extension("a/b.tar.gz") == ".gz" and source_extension("a.b/README") == ""


def test_the_reference_matcher() -> None:
    document = dict(
        source="src/core/tests/CacheTests.cs", content_type="code", session_id="s1", tags=("cache", "test"),
        agent="coder", category=None, game=None, role="test", decision_id=None, indexed_at=NOW,
    )
    assert DocumentFilter(tags_all=("cache", "test"), roles=("test",)).matches(**document)
    assert not DocumentFilter(tags_all=("cache", "perf")).matches(**document)
    assert not DocumentFilter(source_glob="src/**/*.cs", exclude_source_globs=("**/tests/**",)).matches(**document)
    assert DocumentFilter(since=NOW, until=NOW + timedelta(seconds=1)).matches(**document)  # since inclusive
    assert not DocumentFilter(until=NOW).matches(**document)  # until exclusive
    assert not DocumentFilter(categories=("bugfix",)).matches(**document)  # a field the document lacks


# Sources of every shape the service accepts: at the top, deep, absolute, Windows-style ('\\' is
# no separator to a glob, so not to the derived fields either), doubled and trailing '/', dotted names.
ODD_SOURCES = [
    "README", "tests", "tests/", "tests/a.py", "src/tests/a.py", "src/tests/deep/a.cs", "src/testsx/a.py",
    "src/x.tests/a.md", "/abs/tests/a.cs", "/tests", "a//tests/b.md", "a/tests//b.md", "C:\\src\\tests\\a.cs",
    "C:/src/tests/a.cs", "src\\tests/a.cs", "m07/.md", "x/m07/a.b.md", "x/m07/", "x/m07/sub/a.md", "m07.md",
    "src/m07/doc-1.md", "src/m07/doc-1.mdx", "obj/Debug/a.dll", "lib/obj", "a/b/c", "b/a/x", "a/b/c/d.txt",
]
GLOBS = [
    "**/tests/**", "**/tests/**/*", "**/tests/**/*.cs", "**/tests/*", "**/tests/*.py", "**/m07/*.md", "**/m07/*",
    "**/m07/**/*.md", "**/obj/**", "**/m07/doc-*.md", "**/a/b/**", "src/**/tests/**/*.cs", "**/m07/**.md",
    "x**/m07/*", "**/test_*.py", "src/*/a.py", "**/*.md", "src/**", "*", "**", "?/m07/*",
    "README", "a/b/c", "tests/", "**/**/*.md", "src/*?*/a.py",
]


def narrowing_holds(narrowing: SourceNarrowing, source: str) -> bool:
    """Whether the payload conditions of `narrowing` hold for the fields derived from `source`."""
    return (
        (narrowing.source is None or narrowing.source == source)
        and (narrowing.directory is None or narrowing.directory in source_directories(source))
        and (narrowing.depth is None or narrowing.depth == source_depth(source))
        and (narrowing.extension is None or narrowing.extension == source_extension(source))
        and all(name in source_folder_names(source) for name in narrowing.names)
        and (narrowing.parent is None or narrowing.parent == source_parent(source))
    )


@pytest.mark.parametrize("glob", GLOBS)
def test_the_narrowing_is_what_the_glob_says(glob: str) -> None:
    """The payload conditions a glob is narrowed by never leave out a source it matches, and, where
    the narrowing is exact, select exactly the sources it matches (checked on odd sources too)."""
    narrowing = glob_narrowing(glob)
    for source in ODD_SOURCES:
        matches = glob_matches(glob, source)
        if matches:
            assert narrowing_holds(narrowing, source), (glob, source, narrowing)
        if narrowing.exact:
            assert narrowing_holds(narrowing, source) == matches, (glob, source, narrowing)
