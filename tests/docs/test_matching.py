"""How a shown answer is compared with the real one (tests/docs/README.md): what `…` elides, what
must be exact, and that a drift is caught."""

from __future__ import annotations

import pytest

from tests.docs.examples import commands_of, compare

REAL = '{"success":true,"chunksIndexed":1,"vectorIds":["12b1"],"latencyMs":745.952,"documentId":"9a5b","status":"indexed"}'


@pytest.mark.parametrize(
    "shown",
    [
        '{"success":true,"chunksIndexed":1,"vectorIds":["12b1"],"latencyMs":3.5,"documentId":"9a5b","status":"indexed"}',
        '{"success":true, …}',
        '{"success":true,"chunksIndexed":1,"vectorIds":[…],"latencyMs":1.0,"documentId":"9a…","status":…}',
        '{"vectorIds":["…"],"status":"indexed",\n  …}',
    ],
)
def test_what_matches(shown: str) -> None:
    assert compare(shown, REAL) is None


@pytest.mark.parametrize(
    ("shown", "why"),
    [
        ('{"success":true,"chunksIndexed":1,"vectorIds":["12b1"],"latencyMs":3.5,"documentId":"9a5b"}', "also has ['status']"),
        ('{"success":true,"chunksIndexed":2,…}', "$.chunksIndexed: 2 is shown"),
        ('{"success":true,"role":"docs",…}', "$.role: shown, but the answer has no such field"),
        ('{"vectorIds":[],…}', "0 elements shown"),
        ('{"status":"pending",…}', '$.status: "pending" is shown'),
        ('{"latencyMs":"fast",…}', "$.latencyMs"),
        ('{"success":true,…}\nmore', "the answer ends before it"),
    ],
)
def test_what_is_a_drift(shown: str, why: str) -> None:
    problem = compare(shown, REAL)
    assert problem is not None and why in problem


def test_text_lines_match_by_shape_where_they_measure_and_exactly_where_they_count() -> None:
    real = "ID    SESSION\n9a5b  doc-firekirin  2026-11-28 07:57:09\n2 files: 2 indexed in 0.2 s\nexit 1\n"
    assert compare("ID SESSION\n9a5b  doc-firekirin  2026-11-25 20:06:14\n2 files: 2 indexed in 1.7 s\nexit 1", real) is None
    assert compare("ID SESSION\n…\nexit 1", real) is None
    assert compare("ID SESSION\n…\nexit 0", real) is not None  # an exit code is exact
    assert compare("ID SESSION\n9a5b  doc-firekirin  2026-11-25 20:06:14\n3 files: 3 indexed in 0.2 s\n…", real) is not None
    assert compare("ID SESSION", real) is not None  # lines the page does not show, without `…`


def test_a_timestamp_stands_for_any_timestamp_and_nothing_else() -> None:
    assert compare('{"at":"2026-11-25T20:06:13.355519Z"}', '{"at":"2027-01-01T00:00:00Z"}') is None
    assert compare('{"at":"2026-11-25T20:06:13.355519Z"}', '{"at":"yesterday"}') is not None


def test_json_and_text_interleave_as_the_terminal_shows_them() -> None:
    real = '{\n  "dryRun": true\n}\ndry run: nothing was deleted\n'
    assert compare('{"dryRun": true}\ndry run: nothing was deleted', real) is None
    assert compare("dry run: nothing was deleted\n{\"dryRun\": true}", real) is not None


def test_commands_go_on_over_continuations_open_quotes_and_heredocs() -> None:
    body = [
        "$ curl -s -X POST localhost:3000/x -H 'A: b' \\",
        "    -d '{\"query\":",
        "      \"q\"}'",
        '{"ok":true}',
        "$ python - <<'EOF'",
        "print('$ not a command')",
        "EOF",
        "$ echo done",
        "done",
    ]
    commands = commands_of(body, 10)
    assert [command.line for command in commands] == [10, 14, 17]
    assert commands[0].text.endswith("\"q\"}'") and commands[0].shown == '{"ok":true}\n'
    assert commands[1].text.splitlines()[1:] == ["print('$ not a command')", "EOF"] and commands[1].shown == ""
    assert commands[2].shown == "done\n"
