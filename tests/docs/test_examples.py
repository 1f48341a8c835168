"""Every example of README.md and docs/*.md runs against a served instance and answers what it
shows (tests/docs/README.md says how examples are written)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.docs.conftest import Served
from tests.docs.examples import REPO, blocks_of, pages

README = REPO / "README.md"


@pytest.mark.parametrize("page", pages(), ids=lambda page: str(page.relative_to(REPO)))
def test_the_examples_answer_what_they_show(served: Served, page: Path) -> None:
    if page != README:
        served.run_page(README)  # the tour is the setup every page may rely on
    failures = served.run_page(page)
    if failures:
        pytest.fail(f"{len(failures)} examples differ from the service:\n\n" + "\n\n".join(failures), pytrace=False)


@pytest.mark.parametrize("page", pages(), ids=lambda page: str(page.relative_to(REPO)))
def test_an_example_that_does_not_run_says_why(page: Path) -> None:
    """A block that shows the CLI, curl or an MCP client either runs (```console) or says why it
    cannot here (`<!-- not-run: why -->` on the line before its fence)."""
    silent = [block.where for block in blocks_of(page) if block.shows_an_interface and not block.runs and not block.not_run]
    assert not silent, f"examples that neither run nor say why: {silent}"


def test_the_readme_runs_examples() -> None:
    assert sum(len(block.commands) for block in blocks_of(README) if block.runs) >= 5
