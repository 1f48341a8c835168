"""Documents that once made chunking quadratic (issue 14): one enormous "word" that no boundary
splits, and ordinary prose to compare with. Seeded: the same text on every run. Used by the
chunking tests, the liveness test of the API and benchmarks/measure_chunking.py."""

from __future__ import annotations

import random

WORDS = (
    "the jackpot threshold rises when grand pool grows beyond what the strategy expected and every agent "
    "must watch casino balance carefully before placing another spin while oracle reviews decision history"
).split()


def punctuation(chars: int) -> str:
    """One punctuation mark repeated: every character is a token of its own."""
    return "-" * chars


def cjk(chars: int) -> str:
    """Chinese characters with full-width punctuation and no space at all."""
    rnd = random.Random(1)
    out: list[str] = []
    while len(out) < chars:
        out.extend(chr(rnd.randint(0x4E00, 0x9FA5)) for _ in range(rnd.randint(8, 30)))
        out.append(rnd.choice("，。"))
    return "".join(out[:chars])


def minified_code(chars: int) -> str:
    """One line of minified JavaScript: no newline, a space only after a keyword."""
    parts: list[str] = []
    length, number = 0, 0
    while length < chars:
        parts.append(f"function f{number}(a,b){{var c=a*{number}+b;return c>0?c:-c}};window.v{number}=f{number}(1,2);")
        length += len(parts[-1])
        number += 1
    return "".join(parts)[:chars]


def prose(chars: int) -> str:
    """Sentences of 6-18 words in paragraphs of 3-6 sentences."""
    rnd = random.Random(7)
    paragraphs: list[str] = []
    length = 0
    while length < chars:
        sentences = [
            " ".join(rnd.choice(WORDS) for _ in range(rnd.randint(6, 18))).capitalize() + "."
            for _ in range(rnd.randint(3, 6))
        ]
        paragraphs.append(" ".join(sentences))
        length += len(paragraphs[-1]) + 2
    return "\n\n".join(paragraphs)[:chars]


DOCUMENTS = {"punctuation": punctuation, "cjk": cjk, "minified code": minified_code, "prose": prose}
