"""Evaluation data shipped with the package: the Cranfield collection (1.6 MB), so that `rag-context
eval` and `rag-context bench` run out of the box from an installed wheel or the Docker image (an
operator measures a deployment with no clone). Provenance: cranfield/README.md.

The code evaluation sets (`rag-context eval --dataset code:NAME`) are not shipped: they are
third-party source trees that only the evaluation reads, kept in a clone's eval/datasets/code/
(commands/code_eval.py finds them)."""

from __future__ import annotations

from pathlib import Path

CRANFIELD = Path(__file__).resolve().parent / "cranfield"
CRANFIELD_QRELS = CRANFIELD / "qrels" / "dev.tsv"
