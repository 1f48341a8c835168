"""The repository stands alone: nothing in it names a folder beside it or a path of one machine,
and the data the tools default to (Cranfield) ships inside the installed package, the evaluation
trees and the benchmarks do not (`.ci/run` proves the rest by running the whole suite in a clone
with nothing beside it)."""

from __future__ import annotations

import re
import subprocess
import sys
import zipfile
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]
# ../shared (the team's reference folder), /work/... or /root/... (a machine's paths)
MACHINE_PATH = re.compile(r"\.\./shared|/work/|/root/|/home/\w+/")


def tracked_text_files() -> list[Path]:
    listed = subprocess.run(["git", "ls-files"], cwd=REPO_ROOT, capture_output=True, text=True, check=True).stdout
    paths = [REPO_ROOT / line for line in listed.splitlines() if line]
    return [p for p in paths if p.suffix in {".py", ".md", ".toml", ".yml", ".yaml", ".sh", ".ps1", ".js", ".json", ".cfg", ".txt", ""} and p.is_file()]


def test_no_tracked_file_names_a_machine_path_or_a_folder_beside_the_repository() -> None:
    offenders = []
    for path in tracked_text_files():
        if path == Path(__file__).resolve() or "datasets" in path.parts:
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
            if MACHINE_PATH.search(line):
                offenders.append(f"{path.relative_to(REPO_ROOT)}:{number}: {line.strip()[:120]}")
    assert offenders == []


def test_the_wheel_carries_the_service_and_cranfield_but_no_evaluation_trees_or_benchmarks(tmp_path: Path) -> None:
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation", "-w", str(tmp_path), str(REPO_ROOT)],
        check=True,
        capture_output=True,
        timeout=300,
    )
    (wheel,) = tmp_path.glob("rag_context-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    for part in ("corpus.jsonl", "queries.jsonl", "qrels/dev.tsv", "README.md", "SHA256SUMS"):
        assert f"rag_context/datasets/cranfield/{part}" in names  # `rag-context eval` and `bench` out of the box
    for part in ("tokenizer.json", "LICENSE", "README.md", "SHA256SUMS"):
        assert f"rag_context/assets/minilm/{part}" in names  # the embedded embedder's tokenizer
    assert "rag_context/commands/evaluate.py" in names and "rag_context/commands/bench.py" in names
    # Beside the package's code, only the embedder's files and Cranfield: the code evaluation sets
    # (eval/) and the measurement scripts (benchmarks/) stay in the clone.
    data = {n for n in names if n.startswith("rag_context/") and not n.endswith(".py")}
    assert data and all(n.startswith(("rag_context/assets/minilm/", "rag_context/datasets/cranfield/")) for n in data), sorted(data)[:5]
    assert not [n for n in names if n.startswith(("eval/", "benchmarks/", "scripts/")) or "/tree/" in n]


def test_the_shipped_dataset_matches_its_recorded_checksums() -> None:
    import hashlib

    from rag_context.datasets import CRANFIELD

    for line in (CRANFIELD / "SHA256SUMS").read_text().splitlines():
        digest, name = line.split()
        assert hashlib.sha256((CRANFIELD / name).read_bytes()).hexdigest() == digest, name


def test_the_shipped_tokenizer_matches_its_recorded_checksums() -> None:
    import hashlib

    from rag_context.assets import MINILM

    recorded = dict(reversed(line.split()) for line in (MINILM / "SHA256SUMS").read_text().splitlines())
    assert set(recorded) == {"tokenizer.json", "LICENSE", "model-int8-rows.onnx"}
    for name, digest in recorded.items():
        assert hashlib.sha256((MINILM / name).read_bytes()).hexdigest() == digest, name
