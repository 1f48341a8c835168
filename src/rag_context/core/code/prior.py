"""A ranking prior for what a code result is for (issue 22): code that is not the implementation
(tests, samples, documentation snippets, generated and build files) ranks a little lower.

A question about code ("how is the retry delay computed?") wants the implementation, but the tests
and samples of a feature repeat its words as prose and names, and outrank it. Clients that know
ask with `filter.roles`; an agent that does not still gets the implementation first when the two
are otherwise close. The prior multiplies the score of such a result by `factor`, so it moves down
only past results that were nearly as good: a test far ahead of everything stays first.

It never acts on prose (only results whose content type is code are touched), nor when the
request filters on roles (the client chose), nor on a role the question names ("which tests
cover the retry delay?" keeps its tests). Off (`factor` 1, or the setting off), results are
exactly as ranked.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from rag_context.core.code.roles import NOT_CODE_ROLES
from rag_context.core.models import Hit, SearchFilters

CODE = "code"
IMPLEMENTATION = "implementation"

# How a question asks for a role itself. Only words that say it: "test" alone is left out (the
# "test client" is an implementation), so are "example" ("for example"), "spec" (the HTTP spec),
# "generated" and "build" (a hash is generated, a URL built).
ROLE_PHRASES: dict[str, re.Pattern[str]] = {
    "test": re.compile(r"\b(tests|tested|testing|unit ?tests?|test (cases?|suites?|fixtures?)|fixtures?|pytest|xunit|nunit|mstest)\b"),
    "sample": re.compile(r"\b(examples|samples?|demos?|snippets?|tutorials?)\b"),
    "docs": re.compile(r"\b(docs|documentation|documented|docstrings?)\b"),
    "build": re.compile(r"\b(makefile|dockerfile|setup\.py|build scripts?|cake scripts?|ci (pipelines?|workflows?))\b"),
    "lock": re.compile(r"\b(lock ?files?|pnpm-lock|package-lock|yarn\.lock|cargo\.lock|poetry\.lock|packages\.lock)\b"),
    "config": re.compile(
        r"\b(csproj|fsproj|msbuild|pyproject|tsconfig|package\.json|appsettings|editorconfig|(project|config|configuration|settings"
        r"|props|targets|yaml|yml|json|toml|xml|ini) files?|\.(props|targets|ya?ml|json|toml|config))\b"
    ),
    "data": re.compile(r"\b((data|fixture|yaml|yml|json|xml|csv|schema|resource) files?|resx|\.(ya?ml|json|xml|csv))\b"),
    "generated": re.compile(r"\b(generated (code|files?|sources?|classes)|auto-?generated|designer files?|source generators?)\b"),
}


def roles_asked(query: str) -> frozenset[str]:
    """The roles a question names (`how is X tested?` -> test); their results keep their scores."""
    text = query.lower()
    return frozenset(role for role, phrase in ROLE_PHRASES.items() if phrase.search(text))


@dataclass(frozen=True, slots=True)
class RolePrior:
    """`factor` in (0, 1]: the score multiplier of a code result whose role is not
    implementation (1: no prior)."""

    factor: float = 1.0

    @property
    def active(self) -> bool:
        return self.factor < 1.0

    def applies_to(self, filters: SearchFilters) -> bool:
        """Whether a search with these filters gets the prior: not when it filters on roles."""
        document_filter = filters.document_filter
        return self.active and not (document_filter is not None and document_filter.roles)

    def rerank(self, hits: Sequence[Hit], query: str) -> list[Hit]:
        """The hits with the prior applied and sorted again (stable: equals keep their order). A hit
        it lowers says so in its explanation (`roleFactor`), when it has one."""
        spared = roles_asked(query)
        out: list[Hit] = []
        for hit in hits:
            role = hit.role
            if hit.content_type != CODE or role is None or role == IMPLEMENTATION or role in spared:
                out.append(hit)
                continue
            explain = {**hit.explain, "roleFactor": self.factor} if hit.explain is not None else None
            out.append(hit.rescored(hit.score * self.factor, explain))
        out.sort(key=lambda hit: -hit.score)
        return out


def leave_out_not_code(hits: Sequence[Hit], query: str, filters: SearchFilters) -> list[Hit]:
    """A code-only search's hits without the files that are not code to read (lock, generated,
    config and data files: core/code/roles.py), unless the request filters on roles (the client
    chose) or the question names the role ("which YAML files ...", "the generated code of ...")."""
    document_filter = filters.document_filter
    if not code_only(filters) or (document_filter is not None and document_filter.roles):
        return list(hits)
    left_out = NOT_CODE_ROLES - roles_asked(query)
    return [hit for hit in hits if hit.content_type != CODE or hit.role not in left_out]


def code_only(filters: SearchFilters) -> bool:
    """Whether the search asks for code alone (`contentType: "code"` or `contentTypes: ["code"]`)."""
    if filters.content_type is not None and filters.content_type != CODE:
        return False
    document_filter = filters.document_filter
    types: Sequence[str] = document_filter.content_types if document_filter is not None else ()
    if filters.content_type == CODE:
        return not types or CODE in types
    return bool(types) and set(types) == {CODE}
