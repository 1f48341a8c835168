# rag-context: the RAG-001 retrieval service (FastAPI), CPU only.
#
#   docker build -t rag-context:0.1.0 .
#   docker run --rm -p 127.0.0.1:3000:3000 -v rag-data:/data rag-context:0.1.0
#
# The service answers the Host names in RAG_ALLOWED_HOSTS (the loopback names here: clients on this
# machine, through the published port); reached by another name (another container, a LAN
# address), add it, or set RAG_API_KEY and RAG_ALLOWED_HOSTS=* (README, "Security").
#
# With no QDRANT_URL, MONGODB_URI or LM_STUDIO_URL the container runs the embedded default
# (Qdrant Edge, SQLite and all-MiniLM-L6-v2 int8 on onnxruntime in-process, all under /data);
# docker-compose.yml and k8s/ set the three to the production backends. The image carries no torch:
# the torch extra (RAG_LOCAL_MODEL_PATH) is for a local install (`pip install 'rag-context[torch]'`).

# ---------------------------------------------------------------- build: a virtual environment
FROM python:3.11-slim AS build

ENV PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PYTHONDONTWRITEBYTECODE=1

RUN python -m venv /opt/venv
ENV PATH=/opt/venv/bin:$PATH

RUN pip install --upgrade pip setuptools wheel

WORKDIR /src

# The dependencies, read from pyproject.toml, in a layer of their own: a change of the code does
# not download them again.
COPY pyproject.toml ./
RUN python -c "import tomllib; deps = tomllib.load(open('pyproject.toml', 'rb'))['project']['dependencies']; open('/tmp/requirements.txt', 'w').write(chr(10).join(deps) + chr(10))" \
 && pip install -r /tmp/requirements.txt

# The project itself (not editable: the runtime image has no source tree).
COPY README.md ./
COPY src ./src
RUN pip install --no-deps . \
 && python -c "import importlib.util as u, sys, onnxruntime, rag_context; heavy = [m for m in ('torch', 'transformers', 'sentence_transformers') if u.find_spec(m)]; print('onnxruntime', onnxruntime.__version__, 'rag-context', rag_context.__version__); sys.exit(f'in the image: {heavy}' if heavy else 0)" \
 && python -c "from rag_context.backends.embedders.onnx_minilm import bundled_onnx_path, verified_model_bytes; verified_model_bytes(bundled_onnx_path())"

# The venv leaves this stage without its installers: nothing in the running image can fetch or
# build code (pip last: it uninstalls itself).
RUN python -m pip uninstall --yes setuptools wheel pip \
 && python -c "import importlib.util as u, sys; left = [m for m in ('pip', 'setuptools', 'wheel', 'pkg_resources') if u.find_spec(m)]; sys.exit(f'left in the venv: {left}' if left else 0)"

# ---------------------------------------------------------------- runtime
FROM python:3.11-slim AS runtime

LABEL org.opencontainers.image.title="rag-context" \
      org.opencontainers.image.description="RAG-001 retrieval service (FastAPI): search and index over HTTP" \
      org.opencontainers.image.version="0.1.0"

# A fixed numeric uid/gid, so that Kubernetes' runAsNonRoot can verify it and fsGroup can match it.
# The base image's own Python loses pip, setuptools and wheel (and ensurepip's copies of them): the
# runtime image carries no installer, and no compiler (the slim base has none; nothing adds one).
RUN groupadd --system --gid 10001 rag \
 && useradd --system --uid 10001 --gid rag --home-dir /app --shell /usr/sbin/nologin rag \
 && mkdir -p /app /data \
 && chown rag:rag /app /data \
 && /usr/local/bin/python -m pip uninstall --yes setuptools wheel pip \
 && rm -rf /usr/local/lib/python3.11/ensurepip /usr/local/bin/pip /usr/local/bin/pip3 /usr/local/bin/pip3.11 \
 && /usr/local/bin/python -c "import importlib.util as u, sys; left = [m for m in ('pip', 'setuptools', 'wheel', 'pkg_resources', 'ensurepip') if u.find_spec(m)]; sys.exit(f'left in the base Python: {left}' if left else 0)" \
 && for tool in gcc cc c++ g++ clang make; do if command -v "$tool" >/dev/null; then echo "a compiler in the runtime image: $tool"; exit 1; fi; done

# Same path as in the build stage: the venv's scripts name /opt/venv/bin/python in their shebang.
COPY --from=build /opt/venv /opt/venv

ENV PATH=/opt/venv/bin:$PATH \
    PYTHONUNBUFFERED=1 \
    PYTHONDONTWRITEBYTECODE=1 \
    HOME=/app \
    RAG_HOST=0.0.0.0 \
    RAG_ALLOWED_HOSTS=localhost,127.0.0.1,[::1] \
    MCP_SERVER_PORT=3000 \
    RAG_DATA_DIR=/data \
    HF_HUB_OFFLINE=1 \
    TRANSFORMERS_OFFLINE=1 \
    TOKENIZERS_PARALLELISM=false

# The working directory holds no .env: the settings come from the environment only.
WORKDIR /app
USER 10001:10001
VOLUME ["/data"]
EXPOSE 3000

# No curl in the slim image: python asks the liveness endpoint (the process answers; a dependency
# that is down does not make the container unhealthy: /health says so with "healthy": false).
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s --retries=3 \
    CMD ["python", "-c", "import os, sys, urllib.request; port = os.environ.get('MCP_SERVER_PORT') or os.environ.get('PORT') or '3000'; sys.exit(0 if urllib.request.urlopen('http://127.0.0.1:' + port + '/health/live', timeout=4).status == 200 else 1)"]

# SIGTERM: uvicorn finishes the requests under way and the metrics queue is flushed.
STOPSIGNAL SIGTERM
CMD ["rag-context", "serve"]
