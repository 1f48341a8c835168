"""scripts/pre-validate-rag.ps1, checked statically (PowerShell is not installed on these machines):
the corrections to the spec's script, its agreement with `rag-context validate`, and that it is
well-formed as far as brackets, strings and comments go."""

from __future__ import annotations

import re
from pathlib import Path
from typing import ClassVar

import pytest

from rag_context.commands.validate import (
    EMBEDDING_SAMPLES,
    GATE_DOCUMENTS,
    GATE_LIMIT,
    GATE_QUERIES,
    REQUIRED_ACCURACY,
)

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "pre-validate-rag.ps1"


@pytest.fixture(scope="module")
def text() -> str:
    return SCRIPT.read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def code(text: str) -> str:
    """The script without its comments (strings kept)."""
    return strip_comments(text)


# ---------------------------------------------------------------------------- a small scanner


class ScanError(AssertionError):
    pass


class Scanner:
    """Walks PowerShell source the way its tokenizer delimits things: comments (# and <# #>),
    single-quoted strings ('' escapes), double-quoted strings (` and "" escapes, $( ) sub-
    expressions that hold code again), backtick escapes, and (), {}, [] that must nest."""

    PAIRS: ClassVar[dict[str, str]] = {")": "(", "}": "{", "]": "["}

    def __init__(self, source: str) -> None:
        self.s = source
        self.n = len(source)
        self.comments: list[tuple[int, int]] = []

    def line_of(self, index: int) -> int:
        return self.s.count("\n", 0, index) + 1

    def scan(self) -> None:
        end = self.code(0, None)
        if end != self.n:
            raise ScanError(f"stopped at line {self.line_of(end)}")

    def code(self, i: int, closer: str | None) -> int:
        stack: list[tuple[str, int]] = []
        s = self.s
        while i < self.n:
            if s.startswith("<#", i):
                end = s.find("#>", i + 2)
                if end == -1:
                    raise ScanError(f"unterminated <# comment at line {self.line_of(i)}")
                self.comments.append((i, end + 2))
                i = end + 2
                continue
            char = s[i]
            if char == "#":
                end = s.find("\n", i)
                end = self.n if end == -1 else end
                self.comments.append((i, end))
                i = end
                continue
            if char == "`":
                i += 2
                continue
            if char == "'":
                i = self.single(i)
                continue
            if char == '"':
                i = self.double(i)
                continue
            if char in "({[":
                stack.append((char, i))
            elif char in ")}]":
                if not stack:
                    if char == closer:
                        return i + 1
                    raise ScanError(f"unmatched {char!r} at line {self.line_of(i)}")
                opener, at = stack.pop()
                if opener != self.PAIRS[char]:
                    raise ScanError(f"{opener!r} of line {self.line_of(at)} closed by {char!r} at line {self.line_of(i)}")
            i += 1
        if stack:
            opener, at = stack[-1]
            raise ScanError(f"{opener!r} of line {self.line_of(at)} is never closed")
        if closer is not None:
            raise ScanError(f"a subexpression is never closed with {closer!r}")
        return i

    def single(self, i: int) -> int:
        j = i + 1
        while True:
            k = self.s.find("'", j)
            if k == -1:
                raise ScanError(f"unterminated '...' string at line {self.line_of(i)}")
            if self.s.startswith("''", k):
                j = k + 2
                continue
            return k + 1

    def double(self, i: int) -> int:
        j = i + 1
        while j < self.n:
            char = self.s[j]
            if char == "`":
                j += 2
                continue
            if char == '"':
                if self.s.startswith('""', j):
                    j += 2
                    continue
                return j + 1
            if self.s.startswith("$(", j):
                j = self.code(j + 2, ")")
                continue
            j += 1
        raise ScanError(f'unterminated "..." string at line {self.line_of(i)}')


def strip_comments(source: str) -> str:
    scanner = Scanner(source)
    scanner.scan()
    result, last = [], 0
    for start, end in scanner.comments:
        result.append(source[last:start])
        last = end
    result.append(source[last:])
    return "".join(result)


def double_quoted_strings(source: str) -> list[str]:
    return re.findall(r'"(?:`.|""|[^"`])*"', strip_comments(source))


def block_after(code: str, header: str) -> list[str]:
    """The bodies of every `header {...}` block."""
    bodies = []
    for match in re.finditer(re.escape(header) + r"\s*\{", code):
        start = match.end()
        end = Scanner(code).code(start, "}")
        bodies.append(code[start : end - 1])
    return bodies


# ---------------------------------------------------------------------------- well-formed


def test_the_scanner_rejects_what_it_should() -> None:
    for broken in ("if ($a) { x", "foo)", "'abc", '"abc $(x"', "[int](1]", "<# open"):
        with pytest.raises(ScanError):
            Scanner(broken).scan()
    Scanner("""$a = "x $($b -join ', ') y"; 'it''s'; "q""q" # ) """).scan()


def test_brackets_strings_and_comments_are_well_formed(text: str) -> None:
    Scanner(text).scan()


def test_it_is_a_powershell_7_script_in_ascii(text: str) -> None:
    assert text.startswith("#!/usr/bin/env pwsh\n")
    assert "#Requires -Version 7.0" in text
    assert text.isascii(), "non-ASCII characters (Windows PowerShell and some consoles mangle them)"
    assert "\r" not in text


def test_functions_are_defined_before_they_are_used(code: str) -> None:
    for function in ("Write-Info", "Write-Phase", "Test-Step", "Invoke-Rag", "Invoke-Dependency", "Get-Percentile"):
        definition = code.index(f"function {function}")
        uses = [m.start() for m in re.finditer(rf"(?<![\w-]){re.escape(function)}\b", code) if m.start() != definition + 9]
        assert uses, function
        assert min(uses) > definition, f"{function} is used before it is defined"


def test_no_start_job_the_checks_run_in_the_scripts_own_scope(code: str) -> None:
    assert "Start-Job" not in code
    assert "& $ScriptBlock" in code


# ---------------------------------------------------------------------------- parameters


def test_parameters_default_to_the_specs_addresses(code: str) -> None:
    start = code.index("param(")
    param_block = code[start : Scanner(code).code(start + len("param("), ")")]
    assert '[string]$McpServerUrl = "http://localhost:3000"' in param_block
    assert '[string]$QdrantUrl = "http://localhost:30333"' in param_block
    assert '[string]$QdrantCollection = "p4nth30n_context"' in param_block  # the service's QDRANT_COLLECTION default
    assert '[string]$LMStudioUrl = "http://localhost:1234"' in param_block
    assert '[string]$MongoDBConnectionString = "mongodb://localhost:27017/P4NTH30N"' in param_block
    assert "[int]$DependencyTimeoutSec = 10" in param_block
    assert "[switch]$SkipAccuracy" in param_block


def test_the_defaults_agree_with_the_service_and_the_manifests() -> None:
    from rag_context.config import Settings

    assert Settings.model_fields["qdrant_collection"].default == "p4nth30n_context"
    qdrant_service = (SCRIPT.parents[1] / "k8s" / "base" / "qdrant-service.yaml").read_text()
    assert "port-forward svc/qdrant 30333:6333" in qdrant_service  # ClusterIP now: the script's default address by a port-forward


@pytest.mark.parametrize(
    ("variable", "parameter"),
    [("$QdrantUrl", "QdrantUrl"), ("$LMStudioUrl", "LMStudioUrl"), ("$MongoDBConnectionString", "MongoDBConnectionString")],
)
def test_an_empty_address_skips_its_check_with_a_note(code: str, variable: str, parameter: str) -> None:
    guard = code.index(f"if ({variable}) {{")
    end = Scanner(code).code(code.index("{", guard) + 1, "}")
    following = code[end : end + 200]
    assert following.lstrip().startswith("else {")
    assert f"not checked directly (-{parameter} '')" in following


def test_a_dependency_that_does_not_answer_is_named_unreachable_with_its_address(code: str) -> None:
    (helper,) = block_after(code, "function Invoke-Dependency")
    assert "SkipHttpErrorCheck = $true" in helper  # an HTTP error is an answer, read by the caller
    assert "TimeoutSec         = $DependencyTimeoutSec" in helper  # bounded
    unreachable = "throw \"$Name is UNREACHABLE at $Uri ($($_.Exception.Message)). Start it, or skip this check with -$Parameter ''\""
    assert unreachable in helper
    # Every direct HTTP check goes through it: no bare Invoke-RestMethod/Invoke-WebRequest to a dependency.
    for variable in ("$QdrantUrl", "$LMStudioUrl"):
        for body in block_after(code, f"if ({variable})"):
            assert "Invoke-RestMethod" not in body and "Invoke-WebRequest" not in body
            assert "Invoke-Dependency" in body
    # MongoDB: mongosh's ping, bounded; else a TCP connection to the first host, bounded, named.
    assert "serverSelectionTimeoutMS=$($DependencyTimeoutSec * 1000)" in code
    assert ".Wait($DependencyTimeoutSec * 1000)" in code
    assert 'throw "MongoDB is UNREACHABLE at ${mongoHost}:${mongoPort}. Start it' in code
    # An unreachable LM Studio does not cost five more waits in phase 2.
    assert "LM Studio embeddings: not checked, LM Studio is UNREACHABLE (phase 1)" in code


def test_the_mongodb_seed_pattern_reads_the_first_host(text: str) -> None:
    pattern = re.search(r"\[regex\]::Match\(\$MongoDBConnectionString, '([^']+)'\)", text).group(1)
    cases = {
        "mongodb://localhost:27017/P4NTH30N": ("localhost", "27017"),
        "mongodb://rag:secret@db.example:27018,db2:27019/P4NTH30N?replicaSet=rs0": ("db.example", "27018"),
        "mongodb://mongo/P4NTH30N": ("mongo", None),
        "mongodb://[::1]:27017/x": ("[::1]", "27017"),
    }
    for uri, (host, port) in cases.items():
        match = re.match(pattern, uri)
        assert match and match.group(1) == host and match.group(2) == port, uri
    assert re.match(pattern, "mongodb+srv://cluster.example/P4NTH30N") is None


def test_the_connection_string_is_never_printed(code: str) -> None:
    """It may carry a password: step names and messages show the host and port only."""
    for string in double_quoted_strings(code):
        if "Write-Host" in string or "Test-Step" in string:
            assert "$MongoDBConnectionString" not in string
    assert not re.search(r'Test-Step "[^"]*\$MongoDBConnectionString', code)
    assert not re.search(r'Write-\w+ "[^"]*\$MongoDBConnectionString', code)


def test_qdrant_readiness_then_the_collection(code: str) -> None:
    (qdrant,) = block_after(code, "if ($QdrantUrl)")
    assert '"$QdrantUrl/readyz"' in qdrant
    assert "$QdrantUrl/collections/$([Uri]::EscapeDataString($QdrantCollection))" in qdrant
    assert qdrant.index("/readyz") < qdrant.index("/collections/")
    assert "if ($script:failed -eq $failedBefore)" in qdrant  # no collection check of a Qdrant that is not ready
    assert "$response.StatusCode -eq 404" in qdrant and "is missing" in qdrant
    assert 'if ($env:QDRANT_API_KEY) { $qdrantHeaders["api-key"] = $env:QDRANT_API_KEY }' in code


def test_the_direct_embedding_check_is_the_specs(code: str) -> None:
    (_, embeddings) = block_after(code, "if ($LMStudioUrl)")
    assert "$embedding.Count -ne $EmbeddingDimension" in embeddings
    # Outside [0.9, 1.1] fails the sample (throw), as in the spec; over 100 ms only warns.
    magnitude = embeddings[embeddings.index("if ($magnitude -lt 0.9 -or $magnitude -gt 1.1) {") :]
    assert magnitude.split("\n", 1)[1].strip().startswith('throw "Vector magnitude')
    assert "$EmbeddingWarningMs = 100" in code
    latency = embeddings[embeddings.index("if ($latency -gt $EmbeddingWarningMs) {") :].split("}", 1)[0]
    assert '"WARNING: embedding latency' in latency
    assert "throw" not in latency


@pytest.mark.parametrize(
    ("variable", "blocks", "trims"), [("$QdrantUrl", 1, 2), ("$LMStudioUrl", 2, 2), ("$MongoDBConnectionString", 1, 0)]
)
def test_direct_dependency_checks_run_only_when_their_url_is_given(code: str, variable: str, blocks: int, trims: int) -> None:
    guarded = block_after(code, f"if ({variable})")
    assert len(guarded) == blocks
    uses = [m.start() for m in re.finditer(re.escape(variable) + r"\b", code)]
    inside = 0
    for body in guarded:
        inside += len(re.findall(re.escape(variable) + r"\b", body))
    # Outside the guarded blocks: only the parameter, its trimming and the guards themselves.
    outside = len(uses) - inside
    allowed = 1 + trims + blocks  # the parameter; `$X = $X.TrimEnd("/")`; each `if ($X)`
    assert outside == allowed, f"{variable} is used outside `if ({variable}) {{ }}`"


def test_component_statuses_come_from_the_services_health(code: str) -> None:
    assert 'Invoke-Rag -Method GET -Path "/health"' in code
    for key in ("qdrantStatus", "lmStudioStatus", "mongoStatus"):
        assert f'Key = "{key}"' in code
    assert "$health.healthy -ne $true" in code


# ---------------------------------------------------------------------------- the gate


def test_the_keyword_check_is_literal_not_a_regex(code: str) -> None:
    assert "-match" not in code, "-match reads the keyword as a regex: '$500' never matches"
    assert not re.search(r"-c?like[^\n]*expectedKeyword", code)
    assert ").Contains($test.expectedKeyword)" in code
    # What the spec's regex did with the FireKirin document, and what the literal check does.
    content = GATE_DOCUMENTS[1]["content"]
    assert re.search("$500", content) is None
    assert "$500" in content


def test_the_three_documents_and_queries_are_the_validators(code: str) -> None:
    for document in GATE_DOCUMENTS:
        game = "$null" if document["game"] is None else f"'{document['game']}'"
        literal = f"[ordered]@{{ content = '{document['content']}'; category = '{document['category']}'; game = {game} }}"
        assert literal in code
    for test in GATE_QUERIES:
        game = "$null" if test["game"] is None else f"'{test['game']}'"
        literal = (
            f"[ordered]@{{ query = '{test['query']}'; expectedKeyword = '{test['keyword']}'; "
            f"category = '{test['category']}'; game = {game} }}"
        )
        assert literal in code
    for sample in EMBEDDING_SAMPLES:
        assert f'"{sample}"' in code


def test_dollar_amounts_are_never_in_double_quotes(text: str) -> None:
    """In "..." PowerShell expands $500 as a variable (empty): the spec's document lost its amounts."""
    for string in double_quoted_strings(text):
        assert not re.search(r"\$\d", string), string


def test_session_ids_are_unique_and_the_source_is_pre_validation(code: str) -> None:
    assert 'sessionId   = "preval-test-$([Guid]::NewGuid())"' in code
    assert 'sessionId = "preval-embed-$([Guid]::NewGuid())"' in code or '$sessionId = "preval-embed-$([Guid]::NewGuid())"' in code
    assert not re.search(r"sessionId\s*=\s*['\"][\w-]+['\"]", code), "a fixed sessionId"
    assert code.count('source      = "pre-validation"') == 2


def test_searches_ask_for_the_top_3(code: str) -> None:
    assert f"$GateLimit = {GATE_LIMIT}" in code
    (gate_loop,) = block_after(code, "foreach ($test in $accuracyTests)")
    assert "limit    = $GateLimit" in gate_loop
    assert "Select-Object -First $GateLimit" in gate_loop


def test_every_json_body_is_depth_4(code: str) -> None:
    conversions = re.findall(r"ConvertTo-Json[^\n]*", code)
    assert conversions
    for conversion in conversions:
        assert "-Depth 4" in conversion, conversion


def test_the_gate_threshold_and_exit_codes_are_the_specs(code: str) -> None:
    assert f"$RequiredAccuracy = {round(REQUIRED_ACCURACY * 100)}" in code
    assert "$requiredHits = [int][math]::Ceiling($totalTests * $RequiredAccuracy / 100)" in code
    assert "($relevantResults -ge $requiredHits)" in code
    verdict = code[code.rindex("if ($script:failed -eq 0 -and ($SkipAccuracy -or $gatePassed))") :]
    branches = re.split(r"\n(?:elseif|else)\b", verdict)
    assert len(branches) == 3
    assert "PRE-VALIDATION PASSED" in branches[0] and "exit 0" in branches[0]
    assert "INFRASTRUCTURE PASSED, ACCURACY FAILED" in branches[1] and "exit 1" in branches[1]
    assert "PRE-VALIDATION FAILED" in branches[2] and "exit 1" in branches[2]
    assert code.count("exit 0") == 1
    # An unreachable service stops at once with exit 1 and a message.
    unreachable = code[code.index('$health = Invoke-Rag -Method GET -Path "/health"') :]
    assert "Cannot reach rag-context" in unreachable[:600] and "exit 1" in unreachable[:600]


def test_latency_targets_and_percentiles(code: str) -> None:
    assert "$P95TargetMs = 300" in code and "$P99TargetMs = 500" in code
    assert "[math]::Ceiling($sorted.Count * $Percent / 100) - 1" in code
    # The latency queries change every run: the service's caches would otherwise answer them.
    assert "(run $run, sample $($i + 1))" in code


def test_the_documents_of_the_run_are_deleted_after_the_gate(code: str) -> None:
    assert "$sessions = [System.Collections.Generic.List[string]]::new()" in code
    assert "$sessions.Add($sessionId)" in code and code.index("$sessions.Add($sessionId)") > code.index('"preval-embed-')
    assert "$sessions.Add($body.sessionId)" in code
    # Before indexing: a document whose answer was lost may still have been stored.
    assert code.index("$sessions.Add($body.sessionId)") < code.index('Invoke-Rag -Method POST -Path "/tools/rag_context_index" -Body $body')
    cleanup = code[code.index("if ($sessions.Count -gt 0)") :]
    (loop,) = block_after(cleanup, "foreach ($session in $sessions)")
    assert 'Invoke-Rag -Method POST -Path "/tools/rag_context_delete" -Body ([ordered]@{ sessionId = $session })' in loop
    # After phase 3, before phase 4.
    assert code.index('Write-Phase "Phase 3') < code.index("if ($sessions.Count -gt 0)") < code.index('Write-Phase "Phase 4')


def test_the_services_key_is_sent_when_given(code: str) -> None:
    assert "[string]$ApiKey = $env:RAG_API_KEY" in code
    (invoke,) = block_after(code, "function Invoke-Rag")
    assert '$request.Headers = @{ "X-API-Key" = $ApiKey }' in invoke


def test_the_script_and_the_deployment_guide_say_how_its_default_addresses_are_reached() -> None:
    """Qdrant and MongoDB are ClusterIP services in Kubernetes: the script's default addresses work
    only through a port-forward, and its help and docs/deployment.md say which."""
    script = SCRIPT.read_text()
    guide = (SCRIPT.parents[1] / "docs" / "deployment.md").read_text()
    for text in (script, guide):
        assert "port-forward svc/qdrant 30333:6333" in text
        assert "port-forward svc/mongodb 27018:27017" in " ".join(text.split())
    mongodb_service = (SCRIPT.parents[1] / "k8s" / "base" / "mongodb-service.yaml").read_text()
    assert "port-forward svc/mongodb 27018:27017" in mongodb_service
