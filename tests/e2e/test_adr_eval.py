"""The ADR evaluation set (eval/datasets/adr) and `rag-context eval --dataset adr` (issue 32): the set
is whole (its files as added, every link and question pointing at its records, a licence per
repository), and the harness, run for real on two of its repositories, records the supersessions,
keeps every superseded record below the current one, answers as of each moment of a chain, and
scores the index answers' `mayReplace` against the links (the full measurement is the documented
command: docs/memory.md)."""

from __future__ import annotations

import asyncio
import hashlib
import json
from pathlib import Path

import pytest

from rag_context.commands.adr_eval import AdrDataset, IndexedRecord, redacted, resolve_adr_dataset, run_adr, score_suggestions
from rag_context.config import load_settings

pytestmark = pytest.mark.e2e

ADR = Path(__file__).resolve().parents[2] / "eval" / "datasets" / "adr"
SMALL = ("alphagov/content-publisher", "DFE-Digital/claim-additional-payments-for-teaching")


def test_the_set_is_whole() -> None:
    for line in (ADR / "SHA256SUMS").read_text().splitlines():
        digest, name = line.split(maxsplit=1)
        assert hashlib.sha256((ADR / name).read_bytes()).hexdigest() == digest, name
    dataset = resolve_adr_dataset(f"adr:{ADR}")
    assert (len(dataset.records), len(dataset.links), len(dataset.questions)) == (245, 18, 20)
    ids = {record["id"] for record in dataset.records}
    for link in dataset.links:
        assert {f"{link['repo']}:{link['new']}", f"{link['repo']}:{link['old']}"} <= ids
    for question in dataset.questions:
        assert {question["answer_id"], *question["stale_ids"]} <= ids
    for source in json.loads((ADR / "sources.json").read_text()):
        assert (ADR / "LICENSES" / f"{source['repo'].replace('/', '__')}.txt").is_file()


def test_a_record_reads_as_it_did_when_new() -> None:
    dataset = resolve_adr_dataset(f"adr:{ADR}")
    old = next(record for record in dataset.records if record["path"] == "docs/adr/0006-tagging-governments.md")
    assert "Superseded" in old["text"] and "Superseded" not in redacted(old)


def small(dataset: AdrDataset) -> AdrDataset:
    keep = set(SMALL)
    return AdrDataset(
        "adr-small",
        [record for record in dataset.records if record["repo"] in keep],
        [link for link in dataset.links if link["repo"] in keep],
        [question for question in dataset.questions if question["repo"] in keep],
    )


def test_the_harness_on_two_repositories(tmp_path: Path) -> None:
    dataset = small(resolve_adr_dataset(f"adr:{ADR}"))
    report = asyncio.run(run_adr(dataset, load_settings(_env_file=None, rag_data_dir=tmp_path / "unused")))
    with_links, without = report["withLinks"], report["withoutLinks"]
    assert with_links["questions"]["summary"]["all"]["n"] == 4
    assert with_links["questions"]["summary"]["all"]["stale_above_current"] == 0.0  # every stale record below
    assert with_links["asOf"]["summary"]["all"]["right"] == 1.0 and with_links["asOf"]["summary"]["all"]["n"] >= 4
    assert with_links["history"]["staleShown"] == with_links["history"]["staleMarkedSuperseded"] > 0
    # Without the links the same stale records come back (the protocol's point), and mayReplace is scored.
    assert without["questions"]["summary"]["all"]["stale_above_current"] > 0.0
    suggestions = without["suggestions"]["mayReplace"]["all"]
    assert suggestions["supersessions"] == 2 and 0 <= suggestions["found"] <= 2
    assert with_links["indexing"]["suggestionsP50Ms"] > 0


def test_suggestions_are_scored_against_the_links() -> None:
    dataset = AdrDataset(
        "synthetic",
        [],
        [
            {"repo": "r", "new": "b.md", "old": "a.md", "kind": "supersedes", "partial": False, "stated_in_new": False},
            {"repo": "r", "new": "c.md", "old": "b.md", "kind": "amends", "partial": False, "stated_in_new": True},
        ],
        [],
    )
    indexed = {
        ("r", "a.md"): IndexedRecord("r", "a.md", "1", None, 1.0, None),  # type: ignore[arg-type]
        ("r", "b.md"): IndexedRecord("r", "b.md", "2", None, 1.0, None, may_replace=["a.md"]),  # type: ignore[arg-type]
        ("r", "c.md"): IndexedRecord("r", "c.md", "3", None, 1.0, None, may_replace=["b.md", "a.md"]),  # type: ignore[arg-type]
    }
    figures = score_suggestions(dataset, indexed)["mayReplace"]["all"]
    assert (figures["found"], figures["supersessions"], figures["recall"]) == (1, 1, 1.0)
    assert (figures["suggestions"], figures["right"], figures["precision"]) == (3, 1, 0.333)
    assert (figures["wrong_amendment"], figures["wrong_unlinked"]) == (1, 1)  # an amendment suggested counts against it
