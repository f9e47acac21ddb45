// `npm run codegen` writes src/generated/ from models/; `npm run codegen -- --check` exits 1 when
// the committed output is stale. Model files are found by walking models/<app>/*.ts.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { ModelInput } from './dsl.js'
import { emitDbApp, emitDbIndex } from './emit/db.js'
import { emitRegistry } from './emit/registry.js'
import { emitObjectTypeIds } from './emit/object-types.js'
import { emitHooks, emitRoutesApp, emitRoutesIndex } from './emit/routes.js'
import { emitSchemas, registryComponents } from './emit/schemas.js'
import { buildRegistry, DefinitionError, type Source } from './normalize.js'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

function isModel(v: unknown): v is ModelInput {
  return typeof v === 'object' && v !== null && 'app' in v && 'fields' in v && 'path' in v
}

export async function loadSources(modelsDir = join(root, 'models')): Promise<Source[]> {
  const sources: Source[] = []
  for (const app of readdirSync(modelsDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort()) {
    // Files whose name starts with '_' hold what several models share (e.g. choice lists), not a model.
    for (const file of readdirSync(join(modelsDir, app)).filter((f) => f.endsWith('.ts') && !f.startsWith('_')).sort()) {
      const path = join(modelsDir, app, file)
      const mod = (await import(pathToFileURL(path).href)) as Record<string, unknown>
      const found = Object.values(mod).filter(isModel)
      const rel = relative(root, path)
      if (found.length !== 1) throw new DefinitionError(`${rel}: a model file must export exactly one model(...), found ${found.length}`)
      if (found[0].app !== app) throw new DefinitionError(`${rel}: app '${found[0].app}' does not match its folder '${app}'`)
      sources.push({ file: rel, input: found[0] })
    }
  }
  return sources
}

function domainModules(): Set<string> {
  const out = new Set<string>()
  const dir = join(root, 'src/domain')
  if (!existsSync(dir)) return out
  for (const app of readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()))
    for (const f of readdirSync(join(dir, app.name)))
      if (f.endsWith('.ts')) out.add(`${app.name}.${f.replace(/\.ts$/, '')}`)
  return out
}

export async function generate(): Promise<Map<string, string>> {
  const reg = buildRegistry(await loadSources(), domainModules())
  const models = Object.values(reg)
  const apps = [...new Set(models.map((m) => m.app))].sort()
  const files = new Map<string, string>()
  files.set('registry.ts', emitRegistry(reg))
  files.set('hooks.ts', emitHooks(models))
  const components = registryComponents(reg)
  for (const app of apps) {
    const ms = models.filter((m) => m.app === app)
    files.set(`db/${app}.ts`, emitDbApp(app, ms, reg))
    files.set(`routes/${app}.ts`, emitRoutesApp(app, ms))
    for (const m of ms) files.set(`schemas/${app}/${m.name}.ts`, emitSchemas(m, components.get(m.key)!))
  }
  files.set('db/index.ts', emitDbIndex(apps))
  files.set('routes/index.ts', emitRoutesIndex(apps))
  const idsFile = join(root, 'src/generated/object-types.ts')
  files.set('object-types.ts', emitObjectTypeIds(Object.keys(reg), existsSync(idsFile) ? readFileSync(idsFile, 'utf8') : undefined))
  return files
}

function listFiles(dir: string, base = dir): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? listFiles(join(dir, d.name), base) : [relative(base, join(dir, d.name))],
  )
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check')
  const out = join(root, 'src/generated')
  let files: Map<string, string>
  try {
    files = await generate()
  } catch (e) {
    if (e instanceof DefinitionError) {
      console.error(`codegen: ${e.message}`)
      process.exit(2)
    }
    throw e
  }
  const existing = new Set(listFiles(out))
  const stale: string[] = []
  for (const [name, text] of files) {
    const path = join(out, name)
    if (!existsSync(path) || readFileSync(path, 'utf8') !== text) stale.push(name)
    existing.delete(name)
  }
  stale.push(...[...existing].map((n) => `${n} (no longer generated)`))
  if (check) {
    if (stale.length) {
      console.error(`codegen: src/generated/ is stale (${stale.length} files): ${stale.slice(0, 10).join(', ')}\nRun: npm run codegen`)
      process.exit(1)
    }
    console.log(`codegen: src/generated/ is up to date (${files.size} files)`)
    return
  }
  for (const n of existing) rmSync(join(out, n))
  for (const [name, text] of files) {
    const path = join(out, name)
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, text)
  }
  console.log(`codegen: wrote ${files.size} files to src/generated/ (${stale.length} changed)`)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main()
