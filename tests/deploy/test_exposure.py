"""What each Kubernetes rendering exposes, as `kubectl kustomize` renders it (the base, applied by
`kubectl apply -k k8s/`, and the cluster overlay): only rag-context's pods reach Qdrant and MongoDB
(NetworkPolicies), Qdrant's peer port only its peers, MongoDB asks for a user, the cluster requires
the API key, and no rendering passes the start-up guard with an allow-list of every address."""

from __future__ import annotations

from typing import Any

import pytest
from test_manifests import CLUSTER, REPO, kustomize_build

from rag_context.config import load_settings

RENDERINGS = {"base": REPO / "k8s", "cluster": CLUSTER}
WORKLOADS = ("Deployment", "StatefulSet", "Job")


@pytest.fixture(scope="module", params=sorted(RENDERINGS))
def rendering(request: pytest.FixtureRequest) -> tuple[str, list[dict[str, Any]]]:
    return request.param, kustomize_build(RENDERINGS[request.param])


def pod_labels(objects: list[dict[str, Any]]) -> dict[str, dict[str, str]]:
    """Each workload's name -> the labels of its pods."""
    return {o["metadata"]["name"]: o["spec"]["template"]["metadata"]["labels"] for o in objects if o["kind"] in WORKLOADS}


def selects(selector: dict[str, Any], labels: dict[str, str]) -> bool:
    if any(labels.get(key) != value for key, value in selector.get("matchLabels", {}).items()):
        return False
    for expression in selector.get("matchExpressions", []):
        assert expression["operator"] in ("In", "NotIn"), expression
        inside = labels.get(expression["key"]) in expression["values"]
        if inside is not (expression["operator"] == "In"):
            return False
    return True


def who_reaches(objects: list[dict[str, Any]], target: str, port: int) -> set[str]:
    """The workloads whose pods the NetworkPolicies let reach `port` of `target`'s pods (a pod that
    no policy selects takes anything from anyone: then "everyone")."""
    pods = pod_labels(objects)
    policies = [
        o for o in objects
        if o["kind"] == "NetworkPolicy" and selects(o["spec"]["podSelector"], pods[target]) and "Ingress" in o["spec"]["policyTypes"]
    ]
    if not policies:
        return {"everyone"}
    allowed: set[str] = set()
    for policy in policies:
        for rule in policy["spec"].get("ingress", []):
            if rule.get("ports") and port not in [p["port"] for p in rule["ports"]]:
                continue
            sources = rule.get("from")
            if not sources:
                return {"everyone"}
            for source in sources:
                if set(source) != {"podSelector"}:  # a namespace or an address block: beyond this namespace
                    return {"everyone"}
                allowed |= {name for name, labels in pods.items() if selects(source["podSelector"], labels)}
    return allowed


def container(objects: list[dict[str, Any]], workload: str) -> dict[str, Any]:
    (found,) = [o for o in objects if o["kind"] in WORKLOADS and o["metadata"]["name"] == workload]
    return found["spec"]["template"]["spec"]["containers"][0]


def test_only_rag_context_reaches_qdrant_and_mongodb(rendering: tuple[str, list[dict[str, Any]]]) -> None:
    name, objects = rendering
    for port in (6333, 6334):
        assert who_reaches(objects, "qdrant", port) == {"rag-context"}, (name, port)
    expected_mongodb = {"rag-context"} if name == "base" else {"rag-context", "mongodb", "mongodb-replicaset-init"}
    assert who_reaches(objects, "mongodb", 27017) == expected_mongodb, name
    if name == "cluster":
        assert who_reaches(objects, "qdrant", 6335) == {"qdrant"}  # the peer port, which has no key: peers only
    for workload in ("qdrant", "mongodb"):  # every port of theirs is one of the above (nothing else open)
        ports = {p["containerPort"] for p in container(objects, workload)["ports"]}
        assert ports <= {6333, 6334, 6335, 27017}, (workload, ports)


def test_mongodb_asks_for_the_user_of_the_secret(rendering: tuple[str, list[dict[str, Any]]]) -> None:
    name, objects = rendering
    mongodb_env = {item["name"]: item for item in container(objects, "mongodb")["env"]}
    for variable, key in (("MONGO_INITDB_ROOT_USERNAME", "username"), ("MONGO_INITDB_ROOT_PASSWORD", "password")):
        ref = mongodb_env[variable]["valueFrom"]["secretKeyRef"]
        assert (ref["name"], ref["key"], ref.get("optional", False)) == ("mongodb-credentials", key, False), name
    rag_env = [item["name"] for item in container(objects, "rag-context")["env"]]
    uri = next(item["value"] for item in container(objects, "rag-context")["env"] if item["name"] == "MONGODB_URI")
    assert uri.startswith("mongodb://$(MONGO_USER):$(MONGO_PASSWORD)@") and "authSource=admin" in uri, uri
    # Kubernetes expands $(NAME) only from variables defined before it in the list.
    assert rag_env.index("MONGO_USER") < rag_env.index("MONGODB_URI") and rag_env.index("MONGO_PASSWORD") < rag_env.index("MONGODB_URI")
    assert not [o for o in objects if o["kind"] == "Secret"], "no credential is shipped in the repository"


def test_the_api_key_is_required_in_the_cluster_and_optional_in_the_base(rendering: tuple[str, list[dict[str, Any]]]) -> None:
    name, objects = rendering
    (ref,) = [item["valueFrom"]["secretKeyRef"] for item in container(objects, "rag-context")["env"] if item["name"] == "RAG_API_KEY"]
    assert (ref["name"], ref["key"]) == ("rag-context-secrets", "RAG_API_KEY")
    assert ref.get("optional", False) is (name == "base")  # the spec's keyless C# client works against the base


def test_the_allowed_hosts_pass_the_guard_without_every_address(
    rendering: tuple[str, list[dict[str, Any]]], monkeypatch: pytest.MonkeyPatch
) -> None:
    name, objects = rendering
    (configmap,) = [o for o in objects if o["kind"] == "ConfigMap" and o["metadata"]["name"] == "rag-context-config"]
    for variable, value in configmap["data"].items():
        monkeypatch.setenv(variable, value)
    monkeypatch.delenv("RAG_API_KEY", raising=False)
    settings = load_settings(_env_file=None)
    policy = settings.http_allowed_hosts()  # the base runs without a key: its allow-list must be one
    assert policy is not None and not policy.every_address, name
    for host in ("rag-context:3000", "localhost:30300", "10.42.0.17:3000", "192.168.5.15:30300"):
        assert policy.allows(host), (name, host)
    for host in ("attacker.example", "203.0.113.7:30300"):  # a rebinding name; an address outside the private ranges
        assert not policy.allows(host), (name, host)


def test_the_deployment_guide_says_what_each_choice_exposes() -> None:
    guide = " ".join((REPO / "docs" / "deployment.md").read_text().split())
    for words in ("NetworkPolicy", "mongodb-credentials", "6335", "RAG_API_KEY", "0.0.0.0/0", "NodePort 30300"):
        assert words in guide, words
