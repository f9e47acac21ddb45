// Run-time access to the generated registry, with the reverse indexes the engine needs
// (who points at a model, and how), computed once at start-up.
import { registry } from '../generated/registry.js'
import type { FkField, Field, GenericField, ModelDef } from '../registry/types.js'

export interface Referrer {
  model: ModelDef
  field: FkField
}
export interface GenericReferrer {
  model: ModelDef
  field: GenericField
}

const byRoute = new Map<string, ModelDef>()
const referrers = new Map<string, Referrer[]>()
const genericReferrers = new Map<string, GenericReferrer[]>()

for (const m of Object.values(registry)) {
  byRoute.set(`${m.app}/${m.path}`, m)
  // A view's rows follow from others (src/engine/views.ts): deletes never reach it as a referrer.
  if (m.view) continue
  for (const f of m.fields) {
    if (f.kind === 'fk') {
      const list = referrers.get(f.target) ?? []
      list.push({ model: m, field: f })
      referrers.set(f.target, list)
    }
    if (f.kind === 'generic')
      for (const t of f.targets) {
        const list = genericReferrers.get(t) ?? []
        list.push({ model: m, field: f })
        genericReferrers.set(t, list)
      }
  }
}

export function allModels(): ModelDef[] {
  return Object.values(registry)
}

export function getModel(key: string): ModelDef {
  const m = registry[key]
  if (!m) throw new Error(`unknown model ${key}`)
  return m
}

export function findModel(key: string): ModelDef | undefined {
  return registry[key]
}

export function modelByRoute(app: string, path: string): ModelDef | undefined {
  return byRoute.get(`${app}/${path}`)
}

export function fieldOf(m: ModelDef, name: string): Field | undefined {
  return m.fields.find((f) => f.name === name)
}

export function referrersOf(key: string): Referrer[] {
  return referrers.get(key) ?? []
}

export function genericReferrersOf(key: string): GenericReferrer[] {
  return genericReferrers.get(key) ?? []
}

export function apiPath(m: ModelDef): string {
  return `/api/${m.app}/${m.path}/`
}

/** Fields that hold a column of their own (not an alias of another field's column). */
export function ownsColumn(m: ModelDef, f: Field): boolean {
  return f.column === f.name || !m.fields.some((o) => o.name === f.column)
}

/** The column of a tree model's self-referencing parent key (the model's `tree` field). */
export function treeParentColumn(m: ModelDef): string {
  if (!m.tree) throw new Error(`${m.key} is not a tree model`)
  return (m.fields.find((x) => x.name === m.tree) as FkField).column
}
