#!/usr/bin/env bash
# npm run test:hardening — the hardening tests (fuzzing, limits, security, concurrency, faults),
# kept out of `npm test`. Bounded for CI by default (a few minutes); HARDENING_LONG=1 for a longer
# local soak. With DATABASE_URL set they run on PostgreSQL (faults.test.ts needs it); PGlite's own
# fault test (pglite-kill.test.ts) runs either way. Prints the figures at the end.
set -euo pipefail
cd "$(dirname "$0")/../.."
files=$(find test/hardening -name '*.test.ts' | sort)
if [ "$#" -gt 0 ]; then files="$*"; fi
status=0
node --import tsx --test --test-concurrency="${TEST_CONCURRENCY:-2}" --test-timeout=900000 $files || status=$?
npx tsx test/hardening/report.ts
exit $status
