"""`rag-context eval --dataset code:PATH --questions FILE` (issue 22, item 4): the code sets of
eval/datasets/code are what their READMEs say and are found by name from a clone, the questions
file is checked, the scores are trec_eval's, and a small slice of a real tree goes through the real
indexing and search paths (the full measurement is a documented command: docs/quality.md)."""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from rag_context.commands import code_eval
from rag_context.commands.code_eval import (
    CodeDataset,
    CodeQuestion,
    QuestionsError,
    code_levers,
    code_sets,
    configurations,
    evaluate_code,
    files_ranked,
    load_questions,
    resolve_code_dataset,
    score_files,
    search_request,
)
from rag_context.config import load_settings
from rag_context.core.code import infer_role
# The sets, in this clone (not in the installed package): every folder is one.
CODE_SETS = Path(__file__).resolve().parents[2] / "eval" / "datasets" / "code"
WERKZEUG = CODE_SETS / "werkzeug" / "tree"
# A slice of Werkzeug: three implementation files, the tests and docs of the same features (the
# distractors), and a README.
SLICE_FILES = (
    "src/werkzeug/security.py",
    "src/werkzeug/middleware/proxy_fix.py",
    "src/werkzeug/middleware/dispatcher.py",
    "tests/test_security.py",
    "tests/middleware/test_proxy_fix.py",
    "tests/middleware/test_dispatcher.py",
    "docs/middleware/proxy_fix.rst",
    "README.md",
)
SLICE_QUESTIONS = [
    {"id": "s1", "question": "How does safe_join stop an untrusted path from escaping the base directory?", "answers": ["src/werkzeug/security.py"], "split": "dev"},
    {"id": "s2", "question": "How does ProxyFix apply X-Forwarded-For from a fixed number of proxies?", "answers": ["src/werkzeug/middleware/proxy_fix.py"], "split": "dev"},
    {"id": "s3", "question": "How are requests dispatched to different WSGI applications by path prefix?", "answers": ["src/werkzeug/middleware/dispatcher.py"], "split": "heldout"},
]


def write_questions(path: Path, entries: list[dict]) -> Path:
    path.write_text("".join(json.dumps(entry) + "\n" for entry in entries), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def werkzeug_slice(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    root = tmp_path_factory.mktemp("slice")
    tree = root / "werkzeug"
    for name in SLICE_FILES:
        (tree / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(WERKZEUG / name, tree / name)
    return tree, write_questions(root / "questions.jsonl", SLICE_QUESTIONS)


@pytest.mark.parametrize("name", sorted(p.name for p in CODE_SETS.iterdir() if p.is_dir()))
def test_a_set_is_its_recorded_files_with_questions_answered_by_implementation_files(name: str) -> None:
    folder = CODE_SETS / name
    assert code_sets()[name] == folder  # found by name from the clone the tests run in
    recorded = {}
    for line in (folder / "SHA256SUMS").read_text(encoding="utf-8").splitlines():
        digest, relative = line.split("  ", 1)
        recorded[relative] = digest
    on_disk = {p.relative_to(folder / "tree").as_posix() for p in (folder / "tree").rglob("*") if p.is_file()}
    assert set(recorded) == on_disk  # nothing added or lost since the sums were taken
    for relative, digest in recorded.items():
        assert hashlib.sha256((folder / "tree" / relative).read_bytes()).hexdigest() == digest, relative
    readme = (folder / "README.md").read_text(encoding="utf-8")
    assert "sha256" in readme and "Licence" in readme and "Where from" in readme
    assert (folder / "LICENSE").is_file() or (folder / "tree" / "LICENSE.txt").is_file()

    dataset = resolve_code_dataset(f"code:{name}", None)  # every answer is a file of the tree
    questions = dataset.questions
    assert len(questions) >= 40
    held_out = [q for q in questions if q.split == "heldout"]
    assert len(questions) // 4 <= len(held_out) <= len(questions) // 2
    for question in questions:
        for answer in question.answers:
            assert infer_role(answer) == "implementation", (question.id, answer)


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("not json", "line 2: not JSON"),
        ('{"question": "q?", "answers": ["a.py"]}', "line 2: 'id'"),
        ('{"id": "a", "question": "q?", "answers": ["a.py"]}', "line 2: 'id' 'a' is given twice"),
        ('{"id": "b", "question": " ", "answers": ["a.py"]}', "line 2: 'question'"),
        ('{"id": "b", "question": "q?", "answers": []}', "line 2: 'answers'"),
        ('{"id": "b", "question": "q?", "answers": ["a.py"], "split": "test"}', "line 2: 'split'"),
    ],
)
def test_a_bad_question_line_is_refused_naming_its_line_and_field(tmp_path: Path, line: str, message: str) -> None:
    path = tmp_path / "q.jsonl"
    path.write_text('{"id": "a", "question": "where?", "answers": ["a.py"]}\n' + line + "\n", encoding="utf-8")
    with pytest.raises(QuestionsError, match=message):
        load_questions(path)


def test_a_path_dataset_needs_its_questions_and_answers_that_exist(tmp_path: Path) -> None:
    (tmp_path / "a.py").write_text("x = 1\n")
    with pytest.raises(QuestionsError, match="--questions"):
        resolve_code_dataset(f"code:{tmp_path}", None)
    questions = write_questions(tmp_path / "q.jsonl", [{"id": "1", "question": "x?", "answers": ["b.py"]}])
    with pytest.raises(QuestionsError, match="b.py"):
        resolve_code_dataset(f"code:{tmp_path}", str(questions))
    with pytest.raises(QuestionsError, match="not a folder"):
        resolve_code_dataset(f"code:{tmp_path / 'nowhere'}", str(questions))


def make_set(folder: Path, answer: str = "a.py") -> Path:
    """A minimal code set: tree/ with one file, and a question it answers."""
    (folder / "tree").mkdir(parents=True)
    (folder / "tree" / answer).write_text("x = 1\n")
    write_questions(folder / "questions.jsonl", [{"id": "1", "question": "where is x set?", "answers": [answer]}])
    return folder


@pytest.fixture
def outside_any_clone(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Run as from an installed wheel: no clone above the current directory, no source beside the package."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(code_eval, "PACKAGE_CLONE", None)
    return tmp_path


def test_a_set_is_found_by_name_from_anywhere_in_a_clone_the_nearest_first(outside_any_clone: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    clone = outside_any_clone / "clone"
    sets = clone / "eval" / "datasets" / "code"
    make_set(sets / "mini")
    make_set(sets / "werkzeug", answer="b.py")  # shadows the package clone's set of that name
    (sets / "half").mkdir()  # no tree/ nor questions: not a set
    (clone / "src" / "deeper").mkdir(parents=True)
    monkeypatch.chdir(clone / "src" / "deeper")
    monkeypatch.setattr(code_eval, "PACKAGE_CLONE", CODE_SETS.parents[2])  # an editable install of this clone
    dataset = resolve_code_dataset("code:mini", None)
    assert (dataset.name, dataset.tree, [q.answers for q in dataset.questions]) == ("mini", sets / "mini" / "tree", [("a.py",)])
    assert resolve_code_dataset("code:werkzeug", None).tree == sets / "werkzeug" / "tree"
    assert resolve_code_dataset("code:pythonnet", None).tree == CODE_SETS / "pythonnet" / "tree"  # from the package's clone
    assert "half" not in code_sets() and {"mini", "werkzeug", "pythonnet"} <= set(code_sets())


def test_a_set_folder_given_by_path_needs_no_questions_outside_a_clone(outside_any_clone: Path) -> None:
    assert code_sets() == {}
    dataset = resolve_code_dataset(f"code:{CODE_SETS / 'werkzeug'}", None)
    assert (dataset.name, dataset.tree) == ("werkzeug", CODE_SETS / "werkzeug" / "tree")
    assert dataset.questions == code_eval.load_questions(CODE_SETS / "werkzeug" / "questions.jsonl")  # its own, by default


def test_a_set_not_found_says_where_it_looked_and_how_to_pass_a_path(outside_any_clone: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(QuestionsError) as nowhere:
        resolve_code_dataset("code:werkzeug", None)
    message = str(nowhere.value)
    assert "\n" not in message and "'werkzeug'" in message and str(outside_any_clone) in message and "code:PATH" in message
    make_set(outside_any_clone / "eval" / "datasets" / "code" / "mini")
    with pytest.raises(QuestionsError) as elsewhere:
        resolve_code_dataset("code:werkzeug", None)
    assert str(outside_any_clone / "eval" / "datasets" / "code") in str(elsewhere.value) and "sets there: mini" in str(elsewhere.value)


def test_the_eval_command_refuses_an_unknown_set_in_one_line(tmp_path: Path) -> None:
    command = [sys.executable, "-m", "rag_context.cli", "eval", "--dataset", "code:no-such-set"]
    refused = subprocess.run(command, capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert refused.returncode == 2
    assert refused.stderr.strip().splitlines() == [refused.stderr.strip()]
    assert "no code set named 'no-such-set'" in refused.stderr and "eval/datasets/code" in refused.stderr and "code:PATH" in refused.stderr

def test_scores_are_trec_eval_file_level_hits_and_reciprocal_rank() -> None:
    questions = [
        CodeQuestion("1", "q", ("a.cs",), "dev"),
        CodeQuestion("2", "q", ("b.cs", "c.cs"), "dev"),  # either answer counts
        CodeQuestion("3", "q", ("d.cs",), "dev"),  # not returned at all
        CodeQuestion("4", "q", ("e.cs",), "heldout"),
    ]
    ranked = {"1": ["a.cs", "x.cs"], "2": ["x.cs", "y.cs", "z.cs", "c.cs", "b.cs"], "3": ["x.cs"], "4": ["y.cs", "w.cs", "v.cs", "u.cs", "t.cs", "e.cs"]}
    dev = score_files(questions, ranked, "dev")
    assert (dev.questions, dev.hits_at_1, dev.hits_at_5) == (3, 1, 2)
    assert dev.mrr_at_10 == pytest.approx((1 + 1 / 4 + 0) / 3)
    held_out = score_files(questions, ranked, "heldout")
    assert (held_out.hits_at_1, held_out.hits_at_5) == (0, 0)  # sixth place
    assert held_out.mrr_at_10 == pytest.approx(1 / 6)
    assert score_files(questions, ranked, "all").questions == 4


def test_hits_come_from_the_default_answer_and_mrr_from_the_answer_of_ten() -> None:
    questions = [CodeQuestion("1", "q", ("a.cs",), "dev"), CodeQuestion("2", "q", ("f.cs",), "dev")]
    default = {"1": ["x.cs", "a.cs"], "2": ["x.cs", "y.cs"]}  # five asked: f.cs did not come back
    of_ten = {"1": ["x.cs", "a.cs"], "2": ["x.cs", "y.cs", "z.cs", "w.cs", "v.cs", "f.cs"]}
    scores = score_files(questions, default, "dev", of_ten)
    assert (scores.hits_at_1, scores.hits_at_5) == (0, 1)
    assert scores.mrr_at_10 == pytest.approx((1 / 2 + 1 / 6) / 2)


def test_results_count_each_file_once_at_its_best_place() -> None:
    results = [{"source": s} for s in ("a.cs", "b.cs", "a.cs", "c.cs", "b.cs")]
    assert files_ranked(results) == ["a.cs", "b.cs", "c.cs"]


def test_lever_configurations_switch_the_rag_code_settings() -> None:
    levers = ["rag_code_syntax_chunks", "rag_code_identifier_words"]
    assert configurations("compare", levers) == [
        ("levers off", {"rag_code_syntax_chunks": False, "rag_code_identifier_words": False}),
        ("levers on", {"rag_code_syntax_chunks": True, "rag_code_identifier_words": True}),
    ]
    each = configurations("each", levers)
    assert [label for label, _ in each] == ["levers off", "only syntax_chunks", "only identifier_words", "levers on"]
    assert each[1][1] == {"rag_code_syntax_chunks": True, "rag_code_identifier_words": False}
    assert configurations("compare", []) == [("configured", {})]  # a build without levers: measured as it is


def test_the_request_is_the_api_search_body_restricted_to_code_one_result_per_file() -> None:
    from rag_context.api.models import SearchBody

    # As the checkers ask: code only through the filter language, one result per file, the API's
    # default limit (5) for hit@1 and hit@5; 10 for MRR@10.
    body = search_request("where is the retry delay computed?")
    assert body == {"query": "where is the retry delay computed?", "filter": {"contentTypes": ["code"]}, "maxPerDocument": 1}
    query = SearchBody.model_validate(body).to_query()  # the API takes it as it is
    assert query.text == "where is the retry delay computed?"
    assert query.limit == 5
    assert query.filters.document_filter.content_types == ("code",)
    assert query.shape.max_per_document == 1
    assert search_request("q", limit=10)["limit"] == 10
    with_roles = search_request("q", roles=["implementation"])
    assert with_roles["filter"] == {"contentTypes": ["code"], "roles": ["implementation"]}
    assert SearchBody.model_validate(with_roles).to_query().filters.document_filter.roles == ("implementation",)


def test_code_eval_on_a_slice_indexes_like_rag_context_index_and_finds_the_implementations(werkzeug_slice: tuple[Path, Path]) -> None:
    tree, questions = werkzeug_slice
    dataset = resolve_code_dataset(f"code:{tree}", str(questions))
    report = evaluate_code(dataset, load_settings(_env_file=None))
    (configured,) = report.configurations
    assert configured.files == len(SLICE_FILES)  # the .rst and .md files are indexed too, as documentation
    assert configured.chunks >= len(SLICE_FILES)
    by_split = {s.split: s for s in configured.scores}
    assert set(by_split) == {"dev", "heldout", "all"}
    assert by_split["dev"].questions == 2 and by_split["heldout"].questions == 1
    for outcome in configured.questions:
        # Code only: the documentation of the same features never comes back.
        assert not any(f.endswith((".rst", ".md")) for f in outcome.top), outcome
        # Three implementation files among six code files: each answer within the top five.
        assert 1 <= outcome.rank <= 5, outcome
    assert by_split["all"].hits_at_5 == 3
    assert by_split["all"].hits_at_1 == sum(o.rank == 1 for o in configured.questions)


def test_the_eval_command_reports_per_split_and_refuses_a_code_path_without_questions(werkzeug_slice: tuple[Path, Path], tmp_path: Path) -> None:
    tree, questions = werkzeug_slice
    command = [sys.executable, "-m", "rag_context.cli", "eval", "--dataset", f"code:{tree}"]
    refused = subprocess.run(command, capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert refused.returncode == 2 and "--questions" in refused.stderr
    result = subprocess.run([*command, "--questions", str(questions), "--json"], capture_output=True, text=True, timeout=600, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert report["dataset"] == "werkzeug"
    (configuration,) = report["configurations"]
    assert [s["split"] for s in configuration["scores"]] == ["dev", "heldout", "all"]
    assert {q["id"] for q in configuration["questions"]} == {"s1", "s2", "s3"}


def test_levers_compare_indexes_the_slice_twice_with_the_rag_code_settings_off_then_on(werkzeug_slice: tuple[Path, Path]) -> None:
    tree, questions = werkzeug_slice
    settings = load_settings(_env_file=None)
    levers = code_levers(settings)
    assert "rag_code_syntax_chunks" in levers and "rag_code_identifier_words" in levers
    report = evaluate_code(resolve_code_dataset(f"code:{tree}", str(questions)), settings, levers="compare")
    off, on = report.configurations
    assert (off.label, on.label) == ("levers off", "levers on")
    assert set(off.settings.values()) == {False} and set(on.settings.values()) == {True}
    assert off.files == on.files == len(SLICE_FILES)
    # Cut at declarations, the code files give other chunks than the generic cut: the switch took.
    assert off.chunks != on.chunks


def test_keep_index_reuses_an_index_built_under_the_same_index_settings(werkzeug_slice: tuple[Path, Path], tmp_path: Path) -> None:
    tree, questions = werkzeug_slice
    dataset = resolve_code_dataset(f"code:{tree}", str(questions))
    settings = load_settings(_env_file=None)
    first = evaluate_code(dataset, settings, keep_index=tmp_path).configurations[0]

    def indexes() -> list[Path]:
        return sorted(p for p in tmp_path.iterdir() if p.is_dir())

    (kept,) = indexes()
    # A search setting changed: the same index is searched again, nothing indexed.
    changed = settings.model_copy(update={"rag_code_role_prior": False})
    second = evaluate_code(dataset, changed, keep_index=tmp_path).configurations[0]
    assert indexes() == [kept]
    assert (second.files, second.chunks, second.index_seconds) == (first.files, first.chunks, first.index_seconds)
    # An index setting changed: another directory, indexed afresh; the document vectors of chunks
    # whose embedded text did not change come from the kept vectors (a keyword-side setting: all).
    evaluate_code(dataset, settings.model_copy(update={"rag_code_declaration_weight": 2}), keep_index=tmp_path)
    records = [json.loads((folder / "code-eval-index.json").read_text()) for folder in indexes()]
    assert len(records) == 2
    fresh, rebuilt = sorted(records, key=lambda r: r["settings"]["code"]["declaration_weight"])
    assert fresh["embedded"] == fresh["chunks"] > 0 and rebuilt["embedded"] == 0 and rebuilt["chunks"] == fresh["chunks"]


def test_the_rag001_request_and_the_bm25_anchors_are_measured_beside_the_agents_request(werkzeug_slice: tuple[Path, Path]) -> None:
    tree, questions = werkzeug_slice
    assert search_request("q", ask="rag001") == {"query": "q"}  # what the C# client sends
    assert search_request("q", limit=10, ask="rag001") == {"query": "q", "limit": 10}
    dataset = resolve_code_dataset(f"code:{tree}", str(questions))
    report = evaluate_code(dataset, load_settings(_env_file=None), asks=("anchor", "anchor-all", "agents", "rag001"))
    by_ask = {c.ask: c for c in report.configurations}
    assert [c.label for c in report.configurations] == ["anchor: bm25 code files", "anchor: bm25 all files", "configured, agents", "configured, rag001"]
    assert by_ask["anchor"].files == 6 and by_ask["anchor-all"].files == len(SLICE_FILES)  # code files / every file
    for outcome in by_ask["anchor"].questions:
        assert not any(f.endswith((".rst", ".md")) for f in outcome.top)
    # Without a filter the answer is still found in this small tree (files counted once, at their best chunk).
    assert all(1 <= q.rank <= 5 for q in by_ask["rag001"].questions)
    assert by_ask["rag001"].chunks == by_ask["agents"].chunks  # the same index, asked two ways
