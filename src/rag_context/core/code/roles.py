"""What a file is for, read from its path by the conventions of each language's projects.

`implementation`, `test`, `docs`, `sample`, `generated` or `build`: a search for "how is the retry
delay computed" wants the implementation, and the tests, samples and documentation snippets that
repeat the question's words outrank it unless a client can leave them out (`roles`). The first
rule that matches decides, in this order: generated (build output and generator files: nobody
reads them for how a thing works), build, test, sample, docs, else implementation. A client that
knows better gives `metadata.role` when it indexes the document.
"""

from __future__ import annotations

import re
from pathlib import PurePosixPath

ROLES = ("implementation", "test", "docs", "sample", "generated", "build")

# Folder names (any depth, case-insensitive) and file-name patterns per role.
_GENERATED_DIRS = frozenset({"obj", "bin", "node_modules", "dist", "target", "__pycache__", "generated", ".generated"})
_GENERATED_FILE = re.compile(
    r"(\.g|\.g\.i|\.designer|\.generated|\.assemblyinfo|_pb2|_pb2_grpc|\.pb|_generated|\.min)\.[a-z0-9]+$"
    r"|^assemblyinfo\.cs$|\.lock$|^package-lock\.json$",
    re.IGNORECASE,
)
_BUILD_DIRS = frozenset({"build", "eng", ".github", ".ci", ".circleci", ".azure-pipelines", ".devcontainer"})
_BUILD_FILE = re.compile(
    r"\.(csproj|fsproj|vbproj|sln|slnx|props|targets|cmake|gradle|gradle\.kts|nuspec)$"
    r"|^(makefile|dockerfile|cmakelists\.txt|setup\.py|setup\.cfg|pyproject\.toml|package\.json|tsconfig(\..+)?\.json"
    r"|go\.mod|go\.sum|cargo\.toml|pom\.xml|build\.cake|global\.json|nuget\.config|tox\.ini|noxfile\.py|\.editorconfig)$",
    re.IGNORECASE,
)
_TEST_DIRS = frozenset({"test", "tests", "__tests__", "spec", "specs", "testing", "testdata", "test_data", "benchmarks", "benchmark"})
_TEST_DIR_SUFFIX = re.compile(r"[._-](tests?|specs?|unittests?|integrationtests?|benchmarks?|testing)$", re.IGNORECASE)
# The C# and Java suffixes by their case (`RetryTests.cs`, not `Latest.cs`); the others in any case.
_TEST_FILE_CASED = re.compile(r"(Tests?|Specs?|Fixtures?)\.(cs|java|kt|fs|vb)$|IT\.java$")
_TEST_FILE = re.compile(
    r"_test\.(go|py|rs|rb|exs?)$"  # retry_test.go
    r"|^test_.+\.py$|^conftest\.py$"  # test_client.py
    r"|\.(spec|test)\.(ts|tsx|js|jsx|mjs|cjs)$",  # retry.spec.ts
    re.IGNORECASE,
)
_SAMPLE_DIRS = frozenset({"samples", "sample", "examples", "example", "demo", "demos", "snippets", "quickstart", "playground"})
_DOCS_DIRS = frozenset({"docs", "doc", "documentation", "site", "website"})
_DOCS_FILE = re.compile(r"\.(md|markdown|mdx|rst|txt|adoc|org)$|^(readme|changelog|license|contributing|authors)(\..+)?$", re.IGNORECASE)


def infer_role(path: str) -> str:
    """The role of the file at `path` (`/` or `\\` separated, relative or not)."""
    parts = PurePosixPath(path.replace("\\", "/")).parts
    if not parts:
        return "implementation"
    name, folders = parts[-1], [part.lower() for part in parts[:-1]]
    if _GENERATED_FILE.search(name) or any(folder in _GENERATED_DIRS for folder in folders):
        return "generated"
    if _BUILD_FILE.search(name) or any(folder in _BUILD_DIRS for folder in folders):
        return "build"
    if (
        _TEST_FILE_CASED.search(name)
        or _TEST_FILE.search(name)
        or any(folder in _TEST_DIRS or _TEST_DIR_SUFFIX.search(folder) for folder in folders)
    ):
        return "test"
    if any(folder in _SAMPLE_DIRS or folder.endswith((".samples", ".examples", ".snippets")) for folder in folders):
        return "sample"
    if _DOCS_FILE.search(name) or any(folder in _DOCS_DIRS for folder in folders):
        return "docs"
    return "implementation"
