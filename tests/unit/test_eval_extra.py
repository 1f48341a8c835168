"""`rag-context eval`'s scorer is an extra (pytrec-eval-terrier brings scipy, which the service does
not need): without it the command says what to install, before it loads or indexes anything."""

from __future__ import annotations

import importlib.util

import pytest

from rag_context import cli


def test_eval_without_the_scorer_names_the_extra(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    real_find_spec = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *args: None if name == "pytrec_eval" else real_find_spec(name, *args))
    assert cli.main(["eval", "--mode", "bm25"]) == 2
    assert "pip install 'rag-context[eval]'" in capsys.readouterr().err


def test_the_scorer_is_installed_where_the_tests_run() -> None:
    assert importlib.util.find_spec("pytrec_eval") is not None  # the test extra brings the eval extra
