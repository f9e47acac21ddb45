// The compiled tree `netinv` runs: src/ and models/ turned into JavaScript by esbuild (one file per
// file, no bundling, so every path relative to a module stays what it is in the source tree), the
// other files under src/ (templates, static files, data) copied beside them.
//
// Why: running through tsx costs a loader thread with its own V8 heap and compiling every module at
// each start, about 75 MB of resident memory for the server. Transpiling takes under a second, so it
// is done whenever the sources changed, never by hand: the tree lives under
// node_modules/.cache/netinventory/<digest of the sources>/, and a start with unchanged sources
// finds it there. Two processes starting together build into their own temporary directories and
// the first rename wins. A tree is removed once three newer ones were used and it was not used for
// a day (a server still running from it forks its template sandbox from there).
//
// Plain JavaScript: bin/netinv.js loads it before anything TypeScript can run.
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const TREES = ['src', 'models']
const CACHE = join(root, 'node_modules', '.cache', 'netinventory')
const KEEP = 3
const KEEP_MS = 24 * 3600_000
const TARGET = 'node20'

function listFiles(dir, out = []) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name)
    if (e.isDirectory()) listFiles(p, out)
    else if (e.isFile()) out.push(p)
  }
  return out
}

function esbuildVersion() {
  return JSON.parse(readFileSync(join(root, 'node_modules', 'esbuild', 'package.json'), 'utf8')).version
}

/** Where the compiled tree of the current sources is; builds it when there is none. */
export async function compiledTree() {
  const files = TREES.flatMap((t) => listFiles(join(root, t))).sort()
  // esbuild reads tsconfig.json (class fields, decorators): a change there is a change of output.
  const digest = createHash('sha256').update(`${esbuildVersion()} ${TARGET}\0`).update(readFileSync(join(root, 'tsconfig.json'))).update('\0')
  for (const f of files) digest.update(relative(root, f)).update('\0').update(readFileSync(f)).update('\0')
  const dir = join(CACHE, digest.digest('hex').slice(0, 20))
  if (existsSync(dir)) {
    const now = new Date()
    utimesSync(dir, now, now) // most recently used: kept by prune()
    return dir
  }
  const { build } = await import('esbuild')
  mkdirSync(CACHE, { recursive: true })
  const tmp = `${dir}.tmp-${process.pid}`
  rmSync(tmp, { recursive: true, force: true })
  try {
    await build({
      entryPoints: files.filter((f) => f.endsWith('.ts')),
      outdir: tmp,
      outbase: root,
      format: 'esm',
      platform: 'node',
      target: TARGET,
      sourcemap: 'linked', // used with node --enable-source-maps
      logLevel: 'error',
    })
    for (const f of files) if (!f.endsWith('.ts')) cpSync(f, join(tmp, relative(root, f)))
    writeFileSync(join(tmp, '.sources'), `${files.length} files compiled from ${root}\n`)
    renameSync(tmp, dir)
  } catch (e) {
    rmSync(tmp, { recursive: true, force: true })
    if (!existsSync(dir)) throw e // otherwise another process built the same sources first
  }
  prune()
  return dir
}

function prune() {
  const names = readdirSync(CACHE)
  // A build that died half way left its temporary directory.
  for (const n of names) if (n.includes('.tmp-') && Date.now() - statSync(join(CACHE, n)).mtimeMs > 600_000) rmSync(join(CACHE, n), { recursive: true, force: true })
  const trees = names
    .filter((n) => !n.includes('.tmp-'))
    .map((n) => ({ path: join(CACHE, n), used: statSync(join(CACHE, n)).mtimeMs }))
    .sort((a, b) => b.used - a.used)
  for (const t of trees.slice(KEEP)) if (Date.now() - t.used > KEEP_MS) rmSync(t.path, { recursive: true, force: true })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(await compiledTree())
