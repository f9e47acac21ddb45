// allowed_ips and the client address: the socket's peer, or — when the peer is one of
// TRUSTED_PROXIES — the address X-Forwarded-For gives for the client.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { ConfigError, loadConfig } from '../../src/config.js'
import { type TestApp, testApp } from '../helpers/app.js'
import { inject, show } from './helpers.js'

const notPermitted = (ip: string) => ({ detail: `Source IP ${ip} is not permitted to authenticate using this token.` })

async function restrictedToken(t: TestApp, allowed: string[]): Promise<string> {
  const res = await t.api('POST', '/api/users/tokens/', { allowed_ips: allowed })
  assert.equal(res.status, 201, show(res))
  return res.body.key
}

describe('allowed_ips', () => {
  let t: TestApp
  before(async () => {
    t = await testApp()
  })
  after(() => t.close())

  test('clients inside a listed network or address pass; others are 403 naming their address', async () => {
    const key = await restrictedToken(t, ['192.0.2.0/24', '198.51.100.7', '2001:db8::/32'])
    const from = (remoteAddress: string) => inject(t, { url: '/api/dcim/sites/', remoteAddress, headers: { authorization: `Token ${key}` } })
    for (const ip of ['192.0.2.1', '192.0.2.254', '198.51.100.7', '2001:db8::1', '::ffff:192.0.2.9']) {
      const res = await from(ip)
      assert.equal(res.status, 200, `${ip}: ${show(res)}`)
    }
    for (const [ip, shown] of [
      ['192.0.3.1', '192.0.3.1'],
      ['198.51.100.8', '198.51.100.8'],
      ['2001:db9::1', '2001:db9::1'],
      ['::ffff:203.0.113.5', '203.0.113.5'],
    ]) {
      const res = await from(ip)
      assert.equal(res.status, 403, `${ip}: ${show(res)}`)
      assert.deepEqual(res.body, notPermitted(shown))
    }
  })

  test('invalid networks are refused when the token is saved', async () => {
    for (const bad of [['not-an-ip'], ['10.0.0.0/33'], '10.0.0.0/8', ['10.1']]) {
      const res = await t.api('POST', '/api/users/tokens/', { allowed_ips: bad })
      assert.equal(res.status, 400, `${JSON.stringify(bad)}: ${show(res)}`)
      assert.deepEqual(Object.keys(res.body), ['allowed_ips'])
    }
    const normalised = await t.api('POST', '/api/users/tokens/', { allowed_ips: ['192.0.2.77/24', '10.0.0.1'] })
    assert.equal(normalised.status, 201, show(normalised))
    assert.deepEqual(normalised.body.allowed_ips, ['192.0.2.0/24', '10.0.0.1/32'])
  })

  test('X-Forwarded-For is ignored when no proxy is trusted', async () => {
    const key = await restrictedToken(t, ['192.0.2.0/24'])
    const res = await inject(t, {
      url: '/api/dcim/sites/',
      remoteAddress: '203.0.113.1',
      headers: { authorization: `Token ${key}`, 'x-forwarded-for': '192.0.2.1' },
    })
    assert.equal(res.status, 403, show(res))
    assert.deepEqual(res.body, notPermitted('203.0.113.1'))
  })
})

describe('TRUSTED_PROXIES', () => {
  let t: TestApp
  let key: string
  before(async () => {
    t = await testApp({ TRUSTED_PROXIES: '10.0.0.1, 172.16.0.0/12' })
    key = await restrictedToken(t, ['192.0.2.0/24'])
  })
  after(() => t.close())

  const via = (remoteAddress: string, xff?: string) =>
    inject(t, {
      url: '/api/dcim/sites/',
      remoteAddress,
      headers: { authorization: `Token ${key}`, ...(xff === undefined ? {} : { 'x-forwarded-for': xff }) },
    })

  test('from a trusted proxy, the client is the address X-Forwarded-For names', async () => {
    assert.equal((await via('10.0.0.1', '192.0.2.50')).status, 200)
    const outside = await via('10.0.0.1', '198.51.100.1')
    assert.equal(outside.status, 403, show(outside))
    assert.deepEqual(outside.body, notPermitted('198.51.100.1'))
  })

  test('through a chain of trusted proxies, the first untrusted address from the right is the client', async () => {
    assert.equal((await via('10.0.0.1', '192.0.2.50, 172.16.3.4')).status, 200)
    assert.equal((await via('10.0.0.1', '192.0.2.50,172.20.0.1, 172.16.3.4')).status, 200)
  })

  test('entries a client wrote itself (left of the real one) are not believed', async () => {
    const spoofed = await via('10.0.0.1', '192.0.2.50, 198.51.100.1')
    assert.equal(spoofed.status, 403, show(spoofed))
    assert.deepEqual(spoofed.body, notPermitted('198.51.100.1'))
  })

  test('from any other peer, or without the header, the peer is the client', async () => {
    const direct = await via('203.0.113.9', '192.0.2.50')
    assert.equal(direct.status, 403, show(direct))
    assert.deepEqual(direct.body, notPermitted('203.0.113.9'))
    const bare = await via('10.0.0.1')
    assert.deepEqual(bare.body, notPermitted('10.0.0.1'))
    const junk = await via('10.0.0.1', 'not-an-address')
    assert.deepEqual(junk.body, notPermitted('10.0.0.1'), 'a malformed header is not believed')
  })
})

describe('configuration', () => {
  test('TRUSTED_PROXIES must list addresses or networks', () => {
    assert.deepEqual(loadConfig({ TRUSTED_PROXIES: '10.0.0.1 2001:db8::/64' }).trustedProxies, ['10.0.0.1', '2001:db8::/64'])
    assert.deepEqual(loadConfig({}).trustedProxies, [])
    for (const bad of ['proxy.local', '10.0.0.0/40', '10.0.0.1/8/9'])
      assert.throws(() => loadConfig({ TRUSTED_PROXIES: bad }), (e: unknown) => e instanceof ConfigError && /TRUSTED_PROXIES/.test(e.message), bad)
  })

  test('PROVISION_THROTTLE, LOGIN_TIMEOUT and the auth switches parse as documented', () => {
    const d = loadConfig({})
    assert.equal(d.provisionThrottle, 10)
    assert.equal(d.loginTimeoutSeconds, 14 * 24 * 3600)
    assert.equal(d.loginRequired, true)
    assert.equal(d.allowTokenRetrieval, false)
    assert.equal(d.maintenanceMode, false)
    assert.deepEqual(d.exemptViewPermissions, [])
    const c = loadConfig({ PROVISION_THROTTLE: '0', LOGIN_TIMEOUT: '3600', ALLOW_TOKEN_RETRIEVAL: 'yes', EXEMPT_VIEW_PERMISSIONS: 'dcim.site,ipam.prefix' })
    assert.equal(c.provisionThrottle, 0)
    assert.equal(c.loginTimeoutSeconds, 3600)
    assert.equal(c.allowTokenRetrieval, true)
    assert.deepEqual(c.exemptViewPermissions, ['dcim.site', 'ipam.prefix'])
    assert.throws(() => loadConfig({ PROVISION_THROTTLE: '-1' }), ConfigError)
    assert.throws(() => loadConfig({ LOGIN_TIMEOUT: '5' }), ConfigError)
    assert.throws(() => loadConfig({ MAINTENANCE_MODE: 'maybe' }), ConfigError)
  })

  test('SECRET_KEY: required and long in production, a development key otherwise', () => {
    assert.throws(() => loadConfig({ NODE_ENV: 'production' }), /SECRET_KEY must be set to at least 50 characters/)
    assert.throws(() => loadConfig({ NODE_ENV: 'production', SECRET_KEY: 'short' }), /SECRET_KEY/)
    assert.equal(loadConfig({ NODE_ENV: 'production', SECRET_KEY: 'x'.repeat(50) }).secretKey, 'x'.repeat(50))
    assert.ok(loadConfig({}).secretKey.length >= 50)
  })
})
