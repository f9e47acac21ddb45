// Emits the route table: per app, the models it serves and their schemas. The generic CRUD
// plugin in src/api/crud/ registers the handlers; nothing here is per-model code.
import type { ModelDef } from '../../src/registry/types.js'
import { header, ident } from './common.js'

export function emitRoutesApp(app: string, models: ModelDef[]): string {
  return (
    header(models.map((m) => m.file).join(', ')) +
    `import type { RouteEntry } from '../../api/crud/route-entry.js'\n` +
    models.map((m) => `import * as ${ident(m)} from '../schemas/${m.app}/${m.name}.js'\n`).join('') +
    `\nexport const ${app}Routes: RouteEntry[] = [\n` +
    models.map((m) => `  { key: '${m.key}', schemas: ${ident(m)}.schemas },\n`).join('') +
    `]\n`
  )
}

export function emitRoutesIndex(apps: string[]): string {
  return (
    header('models/**') +
    `import type { RouteEntry } from '../../api/crud/route-entry.js'\n` +
    apps.map((a) => `import { ${a}Routes } from './${a}.js'\n`).join('') +
    `\nexport const routeTable: RouteEntry[] = [${apps.map((a) => `...${a}Routes`).join(', ')}]\n`
  )
}

/**
 * Wires src/domain/<app>/<model>.ts and src/domain/<app>/<model>.<topic>.ts (several rule modules
 * for one model, composed in file-name order) into the engine.
 */
export function emitHooks(models: ModelDef[], modules: Set<string> = new Set()): string {
  const withHooks = models.filter((m) => m.hooks)
  const files = (m: ModelDef) => [...modules].filter((d) => d === m.key || d.startsWith(`${m.key}.`)).sort()
  const name = (file: string) => file.replace(/[.-](\w)/g, (_, c: string) => c.toUpperCase())
  const imports: string[] = []
  const entries: string[] = []
  for (const m of withHooks) {
    const fs = files(m).length ? files(m) : [m.key]
    for (const f of fs) imports.push(`import * as ${name(f)} from '../domain/${m.app}/${f.slice(m.app.length + 1)}.js'\n`)
    entries.push(`  '${m.key}': ${fs.length === 1 ? name(fs[0]) : `composeHooks(${fs.map(name).join(', ')})`},\n`)
  }
  const compose = withHooks.some((m) => files(m).length > 1)
  return (
    header('src/domain/**') +
    `import ${compose ? '{ composeHooks, type DomainHooks }' : 'type { DomainHooks }'} from '../engine/hooks.js'\n` +
    imports.join('') +
    `\nexport const domainHooks: Record<string, DomainHooks> = {\n` +
    entries.join('') +
    `}\n`
  )
}
