"""How right the code graph's answers are (issue 31, item 6), against an oracle and a baseline, and
how fast it answers.

Parts (`--parts`, default all):

- `python`: on the Werkzeug tree, jedi (a static analyser) as the oracle. Definitions: every
  function and class jedi finds in src/werkzeug (every `--every`-th), asked of rag_context_symbols
  by qualified name: top-1 right when its source and lines hold one of jedi's definitions of that
  name (a property's getter and setter, a function defined in both branches of an `if`, are one
  symbol; `definitionTop1ThisLine`: the sampled one itself). Go-to-definition: every
  call the symbol table holds in src/werkzeug (every `--every`-th) resolved by us and by jedi's
  `goto`: top-1 right when our first target holds jedi's definition. Callers and references: every
  place a file of the tree names each sampled definition that jedi's `goto` resolves to it (a call:
  the name followed by `(`, or a decorator) against rag_context_references incoming; precision and
  recall over (file, line).
- `csharp`: on the Serilog tree, the hand labels of eval/datasets/code/serilog/symbols.jsonl
  (SYMBOLS.md): definition top-1 (rag_context_symbols by the labelled symbol, its arity when
  labelled), callers precision and recall (rag_context_references incoming against `callers`).
- `map`: each set's code questions (questions.jsonl): is an answering file in rag_context_repo_map's
  `files` at 512, 1,024 and 2,048 tokens; against plain search cut to the same budget (maxTokens,
  one result a file) and against a PageRank map seeded by nothing.
- `tokens`: the tokens an agent reads to find a symbol's callers and definition: our answer's JSON
  against `git grep -n -w NAME` and reading every file it names (callers), or the one that defines
  it (definition).
- `latency`: lookups (symbols, references in and out, outline) on a store of 2,000 code files (the
  evaluation trees, copied under other folders up to the count), p50 and p95, in-process.

Every tree is indexed as `rag-context index` would (fresh data directory, the bundled MiniLM). Run
from the repository root:
    python benchmarks/measure_code_graph.py [--parts python,csharp,map,tokens,latency] [--every 2] [--json out.json]
Figures in docs/code-graph.md. Targets (issue 31): definition top-1 >= 0.95; callers precision and
recall >= 0.9 (Python), >= 0.85 (C#); the map holds the answering file at 1,024 tokens for >= 0.9
of the code questions; lookups p95 <= 50 ms on 2,000 files.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

import orjson  # noqa: E402

from rag_context.api import tool_calls  # noqa: E402
from rag_context.api.models import ReferencesBody, RepoMapBody, SearchBody, SymbolsBody  # noqa: E402
from rag_context.commands.code_eval import CodeDataset, index_tree, resolve_code_dataset  # noqa: E402
from rag_context.config import load_settings  # noqa: E402
from rag_context.core.code.graph.model import DefinitionQuery, ReferenceQuery  # noqa: E402
from rag_context.core.code.graph.queries import resolver_for  # noqa: E402
from rag_context.services import Services, build_services  # noqa: E402

PARTS = ("python", "csharp", "map", "tokens", "latency")
BUDGETS = (512, 1024, 2048)
LATENCY_FILES = 2000
LATENCY_LOOKUPS = 200


def ratio(numerator: float, denominator: float) -> float | None:
    return round(numerator / denominator, 4) if denominator else None


def precision_recall(predicted: set, expected: set) -> tuple[int, int, int]:
    return len(predicted & expected), len(predicted), len(expected)


async def indexed(dataset: CodeDataset, root: Path) -> Services:
    settings = load_settings(_env_file=None, rag_data_dir=root / f"data-{dataset.name}")
    services = await build_services(settings)
    started = time.perf_counter()
    files, chunks, _, _ = await index_tree(services, dataset, None)
    print(f"{dataset.name}: indexed {files} files, {chunks} chunks in {time.perf_counter() - started:.1f} s", flush=True)
    return services


async def ask(services: Services, tool: str, body: dict[str, Any]) -> dict[str, Any]:
    if tool == "symbols":
        return await tool_calls.symbols(services, SymbolsBody.model_validate(body))
    if tool == "references":
        return await tool_calls.references(services, ReferencesBody.model_validate(body))
    if tool == "repo_map":
        return await tool_calls.repo_map(services, RepoMapBody.model_validate(body))
    return await tool_calls.search(services, SearchBody.model_validate(body), None)


def holds(item: dict[str, Any], definitions: Sequence[tuple[str, int]]) -> bool:
    return any(item["source"] == source and item["lineStart"] <= line <= item["lineEnd"] for source, line in definitions)


# --- Python, jedi as the oracle


def jedi_project(tree: Path) -> Any:
    """jedi over the tree, its `src` first and no site-packages: an installed copy of the library
    (Werkzeug is a dependency of this project's environment) must not stand for the tree's."""
    import jedi

    return jedi.Project(path=str(tree), sys_path=[str(tree / "src"), str(tree)] + [p for p in sys.path if p and "site-packages" not in p])


def jedi_definitions(tree: Path, every: int) -> list[dict[str, Any]]:
    import jedi

    project = jedi_project(tree)
    found = []
    for path in sorted((tree / "src").rglob("*.py")):
        script = jedi.Script(path.read_text(encoding="utf-8"), path=str(path), project=project)
        lines = path.read_text(encoding="utf-8").split("\n")
        for name in script.get_names(all_scopes=True, definitions=True, references=False):
            # Definitions written in the file (not names it imports), by their `def` or `class` line.
            declared = re.match(rf"\s*(async\s+)?(def|class)\s+{re.escape(name.name)}\b", lines[name.line - 1]) if name.line else None
            stub = name.line and re.match(r"\s*@(t\.|typing\.)?overload\s*(#.*)?$", lines[name.line - 2] if name.line > 1 else "")
            if name.type in ("function", "class") and name.full_name and declared and not stub:  # an @overload stub is no definition that runs
                found.append({"path": path, "source": path.relative_to(tree).as_posix(), "line": name.line, "column": name.column, "name": name.name, "full_name": name.full_name})
    return found[::every]


def is_call(lines: list[str], line: int, column: int, name: str) -> bool:
    """The name is called there: followed by `(`, or the last name of a decorator (`@name`,
    `@module.name`; not `Request` of `@Request.application`)."""
    text = lines[line - 1] if 0 < line <= len(lines) else ""
    after = text[column + len(name) :].lstrip()
    before = text[:column].rstrip()
    decorator = re.fullmatch(r"@[\w.]*", before.strip()) is not None
    return after.startswith("(") or (decorator and not after.startswith("."))


def jedi_references(definition: dict[str, Any], tree: Path, scripts: dict[Path, Any] | None = None) -> tuple[set[tuple[str, int]], set[tuple[str, int]]]:
    """(every reference, the calls among them) of a definition, as (file, line): every place a
    Python file of the tree names it (the name as a word, its own `def`/`class` line left out)
    that jedi's `goto` resolves to it. (Not jedi's `get_references`: its search also lists
    overload stubs and other classes' same-named methods, and skips files by heuristics.)"""
    import jedi

    project = jedi_project(tree)
    scripts = {} if scripts is None else scripts
    if definition["name"] == "__init__":
        # Constructing the class calls its __init__, and so does `super().__init__(...)`.
        direct_refs, direct_calls = jedi_references({**definition, "name": "__init_direct__"}, tree, scripts)
    else:
        direct_refs, direct_calls = set(), set()
    name, target_line, calls_only = definition["name"], definition["line"], False
    if name == "__init_direct__":
        name = "__init__"
    elif name == "__init__":
        # Constructing the class calls its __init__: jedi resolves `Class(...)` to the class.
        lines = definition["path"].read_text(encoding="utf-8").split("\n")
        indent = len(lines[target_line - 1]) - len(lines[target_line - 1].lstrip())
        for number in range(target_line - 1, 0, -1):
            match = re.match(r"(\s*)class\s+(\w+)", lines[number - 1])
            if match and len(match.group(1)) < indent:
                name, target_line, calls_only = match.group(2), number, True
                break
    word = re.compile(rf"\b{re.escape(name)}\b")
    declaring = re.compile(rf"^\s*(async\s+)?(def|class)\s+{re.escape(name)}\b")
    references: set[tuple[str, int]] = set()
    calls: set[tuple[str, int]] = set()
    for path in sorted(tree.rglob("*.py")):
        text = path.read_text(encoding="utf-8", errors="replace")
        if name not in text:
            continue
        lines = text.split("\n")
        source = path.relative_to(tree).as_posix()
        for number, line in enumerate(lines, 1):
            if declaring.match(line) or line.lstrip().startswith("#"):
                continue
            for match in word.finditer(line):
                script = scripts.get(path)
                if script is None:
                    script = scripts[path] = jedi.Script(text, path=str(path), project=project)
                try:
                    targets = script.goto(number, match.start(), follow_imports=True)
                except Exception:  # noqa: BLE001 - jedi gives up on some syntax: not counted
                    continue
                if any(t.module_path and Path(t.module_path) == definition["path"] and t.line == target_line for t in targets):
                    call = is_call(lines, number, match.start(), name)
                    if call or not calls_only:
                        references.add((source, number))
                    if call:
                        calls.add((source, number))
    return references | direct_refs, calls | direct_calls


async def python_part(services: Services, dataset: CodeDataset, every: int) -> dict[str, Any]:
    import jedi

    tree = dataset.tree
    every_definition = jedi_definitions(tree, 1)
    definitions = every_definition[::every]
    # A qualified name jedi finds defined more than once (a property's getter and setter, a function
    # defined in both branches of an `if`) is one symbol: an answer at any of its definitions is right.
    defined_at: dict[str, list[tuple[str, int]]] = {}
    for definition in every_definition:
        defined_at.setdefault(definition["full_name"], []).append((definition["source"], definition["line"]))
    scripts_cache: dict[Path, Any] = {}
    top1 = top1_this_line = 0
    callers = [0, 0, 0]
    refs = [0, 0, 0]
    misses: list[str] = []
    for definition in definitions:
        answer = await ask(services, "symbols", {"name": definition["full_name"], "limit": 5})
        top1_this_line += bool(answer["symbols"]) and holds(answer["symbols"][0], [(definition["source"], definition["line"])])
        if answer["symbols"] and holds(answer["symbols"][0], defined_at[definition["full_name"]]):
            top1 += 1
        elif len(misses) < 30:
            misses.append(f"definition {definition['full_name']}: {[item['citation'] for item in answer['symbols'][:2]]}")
        expected_refs, expected_calls = jedi_references(definition, tree, scripts_cache)
        incoming = await ask(services, "references", {
            "symbol": definition["full_name"], "source": definition["source"], "line": definition["line"], "direction": "incoming", "limit": 500,
        })
        ours_all = {(item["source"], item["lineStart"]) for item in incoming["references"]}
        ours_calls = {(item["source"], item["lineStart"]) for item in incoming["references"] if item["kind"] in ("call", "new")}
        for totals, got in ((callers, precision_recall(ours_calls, expected_calls)), (refs, precision_recall(ours_all, expected_refs))):
            for position in range(3):
                totals[position] += got[position]
    # Go-to-definition at call sites: our resolution against jedi's goto.
    store = services.store
    calls = await store.find_references(ReferenceQuery(kinds=("call",), limit=200_000))
    calls = sorted((item for item in calls if item.source.startswith("src/werkzeug/")), key=lambda item: (item.source, item.reference.line, item.reference.name))[::every]
    project = jedi_project(tree)
    scripts: dict[str, Any] = {}
    in_repo = right = external = linked_external = 0
    for item in calls:
        path = tree / item.source
        script = scripts.get(item.source)
        if script is None:
            script = scripts[item.source] = (jedi.Script(path.read_text(encoding="utf-8"), path=str(path), project=project), path.read_text(encoding="utf-8").split("\n"))
        jedi_script, lines = script
        text = lines[item.reference.line - 1]
        match = re.search(rf"\b{re.escape(item.reference.name)}\s*\(", text) or re.search(rf"@\s*[\w.]*\b{re.escape(item.reference.name)}\b", text)
        if match is None:
            continue
        column = text.index(item.reference.name, match.start())
        try:
            targets = jedi_script.goto(item.reference.line, column, follow_imports=True)
        except Exception:  # noqa: BLE001 - jedi gives up on some syntax: not counted
            continue
        if not targets:
            continue
        ours = (await resolver_for(store, [item])).resolve(item)
        inside = [t for t in targets if t.module_path and tree in Path(t.module_path).parents and t.line]
        if not inside:
            external += 1
            linked_external += ours is not None
            continue
        in_repo += 1
        expected = {(Path(t.module_path).relative_to(tree).as_posix(), t.line) for t in inside}
        if ours is not None:
            first = ours[0][0]
            if any(first.source == source and first.definition.line_start <= line <= first.definition.line_end for source, line in expected):
                right += 1
    result = {
        "definitions": len(definitions),
        "definitionTop1": ratio(top1, len(definitions)),
        "definitionTop1ThisLine": ratio(top1_this_line, len(definitions)),
        **scored("callers", callers),
        **scored("references", refs),
        "gotoCallSites": in_repo,
        "gotoTop1": ratio(right, in_repo),
        "externalCallSites": external,
        "externalLinkedByUs": linked_external,
        "misses": misses,
    }
    print("python:", json.dumps(result, indent=1), flush=True)
    return result


def scored(name: str, counts: Sequence[int]) -> dict[str, Any]:
    """Precision and recall of (right, found, expected) counts, as `name`Precision, `name`Recall and
    `name` (the counts)."""
    right, found, expected = counts
    return {
        f"{name}Precision": ratio(right, found),
        f"{name}Recall": ratio(right, expected),
        name: {"found": found, "expected": expected, "right": right},
    }


# --- C#, the hand labels


def our_symbol(label: dict[str, Any]) -> str:
    """A label's symbol as ours names it (`Type..ctor` -> `Type.Type`)."""
    symbol = label["symbol"]
    if symbol.endswith("..ctor"):
        owner = symbol[: -len("..ctor")]
        return f"{owner}.{owner.rsplit('.', 1)[-1]}"
    return symbol


async def csharp_part(services: Services, dataset: CodeDataset) -> dict[str, Any]:
    labels = [json.loads(line) for line in (dataset.tree.parent / "symbols.jsonl").read_text().splitlines() if line.strip()]
    top1 = by_name = 0
    totals = [0, 0, 0]
    per_symbol = []
    for label in labels:
        symbol = our_symbol(label)
        arity = {"arity": label["arity"]} if label.get("arity") is not None else {}
        definitions = [(item["source"], item["line"]) for item in label["definitions"]]
        answer = await ask(services, "symbols", {"name": symbol, "limit": 5, **arity})
        right = bool(answer["symbols"]) and holds(answer["symbols"][0], definitions)
        top1 += right
        named = await ask(services, "symbols", {"name": label["name"], "limit": 5, **arity})
        by_name += bool(named["symbols"]) and holds(named["symbols"][0], definitions)
        incoming = await ask(services, "references", {"symbol": symbol, "direction": "incoming", "limit": 500, **arity})
        predicted = {(item["source"], item["lineStart"]) for item in incoming["references"]}
        expected = {(item["source"], item["line"]) for item in label["callers"]}
        got = precision_recall(predicted, expected)
        for position in range(3):
            totals[position] += got[position]
        per_symbol.append({"id": label["id"], "definitionTop1": right, "right": got[0], "found": got[1], "expected": got[2]})
    with_callers = [row for row in per_symbol if row["expected"]]
    result = {
        "symbols": len(labels),
        "definitionTop1": ratio(top1, len(labels)),
        "definitionTop1ByName": ratio(by_name, len(labels)),
        **scored("callers", totals),
        "macroPrecision": ratio(sum(ratio(r["right"], r["found"]) or 0 for r in with_callers if r["found"]), len([r for r in with_callers if r["found"]])),
        "macroRecall": ratio(sum(ratio(r["right"], r["expected"]) or 0 for r in with_callers), len(with_callers)),
        "perSymbol": per_symbol,
    }
    print("csharp:", json.dumps({k: v for k, v in result.items() if k != "perSymbol"}, indent=1), flush=True)
    return result


# --- the repository map


async def map_part(services: Services, dataset: CodeDataset) -> dict[str, Any]:
    questions = dataset.questions
    rows: dict[str, dict[int, int]] = {"map": {}, "search": {}, "unseeded": {}}
    splits: dict[str, dict[str, dict[int, int]]] = {}
    misses: list[dict[str, Any]] = []  # at 1,024 tokens: what the map showed instead
    for budget in BUDGETS:
        unseeded = await ask(services, "repo_map", {"maxTokens": budget})
        unseeded_files = set(unseeded["files"])
        for question in questions:
            answers = set(question.answers)
            mapped = await ask(services, "repo_map", {"query": question.question, "maxTokens": budget})
            searched = await ask(services, "search", {"query": question.question, "contentType": "code", "maxTokens": budget, "maxPerDocument": 1, "limit": 20})
            for name, files in (("map", set(mapped["files"])), ("search", {r["source"] for r in searched["results"]}), ("unseeded", unseeded_files)):
                hit = int(bool(answers & files))
                rows[name][budget] = rows[name].get(budget, 0) + hit
                split = splits.setdefault(question.split, {}).setdefault(name, {})
                split[budget] = split.get(budget, 0) + hit
            if budget == 1024 and not answers & set(mapped["files"]):
                misses.append({
                    "id": question.id, "split": question.split, "answers": sorted(answers), "mapFiles": mapped["files"],
                    "searchFiles": [r["source"] for r in searched["results"]][:5],
                })
    result = {
        "questions": len(questions),
        "recall": {name: {str(budget): ratio(count, len(questions)) for budget, count in by_budget.items()} for name, by_budget in rows.items()},
        "bySplit": {
            split: {name: {str(budget): ratio(count, len([q for q in questions if q.split == split])) for budget, count in by_budget.items()} for name, by_budget in names.items()}
            for split, names in splits.items()
        },
        "missesAt1024": misses,
    }
    print(f"map {dataset.name}:", json.dumps(result, indent=1), flush=True)
    return result


# --- tokens an agent reads


def grep(tree: Path, name: str) -> str:
    completed = subprocess.run(
        ["git", "grep", "--no-index", "-n", "-w", "-I", "--", name], cwd=tree, capture_output=True, text=True, timeout=120
    )
    return completed.stdout


async def tokens_part(services: Services, dataset: CodeDataset, symbols: Sequence[tuple[str, str, str, int]]) -> dict[str, Any]:
    """`symbols`: (our symbol, its name, its defining source, line)."""
    count = services.embedder.count_tokens
    ours_callers, grep_callers, ours_definition, grep_definition = [], [], [], []
    for symbol, name, source, _ in symbols:
        incoming = await ask(services, "references", {"symbol": symbol, "source": source, "direction": "incoming", "limit": 500})
        ours_callers.append(count(orjson.dumps(incoming).decode()))
        found = await ask(services, "symbols", {"name": symbol, "limit": 5})
        ours_definition.append(count(orjson.dumps(found).decode()))
        output = grep(dataset.tree, name)
        files = sorted({line.split(":", 1)[0] for line in output.splitlines() if ":" in line})
        read = sum(count((dataset.tree / file).read_text(encoding="utf-8", errors="replace")) for file in files)
        grep_callers.append(count(output) + read)
        grep_definition.append(count(output) + count((dataset.tree / source).read_text(encoding="utf-8", errors="replace")))
    result = {
        "symbols": len(symbols),
        "callersMedian": {"ours": statistics.median(ours_callers), "grepAndRead": statistics.median(grep_callers)},
        "definitionMedian": {"ours": statistics.median(ours_definition), "grepAndRead": statistics.median(grep_definition)},
        "callersTotal": {"ours": sum(ours_callers), "grepAndRead": sum(grep_callers)},
        "definitionTotal": {"ours": sum(ours_definition), "grepAndRead": sum(grep_definition)},
    }
    print(f"tokens {dataset.name}:", json.dumps(result, indent=1), flush=True)
    return result


async def sample_symbols(services: Services, prefix: str, count: int) -> list[tuple[str, str, str, int]]:
    found = await services.store.find_definitions(DefinitionQuery(kinds=("method", "function", "class", "interface"), limit=100_000))
    found = sorted((item for item in found if item.source.startswith(prefix)), key=lambda item: (item.source, item.definition.line_start))
    chooser = random.Random(31)
    chosen = chooser.sample(found, min(count, len(found)))
    return [(item.definition.symbol, item.definition.name, item.source, item.definition.line_start) for item in chosen]


# --- lookups on 2,000 files


async def latency_part(root: Path) -> dict[str, Any]:
    from rag_context.backends.stores.sqlite import SqliteStore
    from rag_context.commands.code_eval import code_sets
    from rag_context.commands.index import BulkReport, prepare
    from rag_context.core.breaker import CircuitBreaker
    from rag_context.core.code.graph import symbols_of_file
    from rag_context.core.metrics_queue import MetricsRecorder
    from rag_context.core.models import DocumentMetadata, DocumentStatus, StoredDocument, utc_now
    from rag_context.core.symbols import SymbolService

    requests = []
    for name, folder in sorted(code_sets().items()):
        requests += [request for request in prepare([folder / "tree"], name, "code", BulkReport()) if request.source.endswith((".cs", ".py", ".ts", ".js", ".go", ".java", ".rs"))]
    originals = list(requests)
    copy = 0
    while len(requests) < LATENCY_FILES:
        copy += 1
        requests += [type(r)(r.content, r.content_type, r.session_id, f"copy{copy}/{r.source}", r.metadata) for r in originals]
    requests = requests[:LATENCY_FILES]
    store = await SqliteStore.open(root / "latency.db")
    started = time.perf_counter()
    batch = []
    for request in requests:
        table = symbols_of_file(request.content, request.source, [(1, request.content.count("\n") + 1)])
        batch.append(StoredDocument(
            request.document_id, request.session_id, request.source, "code", request.content, DocumentMetadata(), "fp",
            DocumentStatus.INDEXED, utc_now(), (), symbols=table,
        ))
        if len(batch) == 100:
            await store.save_documents(batch)
            batch = []
    if batch:
        await store.save_documents(batch)
    definitions = await store.find_definitions(DefinitionQuery(kinds=("method", "function", "class", "interface", "property"), limit=1_000_000))
    references = await store.find_references(ReferenceQuery(limit=5_000_000))
    print(f"latency store: {len(requests)} files, {len(definitions)} definitions (of the kinds asked), {len(references)} references, built in {time.perf_counter() - started:.1f} s", flush=True)
    breaker = CircuitBreaker("store", 5, 1.0)
    service = SymbolService(store, None, lambda text: len(text.split()), breaker, CircuitBreaker("vectors", 5, 1.0), MetricsRecorder(store, 1000), 30.0)  # type: ignore[arg-type]
    chooser = random.Random(31)
    sample = chooser.sample(definitions, LATENCY_LOOKUPS)
    timings: dict[str, list[float]] = {"symbols": [], "referencesIncoming": [], "referencesOutgoing": [], "outline": []}
    cpu: dict[str, list[float]] = {name: [] for name in timings}
    for item in sample:
        for name, call in (
            ("symbols", lambda: service.symbols(item.definition.name)),
            ("referencesIncoming", lambda: service.references(item.definition.symbol, "incoming", item.source)),
            ("referencesOutgoing", lambda: service.references(item.definition.symbol, "outgoing", item.source)),
            ("outline", lambda: service.outline(item.source)),
        ):
            began, began_cpu = time.perf_counter(), time.process_time()
            await call()
            timings[name].append((time.perf_counter() - began) * 1000)
            cpu[name].append((time.process_time() - began_cpu) * 1000)  # every thread's: the store's reader too
    await store.close()
    result = {
        "files": len(requests),
        "lookups": LATENCY_LOOKUPS,
        **{
            name: {
                "p50Ms": round(statistics.median(values), 2), "p95Ms": round(sorted(values)[int(0.95 * len(values)) - 1], 2), "maxMs": round(max(values), 2),
                # CPU time: what the lookup costs on a quiet machine (wall time on a loaded one counts the others' turns)
                "cpuP50Ms": round(statistics.median(cpu[name]), 2), "cpuP95Ms": round(sorted(cpu[name])[int(0.95 * len(cpu[name])) - 1], 2),
            }
            for name, values in timings.items()
        },
    }
    print("latency:", json.dumps(result, indent=1), flush=True)
    return result


async def main_async(parts: Sequence[str], every: int, tokens_sample: int) -> dict[str, Any]:
    results: dict[str, Any] = {"load": os.getloadavg()[0], "cores": os.cpu_count()}
    print(f"load: {results['load']:.2f} (1 min) on {results['cores']} cores", flush=True)
    with tempfile.TemporaryDirectory() as scratch:
        root = Path(scratch)
        if {"python", "map", "tokens"} & set(parts):
            werkzeug = resolve_code_dataset("code:werkzeug", None)
            services = await indexed(werkzeug, root)
            try:
                if "python" in parts:
                    results["python"] = await python_part(services, werkzeug, every)
                if "map" in parts:
                    results["mapWerkzeug"] = await map_part(services, werkzeug)
                if "tokens" in parts:
                    results["tokensWerkzeug"] = await tokens_part(services, werkzeug, await sample_symbols(services, "src/werkzeug/", tokens_sample))
            finally:
                await services.close()
        if {"csharp", "map", "tokens"} & set(parts):
            serilog = resolve_code_dataset("code:serilog", None)
            services = await indexed(serilog, root)
            try:
                if "csharp" in parts:
                    results["csharp"] = await csharp_part(services, serilog)
                if "map" in parts:
                    results["mapSerilog"] = await map_part(services, serilog)
                if "tokens" in parts:
                    labels = [json.loads(line) for line in (serilog.tree.parent / "symbols.jsonl").read_text().splitlines() if line.strip()]
                    symbols = [(our_symbol(label), label["name"], label["definitions"][0]["source"], label["definitions"][0]["line"]) for label in labels]
                    results["tokensSerilog"] = await tokens_part(services, serilog, symbols)
            finally:
                await services.close()
        if "latency" in parts:
            results["latency"] = await latency_part(root)
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--parts", default=",".join(PARTS), help=f"comma-separated, of {', '.join(PARTS)}")
    parser.add_argument("--every", type=int, default=2, help="Python: every n-th definition and call site (1: all)")
    parser.add_argument("--tokens-sample", type=int, default=40, help="Python symbols whose tokens are compared")
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args()
    parts = [part.strip() for part in args.parts.split(",") if part.strip()]
    unknown = set(parts) - set(PARTS)
    if unknown:
        parser.error(f"unknown parts: {', '.join(sorted(unknown))}")
    results = asyncio.run(main_async(parts, args.every, args.tokens_sample))
    if args.json is not None:
        args.json.write_text(json.dumps(results, indent=2))


if __name__ == "__main__":
    sys.exit(main())
