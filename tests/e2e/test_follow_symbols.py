"""A followed repository's symbol table (issue 31): `rag-context index` over a git repository, then
a file renamed (nothing embedded for it) and one deleted: the symbol table says what the tree says,
the renamed file's definitions under its new path (a Python module path that changed with it), the
deleted file's gone, and `rag-context check` finds nothing amiss."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from rag_context.commands.check import check
from rag_context.commands.index import index_paths
from rag_context.config import Settings, load_settings
from rag_context.core.code.graph.model import DefinitionQuery, ReferenceQuery
from tests.e2e.test_follow import _with_services, git

pytestmark = pytest.mark.e2e


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    root = tmp_path / "repo"
    (root / "src" / "retry").mkdir(parents=True)
    (root / "src" / "retry" / "policy.py").write_text(
        "from .backoff import exponential\n\n\nclass RetryPolicy:\n    def delay(self, attempt):\n        return exponential(attempt)\n"
    )
    (root / "src" / "retry" / "backoff.py").write_text("def exponential(attempt):\n    return 2 ** attempt\n")
    (root / "src" / "retry" / "legacy.py").write_text("def legacy_teleporter():\n    return None\n")
    git(root, "init", "-q", "-b", "main")
    git(root, "add", ".")
    git(root, "commit", "-q", "-m", "first")
    return root


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return load_settings(_env_file=None, rag_data_dir=tmp_path / "data")


def definitions(settings: Settings, **query: object) -> list[tuple[str, str]]:
    async def work(services):  # type: ignore[no-untyped-def]
        found = await services.store.find_definitions(DefinitionQuery(**query))  # type: ignore[arg-type]
        return sorted((item.source, item.definition.symbol) for item in found)

    return asyncio.run(_with_services(settings, work))


def imports(settings: Settings) -> list[tuple[str, str]]:
    async def work(services):  # type: ignore[no-untyped-def]
        found = await services.store.find_references(ReferenceQuery(kinds=("import",)))
        return sorted((item.source, item.reference.target) for item in found)

    return asyncio.run(_with_services(settings, work))


def test_a_rename_and_a_delete_in_a_followed_repository_are_reflected_in_the_symbol_table(repo: Path, settings: Settings) -> None:
    assert index_paths([repo], settings).failed == {}
    assert definitions(settings, names=("delay",)) == [("src/retry/policy.py", "retry.policy.RetryPolicy.delay")]
    assert definitions(settings, names=("legacy_teleporter",)) == [("src/retry/legacy.py", "retry.legacy.legacy_teleporter")]

    (repo / "src" / "retry" / "strategies").mkdir()
    git(repo, "mv", "src/retry/policy.py", "src/retry/strategies/policy.py")
    git(repo, "rm", "-q", "src/retry/legacy.py")
    git(repo, "commit", "-q", "-m", "second")
    second = index_paths([repo], settings)
    assert second.failed == {} and second.moved == 1, second.summary()

    assert definitions(settings, names=("delay",)) == [("src/retry/strategies/policy.py", "retry.strategies.policy.RetryPolicy.delay")]
    assert definitions(settings, names=("legacy_teleporter",)) == []
    assert definitions(settings, sources=("src/retry/policy.py",)) == []
    # The moved file's relative import, read again from where it is now.
    assert imports(settings) == [("src/retry/strategies/policy.py", "retry.strategies.backoff.exponential")]
    report = asyncio.run(check(settings, repair=False))
    assert report.consistent and report.orphan_symbols == 0 and report.documents_without_symbols == 0
