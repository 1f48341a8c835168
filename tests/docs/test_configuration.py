"""The settings' documentation against the settings object: docs/configuration.md names every
setting in a table, under its variable, with its default, and names no other; .env.example lists
every variable with its default."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from pydantic import AliasChoices

from rag_context.config import Settings, load_settings
from tests.docs.examples import REPO

PAGE = REPO / "docs" / "configuration.md"
ENV_EXAMPLE = REPO / ".env.example"
VARIABLE = re.compile(r"`([A-Z][A-Z0-9_]+)`")
ALIAS = re.compile(r"\(or `([A-Z][A-Z0-9_]+)`\)")


def settings_by_variable() -> dict[str, tuple[Any, list[str]]]:
    """variable -> (its default, its other names): the first name pydantic-settings reads."""
    variables = {}
    for name, field in Settings.model_fields.items():
        alias = field.validation_alias
        names = [str(choice).upper() for choice in alias.choices] if isinstance(alias, AliasChoices) else [name.upper()]
        variables[names[0]] = (field.default, names[1:])
    return variables


def documented_rows(text: str) -> list[tuple[list[str], list[str], str]]:
    """(variables, aliases, default cell) of every row of the page's `| variable | default | meaning |` tables."""
    rows = []
    in_table = False
    for line in text.splitlines():
        if line.startswith("| variable | default |"):
            in_table = True
            continue
        if not line.startswith("|"):
            in_table = False
            continue
        if in_table and not line.startswith("|---"):
            cells = [cell.strip() for cell in line.strip("|").split("|")]
            aliases = ALIAS.findall(cells[0])
            variables = [name for name in VARIABLE.findall(ALIAS.sub("", cells[0]))]
            rows.append((variables, aliases, cells[1]))
    return rows


def documented_defaults(variables: list[str], cell: str) -> list[str | None]:
    """A default cell as one value per variable: `unset…` is None, `empty` is "", else its
    backticked values in order (`1`, `1` for two variables)."""
    if cell.startswith("unset") and not cell.startswith("unset: `"):
        return [None] * len(variables)
    if cell.startswith("unset"):
        return [None] * len(variables)  # "unset: `backups/` in ...": what unset means, not a value
    if cell == "empty":
        return [""] * len(variables)
    values = re.findall(r"`([^`]*)`", cell)
    assert len(values) == len(variables), f"{variables}: {len(values)} defaults in {cell!r}"
    return values


def same_default(documented: str | None, actual: Any) -> bool:
    if documented is None or actual is None:
        return documented is None and actual is None
    if isinstance(actual, bool):
        return documented == str(actual).lower()
    if isinstance(actual, (int, float)):
        return float(documented) == float(actual)
    if isinstance(actual, Path):
        return Path(documented) == actual
    return documented == str(actual)


def test_every_setting_is_documented_and_every_documented_variable_is_a_setting() -> None:
    settings = settings_by_variable()
    rows = documented_rows(PAGE.read_text())
    documented = [name for variables, _, _ in rows for name in variables]
    assert len(documented) == len(set(documented)), "a variable in two rows"
    assert sorted(set(settings) - set(documented)) == [], "settings missing from docs/configuration.md"
    assert sorted(set(documented) - set(settings)) == [], "documented variables that are not settings"
    aliases = {alias for _, names in settings.values() for alias in names}
    assert {alias for _, row_aliases, _ in rows for alias in row_aliases} == aliases


def test_every_documented_default_is_the_settings_default() -> None:
    settings = settings_by_variable()
    wrong = []
    for variables, _, cell in documented_rows(PAGE.read_text()):
        for name, value in zip(variables, documented_defaults(variables, cell), strict=True):
            if not same_default(value, settings[name][0]):
                wrong.append(f"{name}: documented {value!r}, the default is {settings[name][0]!r}")
    assert wrong == []


@pytest.mark.parametrize(
    ("cell", "actual", "same"),
    [("`true`", True, True), ("`300`", 300.0, True), ("`./data`", Path("data"), True), (None, None, True), ("`4`", 5, False), (None, 0, False)],
)
def test_defaults_are_compared_by_their_meaning(cell: str | None, actual: Any, same: bool) -> None:
    value = cell.strip("`") if cell else None
    assert same_default(value, actual) is same


def test_env_example_lists_every_variable() -> None:
    listed = set(re.findall(r"^#?\s*([A-Z][A-Z0-9_]+)=", ENV_EXAMPLE.read_text(), flags=re.MULTILINE))
    assert sorted(set(settings_by_variable()) - listed) == []
    assert sorted(listed - set(settings_by_variable())) == []


def test_env_example_defaults_match_the_settings(tmp_path: Path) -> None:
    """The uncommented lines of .env.example, loaded as a .env file, give exactly the defaults."""
    example = tmp_path / ".env"
    example.write_text(ENV_EXAMPLE.read_text())
    assert load_settings(_env_file=example) == load_settings(_env_file=None)
