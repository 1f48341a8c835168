"""The pages as a reader meets them: a README short enough to read in five minutes whose contract
table names every route the service has, and links that lead somewhere."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rag_context.app import create_app
from rag_context.config import load_settings
from tests.docs.examples import FENCE, REPO, pages

README = REPO / "README.md"
README_MAX_LINES = 260
LINK = re.compile(r"(?<!!)\[[^\]]*\]\((?P<target>[^)\s]+)\)")
# Routes outside the OpenAPI document, and the one that only answers 404.
UNDOCUMENTED_IN_SCHEMA = [("GET", "/metrics"), ("POST", "/mcp"), ("GET", "/docs"), ("GET", "/openapi.json")]
CATCH_ALL = ("POST", "/tools/{}")


def routes() -> list[tuple[str, str]]:
    schema = create_app(load_settings(_env_file=None)).openapi()
    found = [
        (method.upper(), re.sub(r"\{[^}]*\}", "{}", path))
        for path, operations in schema["paths"].items()
        for method in operations
    ]
    return [route for route in found if route != CATCH_ALL] + UNDOCUMENTED_IN_SCHEMA


def contract_table() -> str:
    text = README.read_text()
    start = text.index("| route | takes | answers |")
    return text[start:text.index("\n\n", start)]


def test_the_readme_reads_in_five_minutes() -> None:
    assert len(README.read_text().splitlines()) <= README_MAX_LINES


def test_the_contract_table_names_every_route() -> None:
    table = re.sub(r"\{[^}]*\}", "{}", contract_table())
    named = set()
    for cell in re.findall(r"`([A-Z]+ /[^`?]*|/mcp)", table):
        if cell == "/mcp":
            named.add(("POST", "/mcp"))
        else:
            method, path = cell.split(" ", 1)
            named.add((method, path))
    assert sorted(set(routes()) - named) == []


def slug(heading: str) -> str:
    """GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading.strip().lower())
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def anchors(page: Path) -> set[str]:
    found: set[str] = set()
    fenced = False
    for line in page.read_text().splitlines():
        if FENCE.match(line):
            fenced = not fenced
        elif not fenced and line.startswith("#"):
            base = slug(line.lstrip("#"))
            name, number = base, 0
            while name in found:
                number += 1
                name = f"{base}-{number}"
            found.add(name)
    return found


def test_slugs_are_githubs() -> None:
    assert slug(" `rag-context delete` (or `rm`)") == "rag-context-delete-or-rm"
    assert slug(" Bounds: every field bounded, ids that cannot collide") == "bounds-every-field-bounded-ids-that-cannot-collide"
    assert slug(" Backup and restore (issue 25; 2026-11-27, 06:00–06:57 UTC)") == "backup-and-restore-issue-25-2026-11-27-06000657-utc"


@pytest.mark.parametrize("page", pages(), ids=lambda page: str(page.relative_to(REPO)))
def test_every_relative_link_leads_somewhere(page: Path) -> None:
    broken = []
    for target in LINK.findall(re.sub(r"```.*?```", "", page.read_text(), flags=re.DOTALL)):
        if re.match(r"[a-z]+:", target):
            continue  # http:, https:, mailto:
        path, _, anchor = target.partition("#")
        linked = (page.parent / path).resolve() if path else page
        if not linked.exists():
            broken.append(target)
        elif anchor and linked.suffix == ".md" and anchor not in anchors(linked):
            broken.append(target)
    assert broken == []
