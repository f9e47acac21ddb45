// JSON rendered as HTML for the browsable API: indented like JSON.stringify(v, null, 2), escaped,
// and every string that is a URL of this site made a link (a relative one, so it never leaves it).
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The site-relative path a string points to, if it is a URL of this site's API. */
export function sitePath(s: string, base: string): string | undefined {
  const path = s.startsWith(`${base}/`) ? s.slice(base.length) : s.startsWith('/api/') ? s : undefined
  if (path === undefined || path.startsWith('//') || path.includes('\\')) return undefined
  for (let i = 0; i < path.length; i++) if (path.charCodeAt(i) < 0x20 || path.charCodeAt(i) === 0x7f) return undefined
  return path
}

function str(s: string, base: string): string {
  const text = escape(JSON.stringify(s))
  const path = sitePath(s, base)
  return path === undefined ? `<span class="j-str">${text}</span>` : `<a class="j-str" href="${escape(path)}">${text}</a>`
}

export function jsonHtml(value: unknown, base: string, depth = 0): string {
  const pad = '  '.repeat(depth + 1)
  const end = '  '.repeat(depth)
  if (value === null) return '<span class="j-null">null</span>'
  if (typeof value === 'string') return str(value, base)
  if (typeof value === 'number' || typeof value === 'boolean') return `<span class="j-${typeof value}">${String(value)}</span>`
  if (Array.isArray(value)) {
    if (!value.length) return '[]'
    return `[\n${value.map((v) => pad + jsonHtml(v, base, depth + 1)).join(',\n')}\n${end}]`
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
    if (!entries.length) return '{}'
    const lines = entries.map(([k, v]) => `${pad}<span class="j-key">${escape(JSON.stringify(k))}</span>: ${jsonHtml(v, base, depth + 1)}`)
    return `{\n${lines.join(',\n')}\n${end}}`
  }
  return escape(String(value))
}
