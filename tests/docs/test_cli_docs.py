"""docs/cli.md against the command line itself: every command has a section, every flag of every
command's parser is named in it, and every exit code it documents is one the commands use."""

from __future__ import annotations

import argparse
import re
import signal

import pytest

from rag_context.cli import COMMANDS, build_parser
from rag_context.commands import exit_codes
from tests.docs.examples import REPO

PAGE = REPO / "docs" / "cli.md"
HEADING = re.compile(r"^## `rag-context (?P<name>[a-z]+)`(?: \(or `(?P<alias>[a-z]+)`\))?$", re.MULTILINE)
EXIT_ROW = re.compile(r"^\| (?P<code>\d+) \|", re.MULTILINE)


def sections() -> dict[str, str]:
    """command name (aliases too) -> the text of its section."""
    text = PAGE.read_text()
    found = list(HEADING.finditer(text))
    by_name = {}
    for index, heading in enumerate(found):
        end = found[index + 1].start() if index + 1 < len(found) else len(text)
        for name in (heading["name"], heading["alias"]):
            if name:
                by_name[name] = text[heading.start():end]
    return by_name


def subparsers() -> dict[str, argparse.ArgumentParser]:
    (choices,) = [action for action in build_parser()._actions if isinstance(action, argparse._SubParsersAction)]
    return dict(choices.choices)


def documented_exit_codes(section: str) -> list[int]:
    table = section[section.index("| exit | when |"):]
    return [int(code) for code in EXIT_ROW.findall(table.split("\n\n")[0])]


def test_every_command_has_a_section() -> None:
    assert sorted(set(COMMANDS) - set(sections())) == []


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_every_flag_is_named_in_its_commands_section(command: str) -> None:
    section = sections()[command]
    flags = [
        option
        for action in subparsers()[command]._actions
        if not isinstance(action, argparse._HelpAction)
        for option in action.option_strings
    ]
    missing = [flag for flag in flags if not re.search(rf"`{re.escape(flag)}`", section)]
    assert missing == [], f"flags of `rag-context {command}` docs/cli.md does not name"


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_every_command_documents_its_exit_codes(command: str) -> None:
    codes = documented_exit_codes(sections()[command])
    assert codes and codes[0] == 0, "an exit-code table starting with 0"
    assert len(codes) == len(set(codes))
    known = {exit_codes.OK, exit_codes.FAILED, exit_codes.USAGE, exit_codes.IN_USE, exit_codes.INTERRUPTED}
    assert set(codes) <= known | {128 + signal.SIGTERM}  # a shell's status of a process SIGTERM ended
