"""The pure part of following a folder: parts of a long file, and the plan of a run."""

from __future__ import annotations

from rag_context.core.folders import (
    MAX_PART_CHARS,
    FolderRecord,
    StoredPart,
    content_key,
    file_requests,
    plan_folder,
    split_parts,
)
from rag_context.core.indexing import with_role
from rag_context.core.models import document_id_for, utc_now


def test_a_short_text_is_one_part() -> None:
    assert split_parts("a\nb\n") == [(0, "a\nb\n")]


def test_a_long_text_is_cut_at_line_boundaries_with_the_lines_before_each_part() -> None:
    lines = [f"line {number:06d} of the long file\n" for number in range(1, 12_001)]  # ~324,000 characters
    text = "".join(lines)
    parts = split_parts(text)
    assert len(parts) >= 4
    assert "".join(part for _, part in parts) == text
    for offset, part in parts:
        assert len(part) < MAX_PART_CHARS
        assert part.endswith("\n")
        assert part.startswith(lines[offset])  # the part's first line is the file's line offset + 1


def test_one_line_longer_than_a_part_is_cut_inside() -> None:
    text = "x" * 250_000 + "\nlast\n"
    parts = split_parts(text)
    assert "".join(part for _, part in parts) == text
    assert all(len(part) < MAX_PART_CHARS for _, part in parts)
    before = 0
    for offset, part in parts:  # each offset counts the newlines before the part
        assert offset == text[:before].count("\n")
        before += len(part)


def test_parts_share_their_source_and_differ_in_id() -> None:
    requests = file_requests("line\n" * 50_000, "documentation", "repo", "big.md")
    assert len(requests) == 3
    assert {request.source for request in requests} == {"big.md"}
    assert requests[0].document_id == document_id_for("repo", "big.md")  # the first part keeps the file's id
    assert len({request.document_id for request in requests}) == 3
    assert [request.metadata.part for request in requests] == [1, 2, 3]
    assert [request.metadata.line_offset for request in requests] == [0, 18_000, 36_000]


def _stored(files: dict[str, list]) -> dict[str, list[StoredPart]]:
    return {
        source: [StoredPart(request.document_id, source, with_role(request).fingerprint(), request.metadata.part) for request in requests]
        for source, requests in files.items()
    }


def test_the_plan_sees_new_changed_moved_deleted_and_unchanged_files() -> None:
    def one(source: str, text: str) -> list:
        return file_requests(text, "code", "repo", source)

    before = {"a.py": one("a.py", "A"), "b.py": one("b.py", "B"), "c.py": one("c.py", "C"), "d.py": one("d.py", "D")}
    stored = _stored(before)
    stored["other.py"] = [StoredPart("x", "other.py", "f")]  # the session's, never the folder's
    now = {"a.py": one("a.py", "A"), "b.py": one("b.py", "B2"), "moved/c.py": one("moved/c.py", "C"), "e.py": one("e.py", "E")}
    keys = {"c.py": content_key([("code", "C")]), "d.py": content_key([("code", "D")])}
    plan = plan_folder(now, stored, owned=["a.py", "b.py", "c.py", "d.py"], stored_keys=keys)
    assert plan.unchanged == ["a.py"]
    assert plan.reembed == ["b.py"]
    assert [(move.old_source, move.new_source) for move in plan.moves] == [("c.py", "moved/c.py")]
    assert plan.add == ["e.py"]
    assert plan.remove == ["d.py"]  # other.py is not the folder's: left alone
    assert plan.counts() == {"new": 1, "changed": 1, "moved": 1, "deleted": 1, "unchanged": 1}
    assert not plan.current


def test_without_a_record_nothing_is_removed() -> None:
    stored = _stored({"gone.py": file_requests("G", "code", "repo", "gone.py")})
    plan = plan_folder({}, stored, owned=[])
    assert plan.remove == [] and plan.current


def test_a_file_with_fewer_parts_leaves_its_extra_parts_to_remove() -> None:
    long = file_requests("line\n" * 50_000, "documentation", "repo", "big.md")
    short = file_requests("line\n", "documentation", "repo", "big.md")
    plan = plan_folder({"big.md": short}, _stored({"big.md": long}), owned=["big.md"])
    assert plan.reembed == ["big.md"]
    assert sorted(plan.stale_parts) == sorted(request.document_id for request in long[1:])


def test_the_folder_record_round_trips() -> None:
    record = FolderRecord("repo", "/srv/repo", utc_now(), "a" * 40, ("a.py", "b.py"))
    assert FolderRecord.from_json(record.to_json()) == record
