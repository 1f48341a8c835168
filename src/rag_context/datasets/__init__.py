"""Evaluation data shipped with the package, so `rag-context eval` and `rag-context bench` run from
an installed copy with nothing beside it. Provenance: each dataset's README.md."""

from __future__ import annotations

from pathlib import Path

CRANFIELD = Path(__file__).resolve().parent / "cranfield"
CRANFIELD_QRELS = CRANFIELD / "qrels" / "dev.tsv"
# The code evaluation sets (`rag-context eval --dataset code:NAME`): one folder per repository.
CODE_DATASETS = Path(__file__).resolve().parent / "code"
