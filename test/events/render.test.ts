// Webhook templates: NetBox users' existing Jinja2 templates render unchanged; known sandbox-escape
// payloads reach nothing; the time, size and memory limits hold and the renderer recovers.
import assert from 'node:assert/strict'
import { existsSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, describe, test } from 'node:test'
import type { TemplateContext } from '../../src/events/render.js'
import { spawnSync } from 'node:child_process'
import { projectRoot } from '../../src/db/paths.js'
import { closeRenderer, isTemplate, render, TemplateError } from '../../src/events/render.js'
import { TemplateSandbox } from '../../src/templates/sandbox.js'

// A secret in the environment the renderer thread inherits: no template may ever print it.
const CANARY = `canary-${process.pid}-${Date.now()}`
process.env.NETINV_TEST_CANARY = CANARY

after(() => closeRenderer())

const ctx: TemplateContext = {
  event: 'updated',
  timestamp: '2026-11-22T10:00:00.123456+00:00',
  object_type: 'dcim.site',
  model: 'site',
  username: 'jdoe',
  request_id: '17af32f0-852a-46ca-a7d4-33ecd0c13de6',
  data: {
    id: 4,
    url: '/api/dcim/sites/4/',
    name: 'AMS1',
    status: { value: 'active', label: 'Active' },
    tenant: null,
    is_pool: false,
    tags: [
      { id: 1, name: 'Core', slug: 'core', color: 'aa1100' },
      { id: 2, name: 'Edge', slug: 'edge', color: '00ff00' },
    ],
    custom_fields: {},
  },
  snapshots: { prechange: { name: 'AMS', status: 'planned' }, postchange: { name: 'AMS1', status: 'active' } },
}

describe('NetBox-style templates render unchanged', () => {
  const cases: Array<[string, string]> = [
    ['{{ event }} {{ model }} {{ object_type }} by {{ username }} at {{ timestamp }}', 'updated site dcim.site by jdoe at 2026-11-22T10:00:00.123456+00:00'],
    ['{{ request_id }}', '17af32f0-852a-46ca-a7d4-33ecd0c13de6'],
    ['{{ data.status.value }}/{{ data["status"]["label"] }}', 'active/Active'],
    ['{{ snapshots.prechange.status }} -> {{ snapshots.postchange.status }}', 'planned -> active'],
    ['{{ data.tags | map(attribute="name") | join(", ") }}', 'Core, Edge'],
    ['{{ data.tags | selectattr("slug", "equalto", "edge") | map(attribute="color") | first }}', '00ff00'],
    ['{{ data.tags | rejectattr("slug", "equalto", "edge") | list | length }}', '1'],
    ['{% for k, v in data.custom_fields.items() %}{{ k }}{% else %}none{% endfor %}', 'none'],
    ['{% for k, v in data.status.items() %}{{ k }}={{ v }};{% endfor %}', 'value=active;label=Active;'],
    ['{{ data.get("name") }} {{ data.get("missing", "fallback") }}', 'AMS1 fallback'],
    ['{{ data.description | default("no description") }}', 'no description'],
    ['{% if data.tenant is none and data.is_pool == False %}ok{% endif %}', 'ok'],
    ['{% if data.tenant == None and True %}yes{% else %}no{% endif %}', 'yes'],
    ['{% set ns = namespace(n=0) %}{% for t in data.tags %}{% set ns.n = ns.n + t.id %}{% endfor %}{{ ns.n }}', '3'],
    ['{{ data.name | lower }}-{{ data.name | length }}', 'ams1-4'],
    ['{{ data.tags[0].slug | upper }}', 'CORE'],
    ['{{ "%s" % data.name if false else data.name ~ "!" }}', 'AMS1!'],
  ]
  for (const [template, expected] of cases)
    test(template, async () => {
      assert.equal(await render(template, ctx), expected)
    })

  test('{{ data | tojson }} and {{ snapshots | tojson }} give JSON of the context', async () => {
    assert.deepEqual(JSON.parse(await render('{{ data | tojson }}', ctx)), ctx.data)
    assert.deepEqual(JSON.parse(await render('{{ snapshots | tojson }}', ctx)), ctx.snapshots)
    const body = await render('{"event": "{{ event }}", "site": {{ data | tojson }}, "pre": {{ snapshots.prechange | tojson }}}', ctx)
    assert.deepEqual(JSON.parse(body), { event: 'updated', site: ctx.data, pre: ctx.snapshots.prechange })
  })

  test('text without markup is returned as is (no renderer involved)', async () => {
    assert.equal(isTemplate('http://example.com/a?b={c}'), false)
    assert.equal(await render('http://example.com/a?b={c}', ctx), 'http://example.com/a?b={c}')
  })

  test('a syntax error or an unknown filter is a TemplateError with the renderer message', async () => {
    await assert.rejects(render('{{ data.name | nosuchfilter }}', ctx), (e: unknown) => e instanceof TemplateError && /nosuchfilter/.test(e.message))
    await assert.rejects(render('{% for %}', ctx), TemplateError)
  })
})

describe('escape payloads reach nothing', () => {
  // Each would write this file (or print the canary) if it reached JavaScript's Function/process.
  const marker = join(tmpdir(), `netinv-pwned-${process.pid}`)
  const js = `return process.mainModule ? process.mainModule.require('fs').writeFileSync('${marker}', 'x') : require('fs').writeFileSync('${marker}', 'x')`
  const envJs = 'return process.env.NETINV_TEST_CANARY'
  const payloads = [
    // constructor chains through the context, literals and globals
    `{{ range.constructor.constructor("${js}")() }}`,
    `{{ range.constructor.constructor("${envJs}")() }}`,
    `{{ "".constructor.constructor("${js}")() }}`,
    `{{ ''["constructor"]["constructor"]("${envJs}")() }}`,
    `{{ [].constructor.constructor("${js}")() }}`,
    `{{ {}.constructor.constructor("${js}")() }}`,
    `{{ (1).constructor.constructor("${js}")() }}`,
    `{{ true.constructor.constructor("${js}")() }}`,
    `{{ data.constructor.constructor("${js}")() }}`,
    `{{ data["constructor"]["constructor"]("${envJs}")() }}`,
    `{{ data.__proto__.constructor.constructor("${js}")() }}`,
    `{{ data.get.constructor("${js}")() }}`,
    `{{ data.items.constructor("${envJs}")() }}`,
    `{{ snapshots.prechange.constructor.constructor("${js}")() }}`,
    // through filters
    `{{ (data.tags | list).constructor.constructor("${js}")() }}`,
    `{{ (data.name | upper).constructor.constructor("${js}")() }}`,
    `{{ (data | tojson).constructor.constructor("${envJs}")() }}`,
    `{{ (data.tags | map(attribute="constructor") | first).constructor("${js}")() }}`,
    `{{ data.tags | map(attribute="__proto__") | list | tojson }}`,
    `{{ data | attr("constructor") }}`,
    // Python/Jinja2 classics: globals, cycler, joiner, lipsum, self, namespace, config, request
    `{{ cycler.__init__.__globals__.os.popen("id").read() }}`,
    `{{ joiner.__init__.__globals__ }}`,
    `{{ lipsum.__globals__["os"].popen("id").read() }}`,
    `{{ self.__init__.__globals__.__builtins__ }}`,
    `{{ namespace.__init__.__globals__ }}`,
    `{{ namespace.constructor("${js}")() }}`,
    `{{ config.items() }}{{ request.environ }}`,
    `{{ ''.__class__.__mro__[1].__subclasses__() }}`,
    `{% set x = range.constructor %}{{ x.constructor("${js}")() }}`,
    `{% macro m() %}{% endmacro %}{{ m.constructor("${js}")() }}`,
    // what JavaScript itself would offer
    `{{ process.env.NETINV_TEST_CANARY }}{{ globalThis.process }}{{ require("fs") }}{{ this }}{{ import }}`,
    `{{ strftime_now.constructor("${envJs}")() }}`,
    `{{ raise_exception.constructor("${js}")() }}`,
  ]
  for (const p of payloads)
    test(p.slice(0, 110), async () => {
      rmSync(marker, { force: true })
      let out = ''
      try {
        out = await render(p, ctx)
      } catch (e) {
        assert.ok(e instanceof TemplateError, `not a TemplateError: ${String(e)}`)
        out = e.message
      }
      assert.equal(existsSync(marker), false, 'the payload wrote a file')
      assert.ok(!out.includes(CANARY), `the payload read the environment: ${out.slice(0, 200)}`)
      assert.ok(!/\[object (process|global)\]|node:|\bfs\b.*function/i.test(out), `the payload reached something: ${out.slice(0, 200)}`)
    })
})

describe('limits', () => {
  const limited = (kind: string, message: RegExp) => (e: unknown) => e instanceof TemplateError && e.kind === kind && message.test(e.message)

  test('a template that runs too long is stopped, and the renderer works afterwards', async () => {
    const started = Date.now()
    await assert.rejects(
      render('{% for i in range(100000) %}{% for j in range(100000) %}{% endfor %}{% endfor %}', ctx, { timeMs: 300 }),
      limited('limit', /longer than 300 ms/),
    )
    assert.ok(Date.now() - started < 5000)
    assert.equal(await render('{{ data.name }}', ctx), 'AMS1')
  })

  test('output larger than the limit is refused', async () => {
    await assert.rejects(render('{% for i in range(5000) %}0123456789{% endfor %}', ctx, { maxBytes: 10_000 }), limited('limit', /larger than 10000 bytes/))
  })

  test("the probe's payloads fail the render, quickly, and the renderer goes on", async () => {
    const cases: Array<[string, RegExp]> = [
      // Killed the whole server through a worker thread's heap limit: now range() is bounded.
      ['x{% for i in range(10000000) %}{% endfor %}', /range\(\) of 10000000 items is too large/],
      ["{{ 'x' * 100000000 }}", /./], // not an operator of this Jinja; were it one, the output limit holds
      ['{% macro m(n) %}{{ m(n + 1) }}{% endmacro %}{{ m(0) }}', /./],
      ['{% set ns = namespace(s="xxxxxxxxxxxxxxxx") %}{% for i in range(40) %}{% set ns.s = ns.s + ns.s %}{% endfor %}{{ ns.s | length }}', /larger than 1048576 bytes/],
      ['{% set ns = namespace(a=[1]) %}{% for i in range(40) %}{% set ns.a = ns.a + ns.a %}{% endfor %}', /more than 100000 items/],
      ['{{ "x" | indent(300000000, true) }}', /./],
      // Macros cannot call themselves in this Jinja; the interpreter's own recursion is bounded by the stack.
      [`{{ ${'('.repeat(20000)}1${')'.repeat(20000)} }}`, /^a limit was reached: Maximum call stack size exceeded$/],
    ]
    for (const [template, message] of cases) {
      const started = Date.now()
      await assert.rejects(render(template, ctx), (e: unknown) => e instanceof TemplateError && message.test(e.message), template.slice(0, 100))
      assert.ok(Date.now() - started < 10_000, `${template.slice(0, 100)} took ${Date.now() - started} ms`)
    }
    assert.equal(await render('{{ event }}', ctx), 'updated')
  })

  test('a sandbox process that runs out of memory is replaced; the server process lives on', async () => {
    // A small heap so the budgets (time, steps, sizes) do not stop this template first: each pass
    // keeps another 100,000-item list alive until the heap is gone.
    const small = new TemplateSandbox({ processes: 1, heapMb: 16 })
    try {
      await assert.rejects(
        small.render('{% set ns = namespace(a=[]) %}{% for i in range(100000) %}{% set ns.a = ns.a + [range(100000)] %}{% endfor %}', {}, { timeMs: 20_000 }),
        limited('crash', /ran out of its memory limit \(16 MB\)/),
      )
      assert.equal(await small.render('{{ 6 * 7 }}', {}), '42')
    } finally {
      small.close()
    }
  })

  test('why processes: on this Node a worker thread with resourceLimits does not contain the same template', async () => {
    // The renderer used to be a worker thread with a 128 MB heap limit. This loop made V8 abort the
    // whole process (FATAL ERROR: Reached heap limit) instead of ending the worker with
    // ERR_WORKER_OUT_OF_MEMORY. Shown in a child process, with the unbounded Template of the library.
    // Should this start to pass through (the worker ends, the process lives), worker threads
    // contain heap exhaustion on this Node and the sandbox could use them again.
    const script = `
      const { Worker } = require('node:worker_threads')
      const w = new Worker(\`
        import('@huggingface/jinja').then(({ Template }) => new Template('x{% for i in range(10000000) %}{% endfor %}').render({}))
      \`, { eval: true, resourceLimits: { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 } })
      w.on('error', (e) => { console.log('worker error: ' + e.code); process.exit(0) })
      w.on('exit', () => { console.log('worker exited'); process.exit(0) })
    `
    const child = spawnSync(process.execPath, ['-e', script], { cwd: projectRoot, encoding: 'utf8', timeout: 60_000 })
    assert.ok(
      child.signal === 'SIGABRT' || child.status === 134,
      `expected the whole process to abort; got status ${child.status}, signal ${child.signal}, output ${child.stdout} ${child.stderr.slice(-500)}`,
    )
    assert.match(child.stderr, /heap/i)
  })
})
