"""How fast `rag-context index` follows a real repository (docs/performance.md, "Following a repository").

    pip download django==5.2.8 --no-binary :all: --no-deps -d /tmp/sdist
    .venv/bin/python benchmarks/bench_follow.py /tmp/sdist/django-5.2.8.tar.gz --folders django,tests

The sdist is unpacked into a temporary folder, the chosen folders copied into a new git repository
(one commit), and the embedded default (MiniLM, Qdrant Edge, SQLite) opened once in this process,
on a temporary data directory. Then, each timed: the first index; a run with nothing changed; a run
after one file is edited (and that file's embedding alone, measured apart); a switch to a branch
whose commit touches about a hundred files (edits, renames, deletions) and back. Beside each, the raw
parts in the same run: git's file list, reading and hashing every file, listing the store. Also the
commands as a user runs them: `rag-context status` and a no-change `rag-context index` (a process
each: start-up and, for index, the model's load included). Nothing is written to the repository.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

from rag_context.backends import git
from rag_context.backends.files import DEFAULT_MAX_FILE_BYTES, scan_folder
from rag_context.config import load_settings
from rag_context.core.models import DocumentFilters
from rag_context.following.local import ServicesTarget
from rag_context.following.sync import SyncOutcome, sync_folder
from rag_context.services import build_services

GIT_ENV = {"GIT_AUTHOR_NAME": "bench", "GIT_AUTHOR_EMAIL": "bench@example.invalid", "GIT_COMMITTER_NAME": "bench", "GIT_COMMITTER_EMAIL": "bench@example.invalid"}
SESSION = "repo"


def run_git(root: Path, *args: str) -> str:
    return subprocess.run(["git", *args], cwd=root, check=True, capture_output=True, text=True, env={**os.environ, **GIT_ENV}).stdout


def make_repository(sdist: Path, folders: list[str], into: Path) -> Path:
    unpacked = into / "unpacked"
    with tarfile.open(sdist) as archive:
        archive.extractall(unpacked, filter="data")
    [top] = list(unpacked.iterdir())
    repo = into / "repo"
    repo.mkdir()
    for folder in folders:
        shutil.copytree(top / folder, repo / folder)
    run_git(repo, "init", "-q", "-b", "main")
    run_git(repo, "add", ".")
    run_git(repo, "commit", "-q", "-m", "the sdist")
    return repo


def timed(function, *args):  # type: ignore[no-untyped-def]
    started = time.perf_counter()
    result = function(*args)
    return result, time.perf_counter() - started


def describe(outcome: SyncOutcome) -> dict[str, object]:
    return {**outcome.plan.counts(), "chunksEmbedded": outcome.chunks, "documentsRemoved": outcome.removed, "failed": len(outcome.failed)}


def branch_touching(repo: Path, files: list[str], count: int) -> dict[str, int]:
    """A branch `other` whose one commit edits, renames and deletes `count` files in all."""
    run_git(repo, "checkout", "-q", "-b", "other")
    chosen = files[:: max(len(files) // count, 1)][:count]
    renamed, deleted = chosen[:5], chosen[5:10]
    edited = chosen[10:]
    for source in edited:
        with (repo / source).open("a") as file:
            file.write("\n# touched on the branch\n")
    for source in renamed:
        run_git(repo, "mv", source, source + ".renamed.py" if not source.endswith(".py") else source[:-3] + "_renamed.py")
    for source in deleted:
        run_git(repo, "rm", "-q", source)
    run_git(repo, "commit", "-q", "-am", "a hundred files")
    run_git(repo, "checkout", "-q", "main")
    return {"edited": len(edited), "renamed": len(renamed), "deleted": len(deleted)}


async def measure(repo: Path, data_dir: Path) -> dict[str, object]:
    settings = load_settings(_env_file=None, rag_data_dir=data_dir)
    services = await build_services(settings)
    await services.start()
    embedded: list[int] = []
    real_embed = services.embedder.embed_documents

    async def counting(texts):  # type: ignore[no-untyped-def]
        embedded.append(len(texts))
        return await real_embed(texts)

    services.embedder.embed_documents = counting  # type: ignore[method-assign]
    target = ServicesTarget.of(services)
    figures: dict[str, object] = {}

    cache = getattr(services, "embedding_cache", None)  # issue 34: the vectors of texts embedded before

    async def follow(name: str) -> SyncOutcome:
        embedded.clear()
        hits_before = cache.counts.hits if cache is not None else 0
        started = time.perf_counter()
        scan = await asyncio.to_thread(scan_folder, repo, SESSION, None, DEFAULT_MAX_FILE_BYTES)
        scanned = time.perf_counter()
        outcome = await sync_folder(target, scan, SESSION)
        finished = time.perf_counter()
        figures[name] = {
            "seconds": round(finished - started, 3),
            "scanSeconds": round(scanned - started, 3),
            "syncSeconds": round(finished - scanned, 3),
            "files": len(scan.files),
            "documents": sum(len(requests) for requests in scan.files.values()),
            "embedCalls": len(embedded),
            "textsEmbedded": sum(embedded),
            **({"textsFromCache": cache.counts.hits - hits_before} if cache is not None else {}),
            **describe(outcome),
        }
        print(name, json.dumps(figures[name]), flush=True)
        return outcome

    try:
        await follow("firstIndex")
        optimized, optimize_s = time.perf_counter(), 0.0
        await services.optimize_vectors()
        optimize_s = time.perf_counter() - optimized
        figures["optimizeSeconds"] = round(optimize_s, 3)
        # The raw parts, in the same state: git's list, reading and hashing every file, the listing.
        _, figures["rawGitListSeconds"] = timed(git.visible_files, repo)
        scan, figures["rawScanSeconds"] = timed(scan_folder, repo, SESSION, None, DEFAULT_MAX_FILE_BYTES)
        started = time.perf_counter()
        listed = await target.stored_parts(SESSION)
        figures["rawListingSeconds"] = round(time.perf_counter() - started, 3)
        figures["storedDocuments"] = sum(len(parts) for parts in listed.values())
        await follow("noChange")

        files = sorted(source for source in scan.files if source.endswith(".py"))
        edited = next(source for source in files if 3_000 < (repo / source).stat().st_size < 8_000)
        with (repo / edited).open("a") as file:
            file.write("\n# an edit the index must follow\n")
        outcome = await follow("oneEdit")
        chunks = [chunk.text for document in (await services.store.get_documents(await services.store.find_document_ids(SESSION, edited))).values() for chunk in document.chunks]
        started = time.perf_counter()
        await real_embed(chunks)
        figures["oneEditFileEmbeddingSeconds"] = round(time.perf_counter() - started, 3)
        figures["oneEditFile"] = edited
        run_git(repo, "commit", "-q", "-am", "the edit")
        await follow("afterCommit")  # the commit recorded; nothing to embed

        figures["branch"] = branch_touching(repo, files, 100)
        run_git(repo, "checkout", "-q", "other")
        await follow("switchToBranch")
        run_git(repo, "checkout", "-q", "main")
        await follow("switchBack")
        documents = await services.store.list_documents(DocumentFilters(session_id=SESSION), 1)
        figures["listingWorks"] = bool(documents)
        del outcome
    finally:
        await services.close()
    return figures


def command_seconds(*args: str, env: dict[str, str]) -> tuple[float, int]:
    started = time.perf_counter()
    result = subprocess.run([sys.executable, "-m", "rag_context.cli", *args], capture_output=True, text=True, env=env, timeout=600)
    return round(time.perf_counter() - started, 3), result.returncode


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sdist", type=Path, help="a source distribution (.tar.gz)")
    parser.add_argument("--folders", default="django,tests", help="its folders to make the repository of (comma-separated)")
    parser.add_argument("--out", type=Path, help="write the figures as JSON here")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-follow-") as scratch:
        work = Path(scratch)
        repo = make_repository(args.sdist, args.folders.split(","), work)
        figures = asyncio.run(measure(repo, work / "data"))
        env = {**os.environ, "RAG_DATA_DIR": str(work / "data"), "HF_HUB_OFFLINE": "1"}
        figures["statusCommandSeconds"], figures["statusExitCode"] = command_seconds("status", str(repo), env=env)
        figures["indexCommandNoChangeSeconds"], _ = command_seconds("index", str(repo), env=env)
        figures["loadAverage"] = os.getloadavg()  # at the end; `uptime` before the run says how loaded it began
        figures["sdist"] = args.sdist.name
        figures["folders"] = args.folders
    print(json.dumps(figures, indent=2))
    if args.out:
        args.out.write_text(json.dumps(figures, indent=2) + "\n")


if __name__ == "__main__":
    main()
