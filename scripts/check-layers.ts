// `npm run check:layers`: the layering rules of src/, checked on the import statements.
//   - src/engine imports nothing from src/api, src/auth, src/events, src/web or src/domain;
//   - src/domain imports nothing from src/api or src/web;
//   - src/auth and src/events import nothing from src/api;
//   - no import cycle among the files of src/ (type-only imports included: a cycle of types is
//     still two modules that cannot be understood one without the other).
// Imports are read with the TypeScript parser (static imports, re-exports and `import()` with a
// literal path); only relative paths into src/ matter. Exits 1 listing every violation, and also
// when an entry of KNOWN no longer occurs (the list only shrinks: delete the entry).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** Layer (first folder under src/, or the file name) → layers it must not import. */
export const FORBIDDEN: Record<string, string[]> = {
  engine: ['api', 'auth', 'events', 'web', 'domain'],
  domain: ['api', 'web'],
  auth: ['api'],
  events: ['api'],
}

/**
 * Violations that exist and are being removed (by the operations layer of issue 11, which moves the
 * HTTP routes of auth/ and events/ into api/ and the request context out of api/crud/), as
 * `<from> -> <to>` or `cycle: <files>`. An entry that no longer occurs fails the check: delete it.
 */
export const KNOWN: Record<string, string> = {
  'src/auth/login.ts -> src/api/reply.ts': 'sign-in route lives in auth/',
  'src/auth/provision-docs.ts -> src/api/error-schema.ts': 'token provisioning route lives in auth/',
  'src/auth/provision.ts -> src/api/crud/context.ts': 'token provisioning route lives in auth/',
  'src/auth/provision.ts -> src/api/reply.ts': 'token provisioning route lives in auth/',
  'src/engine/write.ts -> src/auth/password.ts': 'password field kind hashes in the generic write path',
  'src/engine/write.ts -> src/auth/keys.ts': 'token_key field kind digests in the generic write path',
  'src/engine/predicates.ts -> src/auth/keys.ts': 'the token key filter digests the key it is given (the token_key field kind, once kinds are modules)',
  'src/events/background-task-docs.ts -> src/api/error-schema.ts': 'background-task routes live in events/',
  'src/events/background-tasks.ts -> src/api/pagination.ts': 'background-task routes live in events/',
  'src/events/background-tasks.ts -> src/api/reply.ts': 'background-task routes live in events/',
}

/**
 * Import cycles allowed by design: drizzle table modules of apps that hold foreign keys to each other
 * (dcim ⇄ ipam: a device's primary IP, an IP's interface), referenced lazily (`() => table.id`).
 */
const ALLOWED_CYCLE = /^src\/generated\/db\//

export interface Import {
  from: string // path relative to the project root
  to: string
  line: number
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? walk(join(dir, d.name)) : d.name.endsWith('.ts') ? [join(dir, d.name)] : [],
  )
}

function resolveImport(fromFile: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined
  const base = resolve(dirname(fromFile), spec)
  for (const c of [base.replace(/\.js$/, '.ts'), base, `${base}.ts`, join(base, 'index.ts')]) if (existsSync(c) && c.endsWith('.ts')) return c
  return undefined
}

/** Every relative import of the .ts files under `srcDir`, resolved to files (paths as `src/…`). */
export function importsOf(srcDir: string): Import[] {
  const base = resolve(srcDir, '..')
  const out: Import[] = []
  for (const file of walk(srcDir)) {
    const text = readFileSync(file, 'utf8')
    const sf = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS)
    const add = (node: ts.Node, spec: string) => {
      const to = resolveImport(file, spec)
      if (to) out.push({ from: relative(base, file), to: relative(base, to), line: sf.getLineAndCharacterOfPosition(node.getStart()).line + 1 })
    }
    const visit = (node: ts.Node) => {
      if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
        add(node, node.moduleSpecifier.text)
      else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0]))
        add(node, node.arguments[0].text)
      ts.forEachChild(node, visit)
    }
    visit(sf)
  }
  return out
}

function layerOf(path: string): string | undefined {
  const m = /^src\/([^/]+)\//.exec(path)
  return m?.[1]
}

export function layerViolations(imports: Import[]): string[] {
  const out: string[] = []
  for (const i of imports) {
    const [from, to] = [layerOf(i.from), layerOf(i.to)]
    if (from && to && FORBIDDEN[from]?.includes(to)) out.push(`${i.from}:${i.line}: src/${from} must not import src/${to} (${i.to})`)
  }
  return out
}

/** Each import cycle once, as the list of its files (Tarjan's strongly connected components). */
export function cycles(imports: Import[]): string[][] {
  const edges = new Map<string, Set<string>>()
  for (const i of imports) {
    if (!edges.has(i.from)) edges.set(i.from, new Set())
    edges.get(i.from)!.add(i.to)
    if (!edges.has(i.to)) edges.set(i.to, new Set())
  }
  let index = 0
  const idx = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const out: string[][] = []
  const strong = (v: string) => {
    idx.set(v, index)
    low.set(v, index++)
    stack.push(v)
    onStack.add(v)
    for (const w of edges.get(v)!) {
      if (!idx.has(w)) {
        strong(w)
        low.set(v, Math.min(low.get(v)!, low.get(w)!))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!))
    }
    if (low.get(v) === idx.get(v)) {
      const comp: string[] = []
      let w: string
      do {
        w = stack.pop()!
        onStack.delete(w)
        comp.push(w)
      } while (w !== v)
      if (comp.length > 1 || edges.get(v)!.has(v)) out.push(comp.sort())
    }
  }
  for (const v of [...edges.keys()].sort()) if (!idx.has(v)) strong(v)
  return out
}

/** Every problem of the files under `srcDir` (a `src` folder), given the violations known to exist. */
export function check(srcDir: string, known: Record<string, string> = KNOWN): string[] {
  const imports = importsOf(srcDir)
  const seen = new Set<string>()
  const problems = layerViolations(imports).filter((p) => {
    const key = p.replace(/^(\S+?):\d+: .*\((\S+)\)$/, '$1 -> $2')
    seen.add(key)
    return !(key in known)
  })
  for (const c of cycles(imports)) {
    if (c.every((f) => ALLOWED_CYCLE.test(f))) continue
    const key = `cycle: ${c.join(', ')}`
    seen.add(key)
    if (key in known) continue
    const inCycle = new Set(c)
    const links = imports.filter((i) => inCycle.has(i.from) && inCycle.has(i.to)).map((i) => `${i.from}:${i.line} → ${i.to}`)
    problems.push(`import cycle among ${c.join(', ')}:\n    ${[...new Set(links)].join('\n    ')}`)
  }
  for (const k of Object.keys(known)) if (!seen.has(k)) problems.push(`${k}: listed in KNOWN (scripts/check-layers.ts) but no longer occurs: delete the entry`)
  return problems
}

function main(): void {
  const problems = check(join(root, 'src'))
  if (problems.length) {
    console.error(`check:layers: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`)
    process.exit(1)
  }
  console.log(`check:layers: layering respected, no import cycles in src/ (${Object.keys(KNOWN).length} known violations listed in scripts/check-layers.ts)`)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) main()
