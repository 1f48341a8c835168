"""How long a source glob takes to match, old translation against new (issue 30), in one run.

Old: the translation before issue 30 (`**` -> `.*`, `*` -> `[^/]*`, `?` -> `[^/]`), which Python's
backtracking `re` ran in process (and MongoDB's PCRE as a `$regex`): `**?**?**?*?*?*?*?*?#` took
20 s on a 1,024-character source. New: core.globs, every choice made once in an atomic group.

Prints, for hostile globs (within the documented bounds) against 1,024-character sources, the best
of a few runs per pair and the worst pair of each glob, new against old (old in a child process,
killed at --old-cap-s: a backtracking match cannot be interrupted, and may run for hours); then the
cost per source of usual globs on usual sources (what a facet of 100,000 sources costs), old and new;
and, if google-re2 is installed (not a dependency), the old translation on RE2 beside them, the
non-backtracking engine considered instead. Then a random search for a slower hostile pair.

Run (from the repository root, with the project installed):
    python benchmarks/measure_glob_matching.py [--old-cap-s 30] [--search-s 60] [--no-old]
"""

from __future__ import annotations

import argparse
import os
import random
import re
import subprocess
import sys
import time
from collections.abc import Callable

from rag_context.core.globs import checked_tokens, glob_regex

N = 1024
SOURCES = {
    "a*1024": "a" * N,
    "a*1023 #": "a" * (N - 1) + "#",
    "(a/)*512": "a/" * (N // 2),
    "(a/)* a#": ("a/" * N)[: N - 2] + "a#",
    "(ab/)*": ("ab/" * N)[:N],
    "(a^30 b/)*": (("a" * 30 + "b/") * N)[:N],
    "CJK": "".join(chr(0x4E00 + i) for i in range(N)),
}
HOSTILE = {
    "issue: **?**?**?*?*?*?*?*?#": "**?**?**?*?*?*?*?*?#",
    "*a*a*a*a*a*a*a*b": "*a*a*a*a*a*a*a*b",
    "**a^500b**": "**" + "a" * 500 + "b**",
    "**?a^880 b**a^6": "**" + "a" * 100 + "?" + "a" * 780 + "b**aaaaaa",
    "**/(a/)^500 b": "**/" + "a/" * 500 + "b",
    "**(a/)^300 b**": "**" + "a/" * 300 + "b**",
    "**/(*a/)^7 b": "**/" + "*a/" * 7 + "b",
    "**/a^400*a^400 b": "**/" + "a" * 400 + "*" + "a" * 400 + "b",
    "** (a^60*)^6 a^60 **x": "**" + "*".join(["a" * 60] * 7) + "**x",
    "**?a?a?a?a?a?a?a?a** 16 wildcards": "**?a?a?a?a?a?a?a?a**?a?a?a?a?b",
    "**?**?*?*?*?*?*?*? CJK": "**?**?*?*?*?*?*?*?" + chr(0x4E00 + 1023),
}
USUAL_GLOBS = ["src/**/*.cs", "**/test_*.py", "**/m07/doc-*.md", "src/*/sub?/doc-1*.md", "**/sub3/**", "README.md"]


def old_translation(glob: str) -> str:
    """The translation before issue 30 (core/filters.py's glob_regex), without its bounds."""
    out, position = [], 0
    while position < len(glob):
        if glob.startswith("**", position):
            at_start = position == 0 or glob[position - 1] == "/"
            if at_start and glob.startswith("**/", position):
                out.append("(?:[^/]*/)*")
                position += 3
                continue
            out.append(".*")
            position += 2
        elif glob[position] == "*":
            out.append("[^/]*")
            position += 1
        elif glob[position] == "?":
            out.append("[^/]")
            position += 1
        else:
            out.append(re.escape(glob[position]))
            position += 1
    return "".join(out)


def best_of(match: Callable[[], object], runs: int = 5) -> float:
    best = float("inf")
    for _ in range(runs):
        started = time.perf_counter()
        match()
        best = min(best, time.perf_counter() - started)
    return best


def new_seconds(glob: str, source: str) -> float:
    pattern = glob_regex(glob)
    return best_of(lambda: pattern.match(source))


OLD_CHILD = "import re,sys,time;p=re.compile(sys.argv[1],re.DOTALL);s=sys.argv[2];t=time.perf_counter();p.fullmatch(s);print(time.perf_counter()-t)"


def old_seconds(glob: str, source: str, cap_s: float) -> float | None:
    """One old match in a child process; None when it ran past `cap_s` (killed)."""
    try:
        done = subprocess.run(
            [sys.executable, "-c", OLD_CHILD, old_translation(glob), source], capture_output=True, text=True, timeout=cap_s, check=True
        )
    except subprocess.TimeoutExpired:
        return None
    return float(done.stdout)


def re2_module() -> object | None:
    try:
        import re2  # type: ignore[import-not-found]
    except ImportError:
        return None
    return re2


def ms(seconds: float | None, cap_s: float = 0.0) -> str:
    return f">{cap_s:.0f} s" if seconds is None else f"{seconds * 1000:.3f} ms"


def hostile(args: argparse.Namespace) -> None:
    print(f"\n{'hostile glob (len)':40s} {'new worst':>11s}  on {'source':12s} {'old (same pair)':>16s}  {'ratio':>9s}")
    worst_new = (0.0, "")
    for name, glob in HOSTILE.items():
        checked_tokens(glob)  # within the documented bounds
        timings = {source_name: new_seconds(glob, source) for source_name, source in SOURCES.items()}
        source_name = max(timings, key=timings.__getitem__)
        new = timings[source_name]
        worst_new = max(worst_new, (new, name))
        old = None if args.no_old else old_seconds(glob, SOURCES[source_name], args.old_cap_s)
        old_text = "not run" if args.no_old else ms(old, args.old_cap_s)
        ratio = "" if args.no_old else (f">{args.old_cap_s / new:,.0f}x" if old is None else f"{old / new:,.1f}x")
        print(f"{name + f' ({len(glob)})':40s} {ms(new):>11s}  on {source_name:12s} {old_text:>16s}  {ratio:>9s}")
    print(f"worst new: {ms(worst_new[0])} ({worst_new[1]})")
    if not args.no_old:
        glob = HOSTILE["issue: **?**?**?*?*?*?*?*?#"]
        print("the issue's glob, old, on each source (killed past the cap):")
        for source_name, source in SOURCES.items():
            print(f"  {source_name:12s} old {ms(old_seconds(glob, source, args.old_cap_s), args.old_cap_s):>10s}   new {ms(new_seconds(glob, source))}")


def usual() -> None:
    rng = random.Random(7)
    sources = [f"src/m{rng.randrange(50):02d}/sub{rng.randrange(7)}/doc-{n}.{rng.choice(['md', 'cs', 'py'])}" for n in range(100_000)]
    re2 = re2_module()
    print(f"\nusual globs on 100,000 usual sources, per source:{'':8s}old      new" + ("   old on RE2" if re2 else ""))
    for glob in USUAL_GLOBS:
        old = re.compile(old_translation(glob), re.DOTALL)
        new = glob_regex(glob)
        old_s = best_of(lambda: [old.fullmatch(s) for s in sources], 3) / len(sources)
        new_s = best_of(lambda: [new.match(s) for s in sources], 3) / len(sources)
        line = f"  {glob:46s} {old_s * 1e9:5.0f} ns  {new_s * 1e9:5.0f} ns"
        if re2 is not None:
            options = re2.Options()
            options.dot_nl = True
            compiled = re2.compile(old_translation(glob), options)
            line += f"  {best_of(lambda: [compiled.fullmatch(s) for s in sources], 3) / len(sources) * 1e9:5.0f} ns"
        print(line)
    if re2 is not None:
        options = re2.Options()
        options.dot_nl = True
        print("the hostile globs on RE2 (the old translation), worst source each:")
        for name, glob in HOSTILE.items():
            compiled = re2.compile(old_translation(glob), options)
            worst = max(best_of(lambda: compiled.fullmatch(source)) for source in SOURCES.values())
            print(f"  {name:40s} {ms(worst)}")


def search(seconds: float) -> None:
    """Random hostile pairs, mutated toward the slowest (a hill climb): the slowest found."""
    rng = random.Random(11)
    blocks = ["a", "b", "/", "a/", "ab", "*", "?", "**", "**/", "a" * 50, "a/" * 50]
    best = [(new_seconds(glob, source), glob, source) for glob in HOSTILE.values() for source in SOURCES.values()]
    deadline = time.monotonic() + seconds
    tried = 0
    while time.monotonic() < deadline:
        best.sort(reverse=True)
        del best[12:]
        _, glob, source = rng.choice(best)
        if rng.random() < 0.5:
            at = rng.randrange(len(glob) + 1)
            glob = glob[:at] + rng.choice(blocks) * rng.randint(1, 8) + glob[at:]
            try:
                checked_tokens(glob)
            except ValueError:
                continue
        else:
            unit = rng.choice(["a", "a/", "ab", "a" * rng.randint(2, 60) + "/", "b"])
            at = rng.randrange(N)
            source = (source[:at] + unit * rng.randint(1, 300) + source[at:])[:N]
        tried += 1
        best.append((new_seconds(glob, source), glob, source))
    best.sort(reverse=True)
    seconds_, glob, source = best[0]
    # Timed again, longer: a climb also finds the moments the machine was busy.
    print(f"\nrandom search, {seconds:.0f} s, {tried} pairs: slowest {ms(best_of(lambda: glob_regex(glob).match(source), 30))} "
          f"(glob of {len(glob)} characters: {glob[:60]!r}...; source {source[:30]!r}...)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--old-cap-s", type=float, default=30.0, help="kill an old match after this long (default 30)")
    parser.add_argument("--no-old", action="store_true", help="time the new translation only")
    parser.add_argument("--search-s", type=float, default=60.0, help="seconds of random search for a slower pair (0: none)")
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs; Python {sys.version.split()[0]}")
    hostile(args)
    usual()
    if args.search_s > 0:
        search(args.search_s)


if __name__ == "__main__":
    main()
