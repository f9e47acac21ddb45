import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The directory with package.json: above src/, whether this runs from the sources or from the compiled tree (scripts/build.mjs). */
export const projectRoot = findRoot(dirname(fileURLToPath(import.meta.url)))

function findRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir
    if (dirname(dir) === dir) throw new Error(`no package.json above ${from}`)
  }
}
export const migrationsFolder = join(projectRoot, 'drizzle')
