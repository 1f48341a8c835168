"""The ranking of code results of issue 35 (core/code/ranking.py), what a code-only search leaves
out (core/code/prior.py), and what indexing tells the ranking: chunks that only declare, and the
declaration field of the keyword side (core/code)."""

from __future__ import annotations

import dataclasses
from datetime import datetime, timezone

from rag_context.config import load_settings
from rag_context.core.chunking import Chunker
from rag_context.core.code import SIGNATURE, CodeOptions, keyword_text, split_code
from rag_context.core.code.identifiers import declaration_words
from rag_context.core.code.prior import leave_out_not_code
from rag_context.core.code.ranking import CodeRanking
from rag_context.core.filters import FilterSpec
from rag_context.core.memory.currency import DocumentMemory
from rag_context.core.models import Hit, SearchFilters
from rag_context.core.search import SearchQuery, SearchTuning
from rag_context.services import search_tuning

NOW = datetime(2026, 11, 28, tzinfo=timezone.utc)
CODE_ONLY = SearchFilters(document_filter=FilterSpec(content_types=["code"]).resolve())


def hit(
    document: str, score: float, *, chunk: int = 0, text: str | None = None, kind: str | None = None,
    role: str | None = "implementation", content_type: str = "code", symbol: str | None = None,
) -> Hit:
    metadata = {"role": role} if role is not None else {}
    return Hit(
        f"{document}#{chunk}", document, text if text is not None else f"{document} chunk {chunk}", score, document, NOW,
        metadata, symbol=symbol, chunk_index=chunk, content_type=content_type, symbol_kind=kind,
    )


def order(hits: list[Hit]) -> list[str]:
    return [f"{h.document_id}#{h.chunk_index}" for h in hits]


# --- contracts below implementations


def test_an_interface_close_ahead_of_its_implementation_moves_below_it() -> None:
    interface = hit("IValidator.cs", 1.0, kind=SIGNATURE, symbol="FluentValidation.IValidator")
    member = hit("IValidator.cs", 0.99, chunk=1, kind=SIGNATURE, symbol="FluentValidation.IValidator.Validate")
    implementation = hit("AbstractValidator.cs", 0.9, kind="method", symbol="FluentValidation.AbstractValidator.Validate")
    ranked = CodeRanking(contract_factor=0.8).rerank([interface, member, implementation], "How does validation stop after the first failure?", capped=True)
    assert order(ranked)[0] == "AbstractValidator.cs#0"
    assert ranked[1].explain is None and ranked[1].score == 0.8  # lowered by the factor
    # an abstract member gives way to its override the same way
    abstract = hit("RuleBase.cs", 1.0, kind=SIGNATURE, symbol="FluentValidation.Internal.RuleBase.InvokePropertyValidator")
    override = hit("PropertyRule.cs", 0.9, kind="method", symbol="FluentValidation.Internal.PropertyRule.InvokePropertyValidator")
    assert order(CodeRanking(contract_factor=0.8).rerank([abstract, override], "q", capped=True))[0] == "PropertyRule.cs#0"


def test_a_contract_without_its_implementation_among_the_candidates_stays() -> None:
    # the implementation is in the same file (or nowhere): the file is the answer either way
    interface = hit("classderived.cs", 1.0, kind=SIGNATURE, symbol="Python.Runtime.IPythonDerivedType")
    same_file = hit("classderived.cs", 0.5, chunk=3, kind="class", symbol="Python.Runtime.PythonDerivedType")
    other = hit("delegatemanager.cs", 0.95, kind="method", symbol="Python.Runtime.DelegateManager.GetDispatcher")
    ranked = CodeRanking(contract_factor=0.8).rerank([interface, other, same_file], "q", capped=True)
    assert order(ranked)[0] == "classderived.cs#0" and ranked[0].score == 1.0
    # a chunk named by an interface is not lowered for its name (it may hold the next class's start)
    named = [hit("IValidator.cs", 1.0, kind="interface", symbol="A.IValidator"), hit("AbstractValidator.cs", 0.9, kind="method", symbol="A.AbstractValidator")]
    assert order(CodeRanking(contract_factor=0.8).rerank(named, "how is it validated", capped=True))[0] == "IValidator.cs#0"


def test_a_question_about_the_interface_keeps_it_first() -> None:
    hits = [
        hit("IValidator.cs", 1.0, kind=SIGNATURE, symbol="A.IValidator"),
        hit("AbstractValidator.cs", 0.9, kind="method", symbol="A.AbstractValidator.Validate"),
    ]
    for question in ("Which interface does a validator implement?", "What is the contract of a validator?"):
        assert order(CodeRanking(contract_factor=0.8).rerank(hits, question, capped=True))[0] == "IValidator.cs#0"


def test_the_neutral_ranking_changes_nothing() -> None:
    hits = [hit("a", 0.5, kind="interface"), hit("a", 0.45, chunk=1), hit("b", 0.4), hit("c", 0.3, text="a chunk 0")]
    assert CodeRanking().rerank(hits, "q", capped=False) == hits
    assert not CodeRanking().active


# --- a file's evidence from all its chunks


def test_a_file_with_several_matching_chunks_rises_above_a_file_that_matches_once() -> None:
    hits = [hit("Test.cs", 0.7, role="test"), hit("Impl.cs", 0.6), hit("Impl.cs", 0.3, chunk=1), hit("Impl.cs", 0.2, chunk=2)]
    ranked = CodeRanking(file_evidence=0.3).rerank(hits, "q", capped=False)
    assert order(ranked)[0] == "Impl.cs#0"
    assert abs(ranked[0].score - (0.6 + 0.3 * 0.5)) < 1e-9  # its best chunk carries the file's evidence
    # its best one other chunk only
    one_other = CodeRanking(file_evidence=0.3, evidence_chunks=1).rerank(hits, "q", capped=False)
    assert next(h.score for h in one_other if h.vector_id == "Impl.cs#0") == 0.6 + 0.3 * 0.3
    # with a cap per document the best chunk alone places the file
    assert CodeRanking(file_evidence=0.3).rerank(hits, "q", capped=True) == hits
    assert all(0.0 <= h.score <= 1.0 for h in ranked)
    # prose is never summed: a document's chunks of documentation keep their own scores
    prose = [hit("guide.md", 0.9, content_type="documentation", role="docs"), hit("guide.md", 0.8, chunk=1, content_type="documentation", role="docs")]
    assert [h.score for h in CodeRanking(file_evidence=0.3).rerank(prose, "q", capped=False)] == [0.9, 0.8]


def test_scores_lifted_above_one_are_brought_back_in_order() -> None:
    hits = [hit("a", 1.0), hit("a", 0.9, chunk=1), hit("b", 0.95)]
    ranked = CodeRanking(file_evidence=0.5).rerank(hits, "q", capped=False)
    assert ranked[0].score == 1.0 and order(ranked)[:2] == ["a#0", "b#0"]
    assert all(0.0 <= h.score <= 1.0 for h in ranked)


def test_each_lever_says_what_it_did_in_an_explained_hit_and_the_others_stay_as_they_were() -> None:
    hits = [
        dataclasses.replace(h, explain={"denseRank": rank})
        for rank, h in enumerate([
            hit("IRetry.cs", 0.9, kind="signature", symbol="Polly.IRetry.Execute"),
            hit("Retry.cs", 0.8, symbol="Polly.Retry.Execute"),
            hit("Retry.cs", 0.7, chunk=1, symbol="Polly.Retry.Delay"),
            hit("Other.cs", 0.1),
        ])
    ]
    ranked = CodeRanking(file_evidence=0.5, contract_factor=0.8, repeat_factor=0.5).rerank(hits, "how is it executed", capped=False)
    by_place = {order([h])[0]: h for h in ranked}
    assert by_place["IRetry.cs#0"].explain == {"denseRank": 0, "contractFactor": 0.8}
    assert by_place["Retry.cs#0"].explain == {"denseRank": 1, "fileEvidence": 0.35}
    assert by_place["Retry.cs#1"].explain == {"denseRank": 2, "repeatFactor": 0.5}
    assert by_place["Other.cs#0"].explain == {"denseRank": 3}
    # scores brought back into [0, 1] by the evidence (0.8 + 0.35 over 1), every other field kept
    assert by_place["Retry.cs#0"].score == 1.0 and by_place["Other.cs#0"].score == 0.1 / 1.15
    assert all(dataclasses.replace(h, score=0.0, explain=None) == dataclasses.replace(before, score=0.0, explain=None)
               for h, before in zip(sorted(ranked, key=order_key), sorted(hits, key=order_key)))


def order_key(h: Hit) -> str:
    return order([h])[0]


def test_a_rescored_hit_keeps_every_other_field() -> None:
    """Hit.rescored builds a hit field by field (the ranking's copies): a field added to Hit and not
    to it would be lost, and this fails."""
    typed: dict[str, object] = {
        "timestamp": NOW,
        "partial": True,
        # a document that replaced one and was replaced in turn (issue 32): every memory field set
        "memory": DocumentMemory(supersedes=("old",), valid_from=NOW, valid_until=NOW, superseded_by="new", superseded_at=NOW),
    }
    values = {spec.name: typed.get(spec.name, f"value {number}") for number, spec in enumerate(dataclasses.fields(Hit))}
    whole = Hit(**values)  # type: ignore[arg-type]
    rescored = whole.rescored(0.25, {"why": 1})
    assert rescored == dataclasses.replace(whole, score=0.25, explain={"why": 1})
    assert rescored.memory == whole.memory and rescored.partial


# --- repeats and copies (the RAG-001 request, no maxPerDocument)


def test_without_a_cap_a_document_s_repeats_move_below_other_files() -> None:
    hits = [hit("a", 1.0), hit("a", 0.95, chunk=1), hit("a", 0.9, chunk=2), hit("b", 0.8), hit("c", 0.7)]
    ranked = CodeRanking(repeat_factor=0.7).rerank(hits, "q", capped=False)
    assert order(ranked) == ["a#0", "b#0", "c#0", "a#1", "a#2"]
    assert len(ranked) == len(hits)  # lowered, never dropped
    # a file far ahead keeps its places
    far = [hit("a", 1.0), hit("a", 0.99, chunk=1), hit("b", 0.3)]
    assert order(CodeRanking(repeat_factor=0.7).rerank(far, "q", capped=False)) == ["a#0", "a#1", "b#0"]
    # with maxPerDocument the cap decides
    assert order(CodeRanking(repeat_factor=0.7).rerank(hits, "q", capped=True)) == order(hits)
    # a chat's chunks keep their places
    chat = [hit("chat-1", 1.0, content_type="chat", role=None), hit("chat-1", 0.95, chunk=1, content_type="chat", role=None), hit("b", 0.8)]
    assert order(CodeRanking(repeat_factor=0.7).rerank(chat, "q", capped=False)) == ["chat-1#0", "chat-1#1", "b#0"]


def test_a_chunk_whose_text_a_better_result_holds_is_left_out() -> None:
    copy = "public static class Guard { public static void NotNull(object o) { } }"
    hits = [hit("src/v2/Guard.cs", 0.9, text=copy), hit("src/v1/Guard.cs", 0.85, text=copy + "\n"), hit("src/Other.cs", 0.5)]
    ranked = CodeRanking(drop_identical=True).rerank(hits, "q", capped=False)
    assert order(ranked) == ["src/v2/Guard.cs#0", "src/Other.cs#0"]


# --- what a code-only search leaves out


def test_a_code_only_search_leaves_out_lock_generated_config_and_data_files() -> None:
    hits = [
        hit("pnpm-lock.yaml", 1.0, role="lock"),
        hit("src/schemas.yaml", 0.95, role="data"),
        hit("src/App.csproj", 0.9, role="config"),
        hit("src/Model.g.cs", 0.85, role="generated"),
        hit("tests/test_x.py", 0.8, role="test"),
        hit("src/x.py", 0.7),
        hit("docs/guide.md", 0.6, role="docs", content_type="documentation"),
    ]
    kept = [h.document_id for h in leave_out_not_code(hits, "how is a schema parsed?", CODE_ONLY)]
    assert kept == ["tests/test_x.py", "src/x.py", "docs/guide.md"]
    assert [h.document_id for h in leave_out_not_code(hits, "q", SearchFilters(content_type="code"))] == kept
    # not a code-only search, a roles filter, or a question that names the files: all kept
    assert leave_out_not_code(hits, "q", SearchFilters()) == hits
    with_roles = SearchFilters(document_filter=FilterSpec(content_types=["code"], roles=["config", "implementation"]).resolve())
    assert leave_out_not_code(hits, "q", with_roles) == hits
    asked = [h.document_id for h in leave_out_not_code(hits, "Which YAML files hold the schemas?", CODE_ONLY)]
    assert "src/schemas.yaml" in asked and "pnpm-lock.yaml" not in asked


def test_a_code_only_search_reads_deeper_when_what_it_left_out_leaves_too_few() -> None:
    tuning = SearchTuning(score_threshold=0.0, dependency_timeout_s=1.0, cache_size=0, cache_ttl_s=0)
    hits = [hit("src/a.json", 1.0, role="data")] * 3 + [hit("src/x.py", 0.5)]
    assert [h.document_id for h in tuning.kept(hits, SearchQuery("q", filters=CODE_ONLY))] == ["src/x.py"]
    assert len(tuning.kept(hits, SearchQuery("q"))) == 4  # not code only: nothing left out
    off = SearchTuning(score_threshold=0.0, dependency_timeout_s=1.0, cache_size=0, cache_ttl_s=0, leave_out_not_code=False)
    assert len(off.kept(hits, SearchQuery("q", filters=CODE_ONLY))) == 4


def test_the_settings_switch_the_ranking() -> None:
    tuning = search_tuning(
        load_settings(
            _env_file=None, rag_code_file_evidence=0.2, rag_code_contract_factor=0.7, rag_code_repeat_factor=0.5,
            rag_code_drop_identical=True, rag_code_leave_out_not_code=False,
        )
    )
    assert tuning.code_ranking == CodeRanking(0.2, 0.7, 0.5, True, evidence_chunks=1)
    assert tuning.leave_out_not_code is False
    # the defaults: what was kept on the development halves (docs/quality.md)
    defaults = search_tuning(load_settings(_env_file=None))
    assert defaults.code_ranking == CodeRanking(file_evidence=0.2, contract_factor=0.8, repeat_factor=0.5, evidence_chunks=1)
    assert defaults.leave_out_not_code is True


# --- what indexing tells the ranking

INTERFACE = """namespace FluentValidation;

public interface IValidator<T> {
    /// <summary>Validates the specified instance.</summary>
    ValidationResult Validate(T instance);
}

public abstract class ValidatorBase<T> : IValidator<T> {
""" + "".join(
    f"    /// <summary>Rule number {n}: checks the {n}th property against its configured rule set.</summary>\n"
    f"    public abstract bool CheckRule{n}(T instance, ValidationContext<T> context, CancellationToken cancellation);\n"
    for n in range(40)
) + """
    public ValidationResult Validate(T instance) {
        var context = new ValidationContext<T>(instance);
        foreach (var rule in Rules) { rule.Validate(context); }
        return new ValidationResult(context.Failures);
    }
}
"""


def _chunker() -> Chunker:
    def offsets(text: str) -> list[tuple[int, int]]:
        import re

        return [(m.start(), m.end()) for m in re.finditer(r"\S+", text)]

    return Chunker(offsets, 64)


def test_methods_declared_without_a_body_are_chunks_that_only_declare() -> None:
    spans = split_code(_chunker(), INTERFACE, "src/FluentValidation/IValidator.cs", CodeOptions())
    kinds = {span.symbol: span.kind for span in spans}
    assert kinds["FluentValidation.ValidatorBase.CheckRule0"] == SIGNATURE
    # the implemented method keeps its kind, and so does the interface's own name
    assert kinds["FluentValidation.ValidatorBase.Validate"] == "method"
    # the interface packed with the start of the class below it: not only a declaration
    first = spans[0]
    assert "interface IValidator" in INTERFACE[first.start : first.end] and first.kind != SIGNATURE
    # an interface on its own, packed with the namespace line, only declares
    alone = INTERFACE.split("public abstract class")[0]
    (span,) = split_code(_chunker(), alone, "src/FluentValidation/IValidator.cs", CodeOptions())
    assert span.kind == SIGNATURE


def test_a_marker_interface_packed_with_a_class_s_doc_comment_is_not_a_contract() -> None:
    code = (
        "namespace Python.Runtime {\n    public interface IPythonDerivedType { }\n\n"
        "    /// <summary>Managed class that provides the implementation for reflected types.</summary>\n"
        "    internal class ClassDerivedObject : ClassObject {\n"
        + "".join(f"        internal void M{n}() {{ Emit(OpCodes.Ldarg_{n % 4}); }}\n" for n in range(30))
        + "    }\n}\n"
    )
    spans = split_code(_chunker(), code, "src/runtime/classderived.cs", CodeOptions())
    assert all(span.kind != SIGNATURE for span in spans)


def test_the_declaration_field_repeats_what_a_chunk_declares_and_says_of_itself() -> None:
    code = (
        "    /// <summary>Checks the card number with the <c>Luhn</c> checksum.</summary>\n"
        "    public static bool IsValidCard(string value) {\n        var digits = Strip(value);\n        return Luhn(digits);\n    }\n"
    )
    words = declaration_words(code)
    assert {"checks", "card", "luhn", "checksum", "is", "valid", "value"} <= set(words)
    assert "digits" not in words and "summary" not in words  # the body and the XML tags are not declarations
    plain = keyword_text(code, "src/Validators/CreditCardValidator.cs", "A.CreditCardValidator.IsValidCard")
    weighted = keyword_text(code, "src/Validators/CreditCardValidator.cs", "A.CreditCardValidator.IsValidCard", declaration_weight=2)
    assert weighted.startswith(plain)
    assert weighted.split().count("checksum") == plain.split().count("checksum") + 2
    assert keyword_text(code, "x.cs", None, declaration_weight=0) == keyword_text(code, "x.cs", None)


def test_a_file_named_by_the_question_s_words_is_lifted_when_asked() -> None:
    from rag_context.core.code.ranking import name_coverage

    question = "How does an output template render the level with a format like u3?"
    hits = [hit("src/Serilog/Core/Logger.cs", 1.0), hit("src/Serilog/Formatting/Display/LevelOutputFormat.cs", 0.9)]
    assert order(CodeRanking(name_match=0.2).rerank(hits, question, capped=True))[0] == "src/Serilog/Formatting/Display/LevelOutputFormat.cs#0"
    assert CodeRanking().rerank(hits, question, capped=True) == hits  # off by default
    words = {"render", "level", "formats", "checked"}
    assert name_coverage("a/LevelOutputFormat.cs", words) == 2 / 3  # format ~ formats
    assert name_coverage("a/Logger.cs", {"logger"}) == 0.0  # one word says too little
    assert name_coverage("werkzeug/proxy_fix.py", {"proxy"}) == 0.0  # fewer than two words matched


# --- the question's words matched to the names a file defines (the symbol table; off by default)


def test_a_type_named_by_the_question_s_words_counts_its_rarer_words_more() -> None:
    from rag_context.core.code.ranking import question_words, symbol_coverages

    words = question_words("Which map holds the minimum level overrides of a logger configuration?")
    defined = {
        "map": ["LevelOverrideMap"],
        "sinks": ["LoggerSinkConfiguration"],
        "minimum": ["LoggerMinimumLevelConfiguration", "MinimumLevel"],
        "plain": ["Logger", "Apply"],  # one-word names say too little
    }
    coverage = symbol_coverages(defined, words)
    assert set(coverage) == {"map", "sinks", "minimum"}
    # level (in 2 files' names) 1/2, override(s) 1, map 1, of 3 words; logger (in 3) 1/3, configuration (in 2) 1/2, of 3
    assert coverage["map"] == (0.5 + 1 + 1) / 3 and coverage["sinks"] == (1 / 3 + 0.5) / 3
    assert coverage["map"] > coverage["minimum"] > coverage["sinks"]


def test_the_symbol_match_lifts_the_file_that_defines_the_name_and_off_changes_nothing() -> None:
    hits = [hit("LoggerSinkConfiguration.cs", 0.9), hit("LevelOverrideMap.cs", 0.85), hit("Docs.md", 0.8, content_type="documentation", role=None)]
    coverage = {"LevelOverrideMap.cs": 0.8, "Docs.md": 1.0}
    ranked = CodeRanking(symbol_match=0.3).rerank(hits, "q", capped=True, symbol_coverage=coverage)
    assert order(ranked) == ["LevelOverrideMap.cs#0", "LoggerSinkConfiguration.cs#0", "Docs.md#0"]  # prose is never lifted
    assert CodeRanking(symbol_match=0.3).rerank(hits, "q", capped=True) == hits
    assert CodeRanking().rerank(hits, "q", capped=True, symbol_coverage=coverage) == hits
