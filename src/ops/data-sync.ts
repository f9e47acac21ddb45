// `POST /api/core/data-sources/{id}/sync/` (NetBox's DataSource.sync, run here in the request
// rather than by a worker): reads the source's files, then in one transaction creates, updates and
// deletes its data files (each change recorded), re-saves the objects with auto sync enabled whose
// file changed (their content copied in by their domain rule), sets the source's status and
// last_synced, and records the run as a job (core/jobs/). A failure leaves the files as they were,
// marks the source `failed` and records the job as `errored` with the reason.
import { createHash, randomUUID } from 'node:crypto'
import { lstat, readdir, readFile, realpath } from 'node:fs/promises'
import { isAbsolute, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { getObject } from '../engine/read.js'
import { getModel } from '../engine/models.js'
import { rowWriter } from '../engine/write.js'
import { notFound } from '../engine/errors.js'
import type { OpContext } from './context.js'
import { parseId } from './input.js'
import { runWrite } from './run.js'

export interface SyncLimits {
  /** The directory local sources must lie in (LOCAL_DATA_ROOT); undefined: local sources cannot sync. */
  localRoot?: string
  /** Most files one source may hold (DATA_SOURCE_MAX_FILES). */
  maxFiles: number
  /** Largest file, in bytes (DATA_SOURCE_MAX_FILE_SIZE). */
  maxFileSize: number
}

interface FoundFile {
  path: string
  size: number
  hash: string
  data: string
}

class SyncError extends Error {}

/** Python's fnmatch.fnmatchcase: `*`, `?`, `[seq]`, `[!seq]`, the whole name. */
export function fnmatch(name: string, pattern: string): boolean {
  let re = ''
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]
    if (c === '*') re += '.*'
    else if (c === '?') re += '.'
    else if (c === '[') {
      const end = pattern.indexOf(']', i + 2)
      if (end < 0) re += '\\['
      else {
        let set = pattern.slice(i + 1, end).replace(/\\/g, '\\\\')
        if (set.startsWith('!')) set = `^${set.slice(1)}`
        re += `[${set}]`
        i = end
      }
    } else re += c.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')
  }
  try {
    return new RegExp(`^${re}$`, 's').test(name)
  } catch {
    return false
  }
}

/** The directory a local source names: `file:///x` or `/x`, inside `root` once links are resolved. */
async function localDirectory(sourceUrl: string, root: string | undefined): Promise<string> {
  if (!root) throw new SyncError('Local data sources are disabled: LOCAL_DATA_ROOT is not set.')
  let path = sourceUrl.trim()
  if (path.startsWith('file://')) {
    try {
      path = fileURLToPath(path)
    } catch {
      throw new SyncError(`Not a local path: ${sourceUrl}`)
    }
  } else if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path)) throw new SyncError('URLs for local sources must start with file:// (or specify no scheme)')
  if (!isAbsolute(path)) path = join(root, path)
  let real: string
  let realRoot: string
  try {
    ;[real, realRoot] = await Promise.all([realpath(path), realpath(root)])
  } catch {
    throw new SyncError(`The directory ${path} does not exist.`)
  }
  if (real !== realRoot && !real.startsWith(realRoot + sep)) throw new SyncError(`The directory ${path} is outside LOCAL_DATA_ROOT.`)
  return real
}

/** DataSource._walk: every file below `dir` not hidden and not ignored (symbolic links are not followed). */
async function walk(dir: string, ignoreRules: string, limits: SyncLimits): Promise<FoundFile[]> {
  const rules = ignoreRules.split(/\r?\n/).filter((r) => r !== '')
  const ignored = (name: string) => name.startsWith('.') || rules.some((r) => fnmatch(name, r))
  const out: FoundFile[] = []
  const visit = async (d: string): Promise<void> => {
    const entries = await readdir(d, { withFileTypes: true })
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    for (const e of entries) {
      const full = join(d, e.name)
      if (e.isDirectory()) {
        if (!e.name.startsWith('.')) await visit(full)
        continue
      }
      if (!e.isFile() || ignored(e.name)) continue
      const st = await lstat(full)
      const rel = relative(dir, full).split(sep).join('/')
      if (st.size > limits.maxFileSize) throw new SyncError(`${rel} is larger than ${limits.maxFileSize} bytes (DATA_SOURCE_MAX_FILE_SIZE).`)
      if (out.length >= limits.maxFiles) throw new SyncError(`The source holds more than ${limits.maxFiles} files (DATA_SOURCE_MAX_FILES).`)
      if (rel.length > 1000) throw new SyncError(`${rel.slice(0, 100)}…: a path may have at most 1000 characters.`)
      const bytes = await readFile(full)
      out.push({ path: rel, size: bytes.length, hash: createHash('sha256').update(bytes).digest('hex'), data: bytes.toString('utf8').split('\u0000').join('\uFFFD') })
    }
  }
  await visit(dir)
  return out
}

/** Models whose objects take their content from a data file (a `data_file` relation and auto sync). */
const SYNCED = ['extras.configcontextprofile', 'extras.configcontext', 'extras.exporttemplate', 'extras.configtemplate']

export async function syncDataSourceOp(ctx: OpContext, rawId: string, limits: SyncLimits): Promise<Record<string, unknown>> {
  const m = getModel('core.datasource')
  const fm = getModel('core.datafile')
  const jm = getModel('core.job')
  await ctx.access.require(m, 'update')
  const id = parseId(m, rawId)
  const restrict = await ctx.access.restrict(m, 'update')
  await getObject(ctx.db, m, id, { brief: true, configContext: false }, ctx.base, restrict) // 404 unless the caller may change it
  const [source] = await ctx.db.query<{ name: string; type: string; source_url: string; ignore_rules: string }>(
    `SELECT name, type, source_url, ignore_rules FROM core_datasource WHERE id = $1`,
    [id],
  )
  if (!source) throw notFound(m)
  const started = new Date().toISOString()
  let files: FoundFile[] | undefined
  let error: string | undefined
  try {
    if (source.type !== 'local') throw new SyncError(`Unknown backend type: ${source.type}`)
    files = await walk(await localDirectory(source.source_url, limits.localRoot), source.ignore_rules ?? '', limits)
  } catch (e) {
    if (!(e instanceof SyncError) && !(e instanceof Error && 'code' in e)) throw e
    error = e.message
  }
  return runWrite(ctx, async (scope) => {
    const rows = rowWriter(scope.writeContext(false))
    await scope.tx.query('SELECT id FROM core_datasource WHERE id = $1 FOR UPDATE', [id])
    const changed: number[] = []
    if (files) {
      const known = await scope.tx.query<{ id: number; path: string; hash: string }>('SELECT id, path, hash FROM core_datafile WHERE source_id = $1', [id])
      const byPath = new Map(files.map((f) => [f.path, f]))
      const gone = known.filter((k) => !byPath.has(k.path)).map((k) => Number(k.id))
      const updates = known.filter((k) => byPath.has(k.path) && byPath.get(k.path)!.hash !== k.hash)
      const have = new Set(known.map((k) => k.path))
      const fresh = files.filter((f) => !have.has(f.path))
      if (gone.length) await scope.delete(fm, gone)
      if (updates.length) {
        const ids = await scope.update(
          fm,
          updates.map((k) => {
            const f = byPath.get(k.path)!
            return { id: Number(k.id), body: { size: f.size, hash: f.hash, data: f.data } }
          }),
        )
        changed.push(...ids)
      }
      if (fresh.length) await scope.create(fm, fresh.map((f) => ({ source: id, path: f.path, size: f.size, hash: f.hash, data: f.data })))
      // Objects kept in step with a file that changed: saved again, their rule copies the content in.
      for (const key of SYNCED) {
        if (!changed.length) break
        const sm = getModel(key)
        const due = await scope.tx.query<{ id: number }>(`SELECT id FROM ${sm.table} WHERE auto_sync_enabled AND data_file_id = ANY($1::int[]) ORDER BY id`, [changed])
        if (due.length) await scope.update(sm, due.map((r) => ({ id: Number(r.id), body: {} })))
      }
    }
    await rows.derive('core.datasource', [id], `UPDATE core_datasource SET status = $2::text, last_synced = CASE WHEN $2::text = 'completed' THEN now() ELSE last_synced END WHERE id = $1`, [
      id,
      error ? 'failed' : 'completed',
    ])
    await scope.create(jm, [
      {
        object_type: 'core.datasource',
        object_id: id,
        name: `${source.name} (sync)`,
        status: error ? 'errored' : 'completed',
        started,
        completed: new Date().toISOString(),
        user: ctx.actor?.id ?? null,
        job_id: randomUUID(),
        error: error ?? '',
        data: error ? null : { files: files!.length, changed: changed.length },
        log_entries: [],
      },
    ])
    return (await scope.read(m, [id]))[0]
  })
}
