// Regular expressions from users cannot stall the service: custom-field validation and event-rule
// conditions match with RE2 (linear time) and refuse what RE2 cannot compile; list filters refuse
// patterns whose bounded repetitions explode, refuse backreferences on PGlite (no statement timeout
// there) and, on PostgreSQL, stop at DB_REGEX_TIMEOUT_MS with a 400 naming the parameter.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'
import { webhookRuleBody } from '../events/helpers.js'

let t: TestApp
const onPostgres = !!process.env.DATABASE_URL
const evil = `${'a'.repeat(40)}!` // 2^40 ways for a backtracking engine to try ^(a+)+$

before(async () => {
  t = await testApp({ DB_REGEX_TIMEOUT_MS: '500' })
})
after(() => t.close())

describe('custom-field validation_regex', () => {
  test('a catastrophic pattern is matched in linear time: the value is refused, the server never stalls', async () => {
    const cf = await t.api('POST', '/api/extras/custom-fields/', { name: 'redos', type: 'text', object_types: ['dcim.site'], validation_regex: '^(a+)+$' })
    assert.equal(cf.status, 201, cf.text)
    const bad = await t.api('POST', '/api/dcim/sites/', { name: 'redos-1', slug: 'redos-1', custom_fields: { redos: evil } })
    assert.equal(bad.status, 400, bad.text)
    assert.deepEqual(bad.body, { custom_fields: { redos: 'Values must match this regex: ^(a+)+$' } })
    const good = await t.api('POST', '/api/dcim/sites/', { name: 'redos-2', slug: 'redos-2', custom_fields: { redos: 'aaaa' } })
    assert.equal(good.status, 201, good.text)
  })

  test('anchored at the start only, as Python re.match', async () => {
    assert.equal((await t.api('POST', '/api/extras/custom-fields/', { name: 'prefixed', type: 'text', object_types: ['dcim.site'], validation_regex: 'ab' })).status, 201)
    assert.equal((await t.api('POST', '/api/dcim/sites/', { name: 'pre-1', slug: 'pre-1', custom_fields: { prefixed: 'abc' } })).status, 201)
    assert.equal((await t.api('POST', '/api/dcim/sites/', { name: 'pre-2', slug: 'pre-2', custom_fields: { prefixed: 'cab' } })).status, 400)
  })

  test('a pattern RE2 cannot compile is refused when saved', async () => {
    for (const [pattern, reason] of [
      ['(a)\\1', /invalid escape sequence/],
      ['a(?=b)', /invalid or unsupported Perl syntax/],
      ['(a{1,100}){1,100}', /invalid repeat count/],
      ['(', /missing closing \)/],
    ] as const) {
      const res = await t.api('POST', '/api/extras/custom-fields/', { name: 'bad_re', type: 'text', object_types: ['dcim.site'], validation_regex: pattern })
      assert.equal(res.status, 400, res.text)
      assert.equal(res.body.validation_regex.length, 1)
      assert.ok(res.body.validation_regex[0].startsWith(`${pattern} is not a valid regular expression: `), res.text)
      assert.match(res.body.validation_regex[0], reason)
    }
  })
})

describe('event-rule conditions with op regex', () => {
  test('a catastrophic pattern is evaluated in linear time inside the write', async () => {
    const hook = await t.api('POST', '/api/extras/webhooks/', { name: 'redos-hook', payload_url: 'http://127.0.0.1:1/' })
    const rule = await t.api('POST', '/api/extras/event-rules/', webhookRuleBody('redos-rule', ['dcim.site'], hook.body.id, { attr: 'name', op: 'regex', value: '^(a+)+$' }))
    assert.equal(rule.status, 201, rule.text)
    const res = await t.api('POST', '/api/dcim/sites/', { name: evil, slug: 'redos-site' })
    assert.equal(res.status, 201, res.text)
  })

  test('a pattern RE2 cannot compile is refused when the rule is saved', async () => {
    const hook = await t.api('POST', '/api/extras/webhooks/', { name: 'bad-re-hook', payload_url: 'http://127.0.0.1:1/' })
    const res = await t.api('POST', '/api/extras/event-rules/', webhookRuleBody('bad-re-rule', ['dcim.site'], hook.body.id, { attr: 'name', op: 'regex', value: '(.)\\1' }))
    assert.equal(res.status, 400, res.text)
    assert.match(res.body.conditions[0], /^\(\.\)\\1 is not a valid regular expression: invalid escape sequence/)
  })
})

describe('__regex / __iregex list filters', () => {
  const list = (qs: string) => t.api('GET', `/api/dcim/sites/?${qs}&limit=1`)

  test("the probe's pattern is refused before it reaches the database, naming the parameter", async () => {
    for (const qs of ['name__regex=(a{1,100}){1,100}$', 'name__iregex=((a{1,10}){1,10}){1,10}', 'description__regex=(ab){1,200}']) {
      const res = await list(qs)
      assert.equal(res.status, 400, `${qs}: ${res.text}`)
      const [name] = qs.split('=')
      assert.deepEqual(Object.keys(res.body), [name])
      assert.match(res.body[name][0], /^This regular expression is too complex: its bounded repetitions \(\{m,n\}\) expand to \d+ more atoms, at most 256 are allowed\.$/)
    }
  })

  test('ordinary patterns, single bounded repetitions up to 255 and nested unbounded ones still work', async () => {
    for (const qs of ['name__regex=^redos-[0-9]$', 'name__iregex=^REDOS', 'name__regex=a{1,255}$', 'name__regex=^(a+)+$', 'slug__regex=[0-9]{1,3}(-[a-z]{1,10}){0,5}$'])
      assert.equal((await list(qs)).status, 200, qs)
    const found = await list('name__regex=^redos-[0-9]$')
    assert.equal(found.body.count, 1, found.text)
  })

  test(onPostgres ? 'PostgreSQL: a pattern still too slow is stopped at DB_REGEX_TIMEOUT_MS with a 400' : 'PGlite: backreferences are refused (no statement timeout there)', async () => {
    const backrefs = 'name__regex=(.*)(.*)\\1\\2\\1\\2$'
    if (!onPostgres) {
      const res = await list(backrefs)
      assert.equal(res.status, 400, res.text)
      assert.deepEqual(res.body, { name__regex: ['Backreferences (\\1 … \\9) are not allowed in regular expression filters on the embedded database.'] })
      return
    }
    // 2,000 names of ~50 characters: this pattern needs about 4 s for them on PostgreSQL 15.
    const sites = Array.from({ length: 2000 }, (_, i) => ({ name: `slow-${i}-${'ab'.repeat(20)}`, slug: `slow-${i}` }))
    assert.equal((await t.api('POST', '/api/dcim/sites/', sites)).status, 201)
    const res = await list(backrefs)
    assert.equal(res.status, 400, res.text)
    assert.deepEqual(res.body, {
      name__regex: ['This regular expression took longer than 500 ms to match (DB_REGEX_TIMEOUT_MS); simplify it or narrow the list with other filters.'],
    })
    assert.equal((await list('slug__regex=^slow-1$')).body.count, 1, 'the connection is fine afterwards')
  })
})
