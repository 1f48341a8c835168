# The two commands of the README: `make serve` and `make test`. Each creates the virtual
# environment and installs the project into it the first time (and again when pyproject.toml changes).
VENV ?= .venv
PYTHON ?= python3
STAMP := $(VENV)/.installed
ARGS ?=

.PHONY: serve test install

install: $(STAMP)

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(VENV)/bin/python -m pip install --quiet --upgrade pip
	$(VENV)/bin/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

serve: $(STAMP)
	$(VENV)/bin/rag-context serve $(ARGS)

test: $(STAMP)
	$(VENV)/bin/pytest -q $(ARGS)
