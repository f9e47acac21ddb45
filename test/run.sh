#!/usr/bin/env bash
# Runs every test file with node's test runner (tsx for TypeScript). With DATABASE_URL set the
# same suite runs on that PostgreSQL server; without it, on embedded PGlite.
set -euo pipefail
cd "$(dirname "$0")/.."
files=$(find test -name '*.test.ts' | sort)
if [ "$#" -gt 0 ]; then files="$*"; fi
exec node --import tsx --test --test-concurrency="${TEST_CONCURRENCY:-2}" --test-timeout=300000 $files
