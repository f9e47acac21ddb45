// Validates responses against the OpenAPI document the service itself publishes, so the
// document can never drift from the wire: no undeclared keys, no missing required ones.
// The document is OpenAPI 3.0: `nullable: true` is read as client generators read it (the value
// may also be null), then the schemas are checked as JSON Schema.
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import type { TestApp } from './app.js'

type Json = any // eslint-disable-line @typescript-eslint/no-explicit-any

export interface ResponseOptions {
  /** The request asked for `brief=1`: the operation's `x-brief-response` applies. */
  brief?: boolean
  /** A list was posted: the create operation's `x-bulk-response` applies. */
  bulk?: boolean
}

export interface SchemaChecker {
  /** Validates a value against one component. */
  check(component: string, value: unknown, what: string): void
  /**
   * Validates a response body against what the document declares for the operation (`path` is the
   * document's template, e.g. /api/dcim/sites/{id}/): the schema of that status, or the brief and
   * bulk forms the operation documents.
   */
  response(method: string, path: string, status: number, value: unknown, opts?: ResponseOptions): void
  components: string[]
  doc: Json
}

/** OpenAPI 3.0 → JSON Schema: `nullable: true` becomes "this, or null". */
export function jsonSchemaOf(s: Json): Json {
  if (Array.isArray(s)) return s.map(jsonSchemaOf)
  if (!s || typeof s !== 'object') return s
  const out: Json = {}
  for (const [k, v] of Object.entries(s)) if (k !== 'nullable') out[k] = jsonSchemaOf(v)
  return s.nullable === true ? { anyOf: [out, { type: 'null' }] } : out
}

export async function schemaChecker(t: TestApp): Promise<SchemaChecker> {
  const res = await t.api('GET', '/api/schema/')
  if (res.status !== 200) throw new Error(`/api/schema/ answered ${res.status}`)
  const doc = res.body as Json
  const ajv = new Ajv2020.default({ strict: false, allErrors: true })
  addFormats.default(ajv)
  // Component schemas refer to each other as #/components/schemas/X: give them a home document.
  ajv.addSchema({ $id: 'api', components: jsonSchemaOf(doc.components) }, 'api')
  const validators = new Map<string, ReturnType<typeof ajv.compile>>()
  const validate = (key: string, schema: () => Json, value: unknown, what: string) => {
    let v = validators.get(key)
    if (!v) {
      // Refs inside an operation point into the components of the home document.
      const text = JSON.stringify(jsonSchemaOf(schema())).replaceAll('"#/components/', '"api#/components/')
      v = ajv.compile(JSON.parse(text))
      validators.set(key, v)
    }
    if (!v(value)) throw new Error(`${what} does not match ${key}: ${ajv.errorsText(v.errors, { separator: '\n  ' })}\n${JSON.stringify(value).slice(0, 2000)}`)
  }
  return {
    doc,
    components: Object.keys(doc.components.schemas),
    check(component, value, what) {
      if (!doc.components.schemas[component]) throw new Error(`no component ${component} in /api/schema/`)
      validate(component, () => ({ $ref: `#/components/schemas/${component}` }), value, what)
    },
    response(method, path, status, value, opts = {}) {
      const op = doc.paths[path]?.[method.toLowerCase()]
      if (!op) throw new Error(`no operation ${method} ${path} in /api/schema/`)
      const what = `${method} ${path} → ${status}${opts.brief ? ' (brief)' : ''}${opts.bulk ? ' (bulk)' : ''}`
      let key = `${method} ${path} ${status}`
      let schema: Json
      if (opts.brief && status === 200) {
        schema = op['x-brief-response']
        key += ' brief'
      } else if (opts.bulk && status === 201) {
        schema = op['x-bulk-response']
        key += ' bulk'
      } else {
        const declared = op.responses[String(status)]
        if (!declared) throw new Error(`${what}: status ${status} is not declared`)
        if (!declared.content) {
          if (value !== undefined && value !== '') throw new Error(`${what}: a body where none is declared`)
          return
        }
        schema = declared.content['application/json']?.schema
      }
      if (!schema) throw new Error(`${what}: no schema declared`)
      validate(key, () => schema, value, what)
    },
  }
}
