"""k8s/base/grafana-dashboard.json: a dashboard Grafana loads (checked with Grafana's own schema models,
grafana-foundation-sdk), laid out on the 24-column grid, every query on the Prometheus datasource
variable, and charting exactly the series the service exposes at /metrics: a renamed metric fails
here, and so does a new one nobody charts."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from prometheus_client.parser import text_string_to_metric_families

DASHBOARD_PATH = Path(__file__).resolve().parents[2] / "k8s" / "base" / "grafana-dashboard.json"
METRIC_NAME = re.compile(r"\b(rag_[a-z0-9_]+)\b")
GRID_COLUMNS = 24
DATASOURCE = {"type": "prometheus", "uid": "${datasource}"}


def dashboard() -> dict[str, Any]:
    return json.loads(DASHBOARD_PATH.read_text())


def panels() -> list[dict[str, Any]]:
    return dashboard()["panels"]


def query_panels() -> list[dict[str, Any]]:
    return [panel for panel in panels() if panel["type"] != "row"]


def charted_metrics() -> set[str]:
    return {name for panel in query_panels() for target in panel["targets"] for name in METRIC_NAME.findall(target["expr"])}


def _missing_keys(original: Any, loaded: Any, path: str = "") -> list[str]:
    """Where `original` has a key or value that `loaded` lacks: what the schema did not take."""
    if isinstance(original, dict):
        if not isinstance(loaded, dict):
            return [path or "/"]
        problems = []
        for key, value in original.items():
            if key not in loaded:
                problems.append(f"{path}/{key}")
            else:
                problems += _missing_keys(value, loaded[key], f"{path}/{key}")
        return problems
    if isinstance(original, list):
        if not isinstance(loaded, list) or len(original) != len(loaded):
            return [path]
        return [problem for index, (a, b) in enumerate(zip(original, loaded)) for problem in _missing_keys(a, b, f"{path}/{index}")]
    return [] if original == loaded else [f"{path}: {original!r} became {loaded!r}"]


def test_the_dashboard_loads_with_grafanas_schema_models_and_loses_nothing() -> None:
    from grafana_foundation_sdk.cog.encoder import JSONEncoder
    from grafana_foundation_sdk.cog.plugins import register_default_plugins
    from grafana_foundation_sdk.models.dashboard import Dashboard

    register_default_plugins()  # the panel plugins' own options and field configs
    original = dashboard()
    loaded = json.loads(JSONEncoder(sort_keys=True).encode(Dashboard.from_json(original)))
    assert _missing_keys(original, loaded) == [], "fields the Grafana schema does not know (or rewrote)"


def test_the_dashboard_has_the_keys_grafana_requires() -> None:
    document = dashboard()
    assert isinstance(document["title"], str) and document["title"]
    assert isinstance(document["uid"], str) and 8 <= len(document["uid"]) <= 40
    assert isinstance(document["schemaVersion"], int) and document["schemaVersion"] >= 36
    assert document["time"]["from"] and document["time"]["to"]
    assert document["panels"]
    ids = [panel["id"] for panel in panels()]
    assert all(isinstance(panel_id, int) for panel_id in ids) and len(ids) == len(set(ids)), ids
    for panel in panels():
        assert panel["type"] and panel["title"], panel
        assert set(panel["gridPos"]) == {"h", "w", "x", "y"}, panel["title"]


def test_panels_sit_on_the_grid_without_overlapping() -> None:
    cells: dict[tuple[int, int], str] = {}
    for panel in panels():
        grid = panel["gridPos"]
        assert all(isinstance(grid[key], int) and grid[key] >= 0 for key in grid), panel["title"]
        assert grid["w"] >= 1 and grid["h"] >= 1 and grid["x"] + grid["w"] <= GRID_COLUMNS, panel["title"]
        for x in range(grid["x"], grid["x"] + grid["w"]):
            for y in range(grid["y"], grid["y"] + grid["h"]):
                assert (x, y) not in cells, f"{panel['title']} overlaps {cells[(x, y)]}"
                cells[(x, y)] = panel["title"]


def test_every_query_is_promql_on_the_datasource_variable() -> None:
    variables = {variable["name"]: variable for variable in dashboard()["templating"]["list"]}
    assert variables["datasource"]["type"] == "datasource" and variables["datasource"]["query"] == "prometheus"
    for panel in query_panels():
        assert panel["datasource"] == DATASOURCE, panel["title"]
        assert panel["targets"], panel["title"]
        ref_ids = [target["refId"] for target in panel["targets"]]
        assert len(ref_ids) == len(set(ref_ids)), panel["title"]
        for target in panel["targets"]:
            assert target["datasource"] == DATASOURCE
            assert METRIC_NAME.search(target["expr"]), f"{panel['title']}: {target['expr']} names no rag_ metric"
            assert target["expr"].count("(") == target["expr"].count(")"), target["expr"]


@pytest.fixture
def exposed_series(make_app: Any) -> set[str]:
    """The sample names a scrape of the real app shows (after one request, so the request histogram has samples)."""
    with TestClient(make_app()) as client:
        assert client.get("/health").status_code == 200
        text = client.get("/metrics").text
    return {sample.name for family in text_string_to_metric_families(text) for sample in family.samples}


def test_every_charted_metric_is_exposed_and_every_exposed_one_is_charted(exposed_series: set[str]) -> None:
    ours = {name for name in exposed_series if name.startswith("rag_")}
    charted = charted_metrics()
    assert charted - ours == set(), "the dashboard queries series /metrics does not expose"
    families = {re.sub(r"_(bucket|count|sum|created|total)$", "", name) for name in ours}
    charted_families = {re.sub(r"_(bucket|count|sum|created|total)$", "", name) for name in charted}
    assert families - charted_families == set(), "series /metrics exposes that no panel charts"
