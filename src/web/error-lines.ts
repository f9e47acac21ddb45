// What the pages show of a refused operation: its error body (the API's shapes) as lines. The pages
// call the operations (src/ops/) in process as the signed-in user, never the HTTP API.

/** The API's error body as one line per message (DRF shapes: detail, field lists, non_field_errors). */
export function errorLines(body: unknown): string[] {
  if (!body || typeof body !== 'object') return ['The request failed.']
  const out: string[] = []
  const walk = (v: unknown, key?: string) => {
    if (typeof v === 'string') out.push(key && key !== 'detail' && key !== 'non_field_errors' ? `${key}: ${v}` : v)
    else if (Array.isArray(v)) v.forEach((x) => walk(x, key))
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k)
  }
  walk(body)
  return out.length ? out : ['The request failed.']
}
