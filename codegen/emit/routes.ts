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
    models.map((m) => `  { key: '${m.key}', names: ${ident(m)}.names, schemas: ${ident(m)}.schemas },\n`).join('') +
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

export function emitHooks(models: ModelDef[]): string {
  const withHooks = models.filter((m) => m.hooks.length)
  const alias = (m: ModelDef, file: string) => ident({ ...m, name: file.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()) })
  return (
    header('src/domain/**') +
    `import type { DomainHooks } from '../engine/hooks.js'\n` +
    withHooks.flatMap((m) => m.hooks.map((h) => `import * as ${alias(m, h)} from '../domain/${m.app}/${h}.js'\n`)).join('') +
    `\nexport const domainHooks: Record<string, DomainHooks[]> = {\n` +
    withHooks.map((m) => `  '${m.key}': [${m.hooks.map((h) => alias(m, h)).join(', ')}],\n`).join('') +
    `}\n`
  )
}
