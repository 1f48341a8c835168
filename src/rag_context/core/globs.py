"""The source globs of the filter language (core/filters.py): what a glob means, its bounds, and its
one translation, a regular expression that Python's `re` runs in process (SQLite's `rag_glob`, the
sources Qdrant Edge and the Qdrant server list, `DocumentFilter.matches`) and MongoDB runs as a
`$regex`: the same pattern everywhere, so every backend matches alike.

Meaning: a glob matches the whole source. `/` separates folders. `**/` at the start of a folder name
is any folders, none too (`src/**/*.cs` matches `src/a.cs`); any other `**` is any characters, `/`
and line breaks included (a trailing `/**` is everything below); `*` is any characters but `/`; `?`
is one character but `/`; every other character is itself, so a glob without a wildcard is an exact
match. Adjacent wildcards that mean the same merge before they are counted: `*?*` is `?*`, a `*`
beside a `**` adds nothing, `**/**/` is `**/`.

Why no glob can make matching slow: the naive regular expression (`**` -> `.*`, `*` -> `[^/]*`)
lets a backtracking engine try every way the wildcards could split the source, about n^k steps for
k wildcards (`**?**?**?*?*?*?*?*?#` took 20 s on a 1,024-character source). This translation makes
each choice once, in an atomic group `(?>...)` the engine never re-enters:

- the glob is cut at its `**` into chunks; each chunk is placed where it ends earliest. No later
  place can do better: the `**` after it takes any characters from wherever it ends (a `**/` takes
  any folders, and a chunk before a `**/` ends with `/`);
- inside a folder name, `*` cannot cross `/`, so a chunk is a sequence of folder names, each either
  a whole folder name (between two `/`) or, at the chunk's ends, its end or start. Within one name
  each piece between two `*` is placed at its leftmost occurrence (the classic greedy glob match: the
  leftmost place leaves the most room to what follows);
- the folder a chunk starts in is tried from the left, a folder at a time.

The engine then compares at most about (source length) x (glob length) characters in all:
benchmarks/measure_glob_matching.py times the worst cases it knows, a glob within the bounds on a
1,024-character source in well under a millisecond. A property test holds the translation to a
plain recursive reading of the rules above (tests/unit/test_globs.py). MongoDB's PCRE reads the same
constructs alike (atomic groups, lazy repetition, `[^/]`, and the end as `(?![\\s\\S])`: `$` would
also match before a final line break).
"""

from __future__ import annotations

import re
from functools import lru_cache

MAX_GLOB_CHARS = 1024  # as a source
MAX_GLOB_WILDCARDS = 16  # `?`, `*` and `**` each count one, after adjacent ones merge
MAX_GLOB_STARS = 8  # `*` and `**`
MAX_GLOB_DOUBLE_STARS = 3

# A glob's tokens: these four wildcards, or one literal character (`*` and `?` are never literal).
ONE, STAR, ANY, FOLDERS = "?", "*", "**", "**/"
_CROSSINGS = (ANY, FOLDERS)
END = r"(?![\s\S])"  # the very end (`$` also matches before a final newline, `\Z` differs in PCRE)
_WILDCARD = re.compile(r"[*?]")


def is_literal(glob: str) -> bool:
    """Whether the glob has no wildcard: it matches that one source exactly."""
    return _WILDCARD.search(glob) is None


def literal_prefix(glob: str) -> str:
    """The glob's characters before its first wildcard."""
    match = _WILDCARD.search(glob)
    return glob if match is None else glob[: match.start()]


def _tokens(glob: str) -> list[str]:
    tokens: list[str] = []
    position = 0
    while position < len(glob):
        if glob.startswith("**", position):
            at_name_start = position == 0 or glob[position - 1] == "/"
            folders = at_name_start and glob.startswith("**/", position)
            tokens.append(FOLDERS if folders else ANY)
            position += 3 if folders else 2
        else:
            tokens.append(glob[position])
            position += 1
    return tokens


def _merged(tokens: list[str]) -> list[str]:
    """Adjacent wildcards merged into what they mean: a run of `*` and `?` is its `?` then one `*`
    (none beside a `**`, which takes those characters anyway: `[^/]*.*` is `.*`), and `**/` before
    another `**/` or a `**` adds nothing."""
    merged: list[str] = []
    position = 0
    while position < len(tokens):
        if tokens[position] not in (ONE, STAR):
            merged.append(tokens[position])
            position += 1
            continue
        end = position
        while end < len(tokens) and tokens[end] in (ONE, STAR):
            end += 1
        run = tokens[position:end]
        beside_any = (merged and merged[-1] == ANY) or (end < len(tokens) and tokens[end] == ANY)
        merged += [ONE] * run.count(ONE) + ([STAR] if STAR in run and not beside_any else [])
        position = end
    out: list[str] = []
    for token in merged:
        if token in _CROSSINGS and out and out[-1] == FOLDERS:
            out.pop()
        out.append(token)
    return out


def checked_tokens(glob: str) -> list[str]:
    """The glob's tokens, merged; ValueError, saying which bound, beyond the bounds."""
    if len(glob) > MAX_GLOB_CHARS:
        raise ValueError(f"a glob of at most {MAX_GLOB_CHARS} characters")
    if "***" in glob:
        raise ValueError("'***' is not a wildcard: '**' is any characters, '*' any within a folder name")
    tokens = _merged(_tokens(glob))
    doubles = sum(token in _CROSSINGS for token in tokens)
    stars = doubles + tokens.count(STAR)
    if doubles > MAX_GLOB_DOUBLE_STARS:
        raise ValueError(f"at most {MAX_GLOB_DOUBLE_STARS} '**'")
    if stars > MAX_GLOB_STARS:
        raise ValueError(f"at most {MAX_GLOB_STARS} '*' and '**'")
    if stars + tokens.count(ONE) > MAX_GLOB_WILDCARDS:
        raise ValueError(f"at most {MAX_GLOB_WILDCARDS} wildcards ('?', '*' and '**' each count one; '*?*' is '?*')")
    return tokens


def canonical_glob(glob: str) -> str:
    """The glob with its adjacent wildcards merged (`**/**/*?*.md` -> `**/?*.md`): the same sources."""
    return "".join(checked_tokens(glob))


@lru_cache(maxsize=256)
def glob_regex(glob: str) -> re.Pattern[str]:
    """The glob as a regular expression anchored at both ends (`pattern.match(source)` is the whole
    source's match; its `.pattern` is MongoDB's `$regex`), whose every choice is made once (the
    module's docstring says how). Raises ValueError beyond the bounds."""
    chunks: list[list[str]] = [[]]
    crossings: list[str] = []
    for token in checked_tokens(glob):
        if token in _CROSSINGS:
            crossings.append(token)
            chunks.append([])
        else:
            chunks[-1].append(token)
    parts = ["^"]
    for number, chunk in enumerate(chunks):
        start = "source" if number == 0 else ("folder" if crossings[number - 1] == FOLDERS else "anywhere")
        parts.append(_chunk(chunk, start, last=number == len(chunks) - 1))
    return re.compile("".join(parts))


def glob_matches(glob: str, source: str) -> bool:
    """Whether the glob matches the whole source (ValueError for a glob beyond the bounds)."""
    return glob_regex(glob).match(source) is not None


def _chunk(tokens: list[str], start: str, *, last: bool) -> str:
    """One chunk between `**`: its folder names in turn. `start`: at the source's start, at a folder's
    start (after `**/`) or anywhere (after `**`, as if the chunk began with `*`). The last chunk runs
    to the end; any other is placed where it ends earliest."""
    names: list[list[str]] = [[]]
    for token in tokens:
        if token == "/":
            names.append([])
        else:
            names[-1].append(token)
    if start == "anywhere" and names[0][:1] != [STAR]:
        names[0] = [STAR, *names[0]]
    body = []
    for number, name in enumerate(names):
        pieces = _pieces(name)
        if number < len(names) - 1:
            body.append(_whole_name(pieces, "/"))
        elif last:
            body.append(_whole_name(pieces, END))
        else:
            body.append(_name_start(pieces))
    matched = "".join(body)
    if start == "source":
        return matched
    if last and len(names) == 1:
        # One folder name to the end: only the source's last one can hold it.
        return f"(?>(?>(?:[^/]*/)*){matched})"
    # The first folder (from where the `**` left off) in which the chunk fits, a folder at a time.
    return f"(?>(?:[^/]*/)*?{matched})"


def _pieces(name: list[str]) -> list[str]:
    """A folder name's pieces between its `*`, each as a regular expression (`?` one character but `/`)."""
    pieces: list[list[str]] = [[]]
    for token in name:
        if token == STAR:
            pieces.append([])
        else:
            pieces[-1].append(token)
    return ["".join("[^/]" if token == ONE else re.escape(token) for token in piece) for piece in pieces]


def _whole_name(pieces: list[str], anchor: str) -> str:
    """A whole folder name up to `anchor` (its `/`, or the end): the first piece where it starts, each
    middle piece at its leftmost place, the last one right before the anchor."""
    if len(pieces) == 1:
        return pieces[0] + anchor
    middle = "".join(f"(?>[^/]*?{piece})" for piece in pieces[1:-1] if piece)
    return f"{pieces[0]}{middle}(?>[^/]*{pieces[-1]}{anchor})"


def _name_start(pieces: list[str]) -> str:
    """The start of a folder name, ending where its last piece first can (a `**` follows)."""
    return pieces[0] + "".join(f"(?>[^/]*?{piece})" for piece in pieces[1:] if piece)
