// Webhook templates: NetBox users' existing Jinja2 templates render unchanged; known sandbox-escape
// payloads reach nothing; the time, size and memory limits hold and the renderer recovers.
import assert from 'node:assert/strict'
import { existsSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, describe, test } from 'node:test'
import type { TemplateContext } from '../../src/events/render.js'
import { closeRenderer, isTemplate, render, TemplateError } from '../../src/events/render.js'

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
  test('a template that runs too long is stopped, and the renderer works afterwards', async () => {
    const started = Date.now()
    await assert.rejects(
      render('{% for i in range(100000000) %}{% for j in range(100000000) %}{% endfor %}{% endfor %}', ctx, { timeMs: 300 }),
      (e: unknown) => e instanceof TemplateError && /longer than 300 ms/.test(e.message),
    )
    assert.ok(Date.now() - started < 5000)
    assert.equal(await render('{{ data.name }}', ctx), 'AMS1')
  })

  test('output larger than the limit is refused', async () => {
    await assert.rejects(
      render('{% for i in range(5000) %}0123456789{% endfor %}', ctx, { maxBytes: 10_000 }),
      (e: unknown) => e instanceof TemplateError && /larger than 10000 bytes/.test(e.message),
    )
  })

  test('a memory bomb fails the render, not the process', async () => {
    await assert.rejects(
      render('{% set ns = namespace(s="xxxxxxxxxxxxxxxx") %}{% for i in range(40) %}{% set ns.s = ns.s + ns.s %}{% endfor %}{{ ns.s | length }}', ctx, { timeMs: 5000 }),
      TemplateError,
    )
    await assert.rejects(render('{% macro m(n) %}{{ m(n + 1) }}{% endmacro %}{{ m(0) }}', ctx, { timeMs: 5000 }), TemplateError)
    assert.equal(await render('{{ event }}', ctx), 'updated')
  })
})
