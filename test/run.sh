#!/usr/bin/env bash
# Runs every test file with node's test runner (tsx for TypeScript). With DATABASE_URL set the
# same suite runs on that PostgreSQL server; without it, on embedded PGlite. The hardening tests
# (test/hardening/) are not part of it: `npm run test:hardening` runs them. TEST_TIMEOUT_MS
# bounds each file (default 15 minutes: the registry-driven files grow with every model).
set -euo pipefail
cd "$(dirname "$0")/.."
# Arguments starting with '-' go to node's test runner (e.g. --test-name-pattern='dcim\.site '),
# the others name the test files to run (default: all of them).
options=()
chosen=()
for arg in "$@"; do
  if [[ "$arg" == -* ]]; then options+=("$arg"); else chosen+=("$arg"); fi
done
if [ "${#chosen[@]}" -gt 0 ]; then
  files="${chosen[*]}"
else
  files=$(find test -path test/hardening -prune -o -name '*.test.ts' -print | sort)
fi
exec node --import tsx --test --test-concurrency="${TEST_CONCURRENCY:-2}" --test-timeout="${TEST_TIMEOUT_MS:-900000}" "${options[@]}" $files
