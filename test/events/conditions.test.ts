// NetBox's condition language: the evaluator (Python semantics), validation when an event rule is
// saved (400 {"conditions": [...]}), and rules with conditions deciding which changes are delivered.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { compileConditions, conditionErrors, evaluateConditions } from '../../src/events/conditions.js'
import { type TestApp, testApp } from '../helpers/app.js'
import { hookAndRule, jobs, type Receiver, startReceiver, waitFor } from './helpers.js'

const site = {
  id: 7,
  name: 'AMS1',
  status: { value: 'active', label: 'Active' },
  tenant: null,
  region: { id: 3, name: 'Europe', slug: 'europe' },
  tags: [
    { id: 1, name: 'Core', slug: 'core' },
    { id: 2, name: 'Edge', slug: 'edge' },
  ],
  latitude: 52.3,
  asns: [64512, 64513],
  custom_fields: { rack_count: 4 },
  description: '',
}

const holds = (conditions: unknown, data: unknown = site) => evaluateConditions(compileConditions(conditions), data)

describe('evaluation (extras/conditions.py semantics)', () => {
  test('eq on a dotted path, the default op; negate', () => {
    assert.equal(holds({ attr: 'status.value', value: 'active' }), true)
    assert.equal(holds({ attr: 'status.value', value: 'planned' }), false)
    assert.equal(holds({ attr: 'status.value', value: 'active', negate: true }), false)
    assert.equal(holds({ attr: 'region.slug', value: 'europe', op: 'eq' }), true)
    assert.equal(holds({ attr: 'tenant', value: null }), true)
  })

  test('numbers: gt/gte/lt/lte; Python equality (1 == 1.0 == True)', () => {
    assert.equal(holds({ attr: 'custom_fields.rack_count', value: 3, op: 'gt' }), true)
    assert.equal(holds({ attr: 'custom_fields.rack_count', value: 4, op: 'gte' }), true)
    assert.equal(holds({ attr: 'custom_fields.rack_count', value: 4, op: 'lt' }), false)
    assert.equal(holds({ attr: 'latitude', value: 52.3, op: 'lte' }), true)
    assert.equal(holds({ attr: 'custom_fields.rack_count', value: 4.0 }), true)
    assert.equal(holds({ attr: 'x', value: true }, { x: 1 }), true)
  })

  test('in, contains, regex', () => {
    assert.equal(holds({ attr: 'status.value', value: ['active', 'planned'], op: 'in' }), true)
    assert.equal(holds({ attr: 'status.value', value: ['retired'], op: 'in' }), false)
    assert.equal(holds({ attr: 'name', value: 'MS', op: 'contains' }), true) // substring
    assert.equal(holds({ attr: 'asns', value: 64513, op: 'contains' }), true) // list membership
    assert.equal(holds({ attr: 'region', value: 'slug', op: 'contains' }), true) // dict key
    assert.equal(holds({ attr: 'name', value: '^AM', op: 'regex' }), true)
    assert.equal(holds({ attr: 'name', value: 'MS1', op: 'regex' }), false, 're.match is anchored at the start')
    assert.equal(holds({ attr: 'name', value: '.*S1$', op: 'regex' }), true)
  })

  test('a path through a list maps over its items', () => {
    assert.equal(holds({ attr: 'tags.slug', value: 'edge', op: 'contains' }), true)
    assert.equal(holds({ attr: 'tags.slug', value: ['core', 'edge'] }), true)
    assert.equal(holds({ attr: 'tags.slug', value: 'none', op: 'contains' }), false)
  })

  test('nested and/or; a bare leaf is a set of one', () => {
    const c = {
      and: [
        { attr: 'status.value', value: 'active' },
        { or: [{ attr: 'region.slug', value: 'asia' }, { attr: 'tags.slug', value: 'core', op: 'contains' }] },
      ],
    }
    assert.equal(holds(c), true)
    assert.equal(holds(c, { ...site, tags: [] }), false)
    assert.equal(holds({ or: [{ attr: 'name', value: 'x' }, { attr: 'name', value: 'AMS1' }] }), true)
  })

  test('no conditions (null or {}) always hold', () => {
    assert.equal(holds(null), true)
    assert.equal(holds({}), true)
  })

  test('a missing key or a type Python refuses makes the set false, whatever negate says', () => {
    const heard: string[] = []
    const c = compileConditions({ attr: 'nope.deeper', value: 1, negate: true })
    assert.equal(evaluateConditions(c, site, (m) => heard.push(m)), false)
    assert.match(heard[0], /nope/)
    assert.equal(holds({ attr: 'tenant.name', value: 'x' }), false, 'None or {} → KeyError')
    assert.equal(holds({ attr: 'name', value: 3, op: 'gt' }), false, "'>' between str and int")
    assert.equal(holds({ attr: 'name', value: 1, op: 'contains' }), false, "'in <string>' requires string")
    // `or` short-circuits as Python's any(): a true item before the broken one wins.
    assert.equal(holds({ or: [{ attr: 'name', value: 'AMS1' }, { attr: 'missing', value: 1 }] }), true)
    assert.equal(holds({ and: [{ attr: 'missing', value: 1 }, { attr: 'name', value: 'AMS1' }] }), false)
  })
})

describe('validation messages (as NetBox words them)', () => {
  const cases: Array<[unknown, RegExp]> = [
    [[1, 2], /^Ruleset must be a dictionary, not <class 'list'>\.$/],
    ['status', /^Ruleset must be a dictionary, not <class 'str'>\.$/],
    [{ xor: [] }, /^Invalid logic type: must be 'AND' or 'OR'/],
    [{ attr: 'name' }, /^Invalid logic type/], // one key that is not and/or
    [{ attr: 'name', value: 'x', colour: 'red' }, /^Incorrect key\(s\) informed/],
    [{ value: 'x', op: 'eq' }, /^Incorrect key\(s\) informed/],
    [{ attr: 'name', value: 'x', op: 'like' }, /^Unknown operator: like\. Must be one of: eq, gt, gte, lt, lte, in, contains, regex$/],
    [{ attr: 'name', value: { a: 1 } }, /^Unsupported value type: <class 'dict'>$/],
    [{ attr: 'name', value: 'x', op: 'gt' }, /^Invalid type for gt operation: <class 'str'>$/],
    [{ attr: 'name', value: 'x', op: 'in' }, /^Invalid type for in operation: <class 'str'>$/],
    [{ attr: 'name', value: null, op: 'contains' }, /^Invalid type for contains operation: <class 'NoneType'>$/],
    [{ and: [{ attr: 'name', value: 'x' }, 'oops'] }, /^Incorrect key\(s\) informed/],
    [{ and: { attr: 'name', value: 'x' } }, /must be a list/],
    [{ attr: 'name', value: '(', op: 'regex' }, /^\( is not a valid regular expression: missing closing \)/],
    [{ attr: 'name', value: '(a)\\1', op: 'regex' }, /is not a valid regular expression: invalid escape sequence/],
    [{ attr: 3, value: 'x' }, /^Invalid attribute path/],
  ]
  for (const [c, msg] of cases)
    test(JSON.stringify(c), () => {
      const errors = conditionErrors(c)
      assert.equal(errors.length, 1)
      assert.match(errors[0], msg)
    })

  test('valid forms give no errors', () => {
    for (const c of [null, {}, { attr: 'a', value: 1 }, { and: [] }, { or: [{ and: [{ attr: 'a.b', value: [1], op: 'in', negate: true }] }] }])
      assert.deepEqual(conditionErrors(c), [], JSON.stringify(c))
  })
})

describe('event rules over HTTP', () => {
  let t: TestApp
  let rx: Receiver
  before(async () => {
    t = await testApp()
    rx = await startReceiver()
  })
  after(async () => {
    await t.close()
    await rx.close()
  })

  const rule = (extra: Record<string, unknown>) => ({
    name: `r-${Math.random().toString(36).slice(2)}`,
    object_types: ['dcim.site'],
    event_types: ['object_created'],
    ...extra,
  })

  test('invalid conditions are refused on save with 400 {"conditions": [...]}', async () => {
    const res = await t.api('POST', '/api/extras/event-rules/', rule({ conditions: { attr: 'status.value', value: 'x', op: 'like' } }))
    assert.equal(res.status, 400, res.text)
    assert.deepEqual(res.body, { conditions: ['Unknown operator: like. Must be one of: eq, gt, gte, lt, lte, in, contains, regex'] })
    const bad = await t.api('POST', '/api/extras/event-rules/', rule({ conditions: { n: 5 } }))
    assert.equal(bad.status, 400, bad.text)
    assert.match(bad.body.conditions[0], /Invalid logic type/)
  })

  test('PATCH and PUT are checked too; valid nested sets are stored as given', async () => {
    const conditions = { and: [{ attr: 'status.value', value: 'active' }, { or: [{ attr: 'tags.slug', value: 'core', op: 'contains' }] }] }
    const ok = await t.api('POST', '/api/extras/event-rules/', rule({ conditions }))
    assert.equal(ok.status, 201, ok.text)
    assert.deepEqual(ok.body.conditions, conditions)
    const patch = await t.api('PATCH', `/api/extras/event-rules/${ok.body.id}/`, { conditions: { and: 'x' } })
    assert.equal(patch.status, 400, patch.text)
    assert.ok(Array.isArray(patch.body.conditions))
    const put = await t.api('PUT', `/api/extras/event-rules/${ok.body.id}/`, rule({ conditions: [1] }))
    assert.equal(put.status, 400, put.text)
    assert.deepEqual((await t.api('GET', `/api/extras/event-rules/${ok.body.id}/`)).body.conditions, conditions)
  })

  test('event and object types are checked; plain created/updated/deleted are accepted; object_types come back sorted', async () => {
    const badEvent = await t.api('POST', '/api/extras/event-rules/', rule({ event_types: ['object_created', 'exploded'] }))
    assert.equal(badEvent.status, 400, badEvent.text)
    assert.deepEqual(badEvent.body, { event_types: ['"exploded" is not a valid choice.'] })
    const badType = await t.api('POST', '/api/extras/event-rules/', rule({ object_types: ['dcim.nothing'] }))
    assert.equal(badType.status, 400, badType.text)
    assert.deepEqual(badType.body, { object_types: ['Invalid content type: dcim.nothing'] })
    const plain = await t.api('POST', '/api/extras/event-rules/', rule({ event_types: ['created', 'deleted'], object_types: ['dcim.site', 'dcim.device', 'dcim.site'] }))
    assert.equal(plain.status, 201, plain.text)
    assert.deepEqual(plain.body.object_types, ['dcim.device', 'dcim.site'])
    assert.deepEqual(plain.body.event_types, ['created', 'deleted'])
  })

  test('only changes whose data meets the conditions are queued and delivered', async () => {
    const { webhook } = await hookAndRule(t, `${rx.url}/cond`, {
      rule: {
        event_types: ['created', 'object_updated'],
        conditions: { and: [{ attr: 'status.value', value: 'active' }, { attr: 'slug', value: '^cond-', op: 'regex' }] },
      },
    })
    const a = await t.api('POST', '/api/dcim/sites/', { name: 'cond A', slug: 'cond-a' }) // active by default: delivered
    const b = await t.api('POST', '/api/dcim/sites/', { name: 'cond B', slug: 'cond-b', status: 'planned' }) // not
    const c = await t.api('POST', '/api/dcim/sites/', { name: 'other C', slug: 'other-c' }) // slug does not match
    for (const r of [a, b, c]) assert.equal(r.status, 201, r.text)
    const upd = await t.api('PATCH', `/api/dcim/sites/${b.body.id}/`, { status: 'active' }) // now matches: delivered
    assert.equal(upd.status, 200, upd.text)
    await waitFor('two deliveries', () => rx.received.filter((r) => r.path === '/cond').length >= 2)
    const mine = (await jobs(t)).filter((j) => j.data.webhook_id === webhook)
    assert.deepEqual(mine.map((j) => [j.data.event, j.data.object_id]).sort(), [
      ['created', a.body.id],
      ['updated', b.body.id],
    ])
    await new Promise((r) => setTimeout(r, 300))
    assert.deepEqual(
      rx.received.filter((r) => r.path === '/cond').map((r) => r.body.data.slug).sort(),
      ['cond-a', 'cond-b'],
    )
  })
})
