# The two commands of the README: `make serve` and `make test`. Each creates the virtual
# environment and installs the project into it the first time (and again when pyproject.toml changes):
# `serve` the runtime install alone (no torch), `test` the test extra on top (which brings the torch
# extra: the tests compare the embedded ONNX model with the float32 one on torch).
VENV ?= .venv
PYTHON ?= python3
RUNTIME := $(VENV)/.installed-runtime
TESTING := $(VENV)/.installed-test
ARGS ?=

.PHONY: serve test install

install: $(TESTING)

$(VENV)/bin/python:
	$(PYTHON) -m venv $(VENV)
	$(VENV)/bin/python -m pip install --quiet --upgrade pip

$(RUNTIME): pyproject.toml | $(VENV)/bin/python
	$(VENV)/bin/python -m pip install --quiet -e .
	touch $(RUNTIME)

$(TESTING): pyproject.toml | $(VENV)/bin/python
	$(VENV)/bin/python -m pip install --quiet -e '.[test]'
	touch $(RUNTIME) $(TESTING)

serve: $(RUNTIME)
	$(VENV)/bin/rag-context serve $(ARGS)

test: $(TESTING)
	$(VENV)/bin/pytest -q $(ARGS)
