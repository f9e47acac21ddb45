// Content-addressed results kept between test runs in `.test-cache/` (a migrated PGlite data
// directory, a generated OpenAPI client): `name` carries the digest of everything the result is
// made from, so a kept one is never stale. Made under a temporary name and renamed into place, so
// parallel test files never see half of one; two that race keep one.
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { projectRoot } from '../../src/db/paths.js'

export const TEST_CACHE = join(projectRoot, '.test-cache')

/** The path of `name` in the cache, made first by `make(path)` (a file or a folder) if missing. */
export async function keptInTestCache(name: string, make: (path: string) => Promise<void>): Promise<string> {
  const kept = join(TEST_CACHE, name)
  if (existsSync(kept)) return kept
  mkdirSync(TEST_CACHE, { recursive: true })
  const fresh = `${kept}.${process.pid}.tmp`
  await make(fresh)
  try {
    renameSync(fresh, kept)
  } catch (err) {
    // A folder is not renamed over one another test file kept meanwhile: keep theirs.
    rmSync(fresh, { recursive: true, force: true })
    if (!existsSync(kept)) throw err
  }
  return kept
}
