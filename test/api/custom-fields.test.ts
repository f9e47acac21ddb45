// Custom fields through the API: definitions, checked and defaulted values, every field in the
// representation, object references as nested objects, and cf_<name> filters.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'
import { create, get, type Obj, show } from './fixtures.js'

let t: TestApp
const CF = '/api/extras/custom-fields/'
const SITES = '/api/dcim/sites/'
let choiceSet: Obj
let tenant: Obj

before(async () => {
  t = await testApp()
  tenant = await create(t, '/api/tenancy/tenants/', { name: 'T1', slug: 't1' })
  choiceSet = await create(t, '/api/extras/custom-field-choice-sets/', { name: 'colours', extra_choices: [['red', 'Red'], ['blue', 'Blue']] })
  const defs: Obj[] = [
    { name: 'ftext', type: 'text', object_types: ['dcim.site'], validation_regex: '^[a-z ]+$' },
    { name: 'fexact', type: 'text', object_types: ['dcim.site'], filter_logic: 'exact' },
    { name: 'fint', type: 'integer', object_types: ['dcim.site'], validation_minimum: 1, validation_maximum: 100, default: 10 },
    { name: 'fdec', type: 'decimal', object_types: ['dcim.site'] },
    { name: 'fbool', type: 'boolean', object_types: ['dcim.site'] },
    { name: 'fdate', type: 'date', object_types: ['dcim.site'] },
    { name: 'fsel', type: 'select', object_types: ['dcim.site'], choice_set: choiceSet.id },
    { name: 'fmulti', type: 'multiselect', object_types: ['dcim.site'], choice_set: choiceSet.id },
    { name: 'fobj', type: 'object', object_types: ['dcim.site'], related_object_type: 'tenancy.tenant' },
    { name: 'fobjs', type: 'multiobject', object_types: ['dcim.site'], related_object_type: 'tenancy.tenant' },
    { name: 'fjson', type: 'json', object_types: ['dcim.site'] },
    { name: 'frack_only', type: 'text', object_types: ['dcim.rack'] },
  ]
  for (const d of defs) await create(t, CF, d)
})
after(() => t.close())

describe('custom field definitions', () => {
  test('are refused when inconsistent, naming the field', async () => {
    const cases: Array<[Obj, string]> = [
      [{ name: 'Bad-Name', type: 'text', object_types: ['dcim.site'] }, 'name'],
      [{ name: 'a__b', type: 'text', object_types: ['dcim.site'] }, 'name'],
      [{ name: 'sel_no_set', type: 'select', object_types: ['dcim.site'] }, 'choice_set'],
      [{ name: 'obj_no_type', type: 'object', object_types: ['dcim.site'] }, 'related_object_type'],
      [{ name: 'min_on_text', type: 'text', object_types: ['dcim.site'], validation_minimum: 3 }, 'validation_minimum'],
      [{ name: 'bad_type', type: 'text', object_types: ['dcim.nothing'] }, 'object_types'],
      [{ name: 'bad_default', type: 'integer', object_types: ['dcim.site'], default: 'x' }, 'default'],
      [{ name: 'bad_regex', type: 'text', object_types: ['dcim.site'], validation_regex: '(' }, 'validation_regex'],
    ]
    for (const [body, field] of cases) {
      const res = await t.api('POST', CF, body)
      assert.equal(res.status, 400, `${JSON.stringify(body)}: ${show(res)}`)
      assert.ok(res.body[field], `${JSON.stringify(body)} should name ${field}: ${res.text}`)
    }
    const bad = await t.api('POST', '/api/extras/custom-field-choice-sets/', { name: 'x', extra_choices: ['a'] })
    assert.equal(bad.status, 400, bad.text)
    assert.ok(bad.body.extra_choices)
  })

  test('are listed with NetBox fields', async () => {
    const page = await get(t, `${CF}?name=fsel`)
    assert.equal(page.count, 1)
    const d = page.results[0]
    assert.deepEqual(d.object_types, ['dcim.site'])
    assert.deepEqual(d.type, { value: 'select', label: 'Selection' })
    assert.equal(d.choice_set.id, choiceSet.id)
    assert.deepEqual(d.filter_logic, { value: 'loose', label: 'Loose' })
    assert.equal(d.ui_visible, 'always')
    assert.equal(d.weight, 100)
  })
})

describe('custom field values', () => {
  test('a new object gets defaults and shows every field, null when unset', async () => {
    const site = await create(t, SITES, { name: 's1', slug: 's1' })
    assert.deepEqual(Object.keys(site.custom_fields).sort(), ['fbool', 'fdate', 'fdec', 'fexact', 'fint', 'fjson', 'fmulti', 'fobj', 'fobjs', 'fsel', 'ftext'])
    assert.equal(site.custom_fields.fint, 10)
    assert.equal(site.custom_fields.ftext, null)
    const rack = await create(t, '/api/dcim/racks/', { name: 'r1', site: site.id })
    assert.deepEqual(rack.custom_fields, { frack_only: null })
  })

  test('values are checked by type, with the custom field named', async () => {
    const bad: Array<[Obj, string]> = [
      [{ ftext: 'UPPER' }, 'ftext'],
      [{ ftext: 5 }, 'ftext'],
      [{ fint: 1000 }, 'fint'],
      [{ fint: 0 }, 'fint'],
      [{ fint: 1.5 }, 'fint'],
      [{ fbool: 'yes' }, 'fbool'],
      [{ fdate: '2024-02-30' }, 'fdate'],
      [{ fsel: 'green' }, 'fsel'],
      [{ fmulti: ['red', 'green'] }, 'fmulti'],
      [{ fobj: 999999 }, 'fobj'],
      [{ fobjs: [tenant.id, 999999] }, 'fobjs'],
      [{ nope: 1 }, 'nope'],
    ]
    for (const [cf, name] of bad) {
      const res = await t.api('POST', SITES, { name: `bad-${name}`, slug: `bad-${name}`, custom_fields: cf })
      assert.equal(res.status, 400, `${JSON.stringify(cf)}: ${show(res)}`)
      assert.equal(typeof res.body.custom_fields?.[name], 'string', `${JSON.stringify(cf)}: ${res.text}`)
      assert.equal(res.body.custom_fields[name].includes('does not exist'), name === 'nope', res.text)
    }
    const notDict = await t.api('POST', SITES, { name: 'nd', slug: 'nd', custom_fields: [1] })
    assert.equal(notDict.status, 400)
    assert.equal((await get(t, `${SITES}?name=bad-ftext`)).count, 0)
  })

  test('valid values are stored, objects nested, PATCH merges', async () => {
    const site = await create(t, SITES, {
      name: 's2',
      slug: 's2',
      custom_fields: { ftext: 'hello world', fint: 42, fdec: 1.5, fbool: true, fdate: '2024-02-29', fsel: 'red', fmulti: ['red', 'blue'], fobj: tenant.id, fobjs: [tenant.id], fjson: { a: [1] } },
    })
    const cf = site.custom_fields
    assert.equal(cf.ftext, 'hello world')
    assert.equal(cf.fint, 42)
    assert.equal(cf.fobj.id, tenant.id)
    assert.equal(cf.fobj.url, `http://localhost:80/api/tenancy/tenants/${tenant.id}/`)
    assert.equal(cf.fobjs[0].name, 'T1')
    assert.deepEqual(cf.fjson, { a: [1] })
    const patched = await t.api('PATCH', `${SITES}${site.id}/`, { custom_fields: { fint: 7, ftext: null } })
    assert.equal(patched.status, 200, patched.text)
    assert.equal(patched.body.custom_fields.fint, 7)
    assert.equal(patched.body.custom_fields.ftext, null)
    assert.equal(patched.body.custom_fields.fsel, 'red', 'keys not sent keep their values')
    const listed = await get(t, `${SITES}?id=${site.id}`)
    assert.equal(listed.results[0].custom_fields.fobj.id, tenant.id)
  })

  test('a required field must be given; new definitions show at once', async () => {
    await create(t, CF, { name: 'freq', type: 'text', object_types: ['tenancy.tenant'], required: true })
    const missing = await t.api('POST', '/api/tenancy/tenants/', { name: 'T2', slug: 't2' })
    assert.equal(missing.status, 400, missing.text)
    assert.equal(typeof missing.body.custom_fields.freq, 'string')
    const ok = await create(t, '/api/tenancy/tenants/', { name: 'T2', slug: 't2', custom_fields: { freq: 'x' } })
    assert.equal(ok.custom_fields.freq, 'x')
  })
})

describe('cf_<name> filters', () => {
  const ids = async (q: string) => ((await get(t, `${SITES}?${q}`)).results as Obj[]).map((o) => o.name).sort()
  before(async () => {
    await create(t, SITES, { name: 'f1', slug: 'f1', custom_fields: { ftext: 'alpha beta', fexact: 'Alpha', fint: 5, fbool: true, fdate: '2024-01-01', fsel: 'red', fmulti: ['red'], fobj: tenant.id } })
    await create(t, SITES, { name: 'f2', slug: 'f2', custom_fields: { ftext: 'gamma', fexact: 'alphabet', fint: 50, fbool: false, fdate: '2024-06-01', fsel: 'blue', fmulti: ['blue', 'red'] } })
  })

  test('text: loose contains, exact equality, lookups', async () => {
    assert.deepEqual(await ids('name__isw=f&cf_ftext=ALPHA'), ['f1'])
    assert.deepEqual(await ids('name__isw=f&cf_fexact=Alpha'), ['f1'])
    assert.deepEqual(await ids('name__isw=f&cf_fexact__ic=alpha'), ['f1', 'f2'])
    assert.deepEqual(await ids('name__isw=f&cf_ftext__isw=gam'), ['f2'])
    assert.deepEqual(await ids('name__isw=f&cf_ftext__n=gamma'), ['f1'])
  })

  test('numbers, booleans, dates, selections, objects', async () => {
    assert.deepEqual(await ids('name__isw=f&cf_fint=5'), ['f1'])
    assert.deepEqual(await ids('name__isw=f&cf_fint__gte=10'), ['f2'])
    assert.deepEqual(await ids('name__isw=f&cf_fint__lt=10'), ['f1'])
    assert.deepEqual(await ids('name__isw=f&cf_fbool=false'), ['f2'])
    assert.deepEqual(await ids('name__isw=f&cf_fdate__gt=2024-03-01'), ['f2'])
    assert.deepEqual(await ids('name__isw=f&cf_fsel=blue'), ['f2'])
    assert.deepEqual(await ids('name__isw=f&cf_fmulti=red'), ['f1', 'f2'])
    assert.deepEqual(await ids('name__isw=f&cf_fmulti=blue'), ['f2'])
    assert.deepEqual(await ids(`name__isw=f&cf_fobj=${tenant.id}`), ['f1'])
    assert.deepEqual(await ids('name__isw=f&cf_fobj__empty=true'), ['f2'])
  })

  test('bad values are a 400 naming the parameter', async () => {
    for (const q of ['cf_fint=abc', 'cf_fbool=maybe', 'cf_fdate=2024-13-01', 'cf_fobj=x']) {
      const res = await t.api('GET', `${SITES}?${q}`)
      assert.equal(res.status, 400, `${q}: ${show(res)}`)
      assert.ok(res.body[q.split('=')[0]], res.text)
    }
  })
})
