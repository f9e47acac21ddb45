// Validates responses against the OpenAPI document the service itself publishes, so the
// document can never drift from the wire: no undeclared keys, no missing required ones.
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import type { TestApp } from './app.js'

export interface SchemaChecker {
  check(component: string, value: unknown, what: string): void
  components: string[]
}

export async function schemaChecker(t: TestApp): Promise<SchemaChecker> {
  const res = await t.api('GET', '/api/schema/')
  if (res.status !== 200) throw new Error(`/api/schema/ answered ${res.status}`)
  const doc = res.body as { components: { schemas: Record<string, object> } }
  const ajv = new Ajv2020.default({ strict: false, allErrors: true })
  addFormats.default(ajv)
  // Component schemas refer to each other as #/components/schemas/X: give them a home document.
  ajv.addSchema({ $id: 'api', components: doc.components }, 'api')
  const validators = new Map<string, ReturnType<typeof ajv.compile>>()
  return {
    components: Object.keys(doc.components.schemas),
    check(component, value, what) {
      let v = validators.get(component)
      if (!v) {
        if (!doc.components.schemas[component]) throw new Error(`no component ${component} in /api/schema/`)
        v = ajv.compile({ $ref: `api#/components/schemas/${component}` })
        validators.set(component, v)
      }
      if (!v(value)) throw new Error(`${what} does not match ${component}: ${ajv.errorsText(v.errors, { separator: '\n  ' })}\n${JSON.stringify(value).slice(0, 2000)}`)
    },
  }
}
