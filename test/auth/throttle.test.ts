// Failed provisionings and sign-ins: throttled per client address and username (429 {detail} after
// PROVISION_THROTTLE failures a minute, counted in auth_throttle) and per address (five times as
// many), and indistinguishable in body and time whether the user or the password was wrong.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'
import { countRows, inject, PASSWORD, show } from './helpers.js'

const INVALID = { detail: 'Invalid username/password' }
const THROTTLED = /^Request was throttled\. Expected available in \d+ seconds\.$/

describe('PROVISION_THROTTLE=3', () => {
  let t: TestApp
  before(async () => {
    t = await testApp({ PROVISION_THROTTLE: '3', TRUSTED_PROXIES: '10.0.0.1' })
  })
  after(() => t.close())

  const provision = (password: string, remoteAddress = '192.0.2.1', headers: Record<string, string> = {}, username = 'admin') =>
    inject(t, { method: 'POST', url: '/api/users/tokens/provision/', body: { username, password }, remoteAddress, headers })

  test('after 3 failures a minute for one username from one address: 429 with Retry-After, even for the right password', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await provision('wrong')
      assert.equal(res.status, 403, show(res))
      assert.deepEqual(res.body, INVALID)
    }
    const tokens = await countRows(t, 'users_token')
    for (const password of ['wrong', PASSWORD]) {
      const res = await provision(password)
      assert.equal(res.status, 429, show(res))
      assert.deepEqual(Object.keys(res.body), ['detail'])
      assert.match(res.body.detail, THROTTLED)
      const wait = Number(res.headers['retry-after'])
      assert.ok(wait >= 1 && wait <= 60, String(wait))
    }
    assert.equal(await countRows(t, 'users_token'), tokens, 'a throttled right password makes no token')
    // Sign-in shares the count: guessing cannot switch endpoints to double its rate.
    const login = await inject(t, { method: 'POST', url: '/login/', body: { username: 'admin', password: PASSWORD }, remoteAddress: '192.0.2.1' })
    assert.equal(login.status, 429, show(login))
    assert.match(login.body.detail, THROTTLED)
    // Another address is not affected, nor another user behind the same address.
    assert.equal((await provision(PASSWORD, '192.0.2.2')).status, 201)
    await t.makeToken('colleague')
    assert.equal((await provision(PASSWORD, '192.0.2.1', {}, 'colleague')).status, 201, 'one user’s lock-out is not the address’s')
    // The window ends a minute after it opened.
    await t.db.query(`UPDATE auth_throttle SET window_start = now() - interval '61 seconds'`)
    assert.equal((await provision(PASSWORD)).status, 201)
  })

  test('successes do not count', async () => {
    for (let i = 0; i < 6; i++) {
      const res = await provision(PASSWORD, '192.0.2.3')
      assert.equal(res.status, 201, show(res))
    }
    assert.equal((await provision('wrong', '192.0.2.3')).status, 403)
  })

  test('concurrent guesses cannot slip past the limit', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => provision('wrong', '192.0.2.4')))
    const statuses = results.map((r) => r.status).sort()
    assert.deepEqual(statuses, [403, 403, 403, 429, 429, 429, 429, 429, 429, 429])
  })

  test('behind a trusted proxy the client address is counted, not the proxy', async () => {
    for (let i = 0; i < 3; i++) await provision('wrong', '10.0.0.1', { 'x-forwarded-for': '198.51.100.1' })
    assert.equal((await provision('wrong', '10.0.0.1', { 'x-forwarded-for': '198.51.100.1' })).status, 429)
    assert.equal((await provision(PASSWORD, '10.0.0.1', { 'x-forwarded-for': '198.51.100.2' })).status, 201)
  })

  test('an attacker hammering one name does not lock others out of the address', async () => {
    // 3 counted failures, then 40 refused attempts for the same name: only the 3 count for the address.
    for (let i = 0; i < 43; i++) await provision('wrong', '192.0.2.5')
    assert.equal((await provision(PASSWORD, '192.0.2.5', {}, 'colleague')).status, 201)
  })

  test('guessing across names stops at the per-address limit (5 × PROVISION_THROTTLE)', async () => {
    let n = 0
    for (let name = 0; name < 5; name++)
      for (let i = 0; i < 3; i++) assert.equal((await provision('wrong', '192.0.2.6', {}, `guess-${name}`)).status, 403, `attempt ${++n}`)
    const next = await provision('wrong', '192.0.2.6', {}, 'guess-5')
    assert.equal(next.status, 429, show(next))
    assert.equal((await provision(PASSWORD, '192.0.2.6', {}, 'colleague')).status, 429, 'the address is spent for this window')
    assert.equal((await provision(PASSWORD, '192.0.2.7', {}, 'colleague')).status, 201)
  })

  test('what is stored: rows per address and per address and username digest, no usernames or passwords', async () => {
    const rows = await t.db.query<{ key: string }>('SELECT key FROM auth_throttle ORDER BY key')
    for (const r of rows) assert.match(r.key, /^auth:[0-9a-f.:]+(\|user:[0-9a-f]{24})?$/)
    assert.ok(rows.some((r) => r.key === 'auth:198.51.100.1'))
    assert.ok(!rows.some((r) => /admin|colleague|guess/.test(r.key)))
  })
})

describe('PROVISION_THROTTLE=0', () => {
  test('turns throttling off', async () => {
    const t = await testApp({ PROVISION_THROTTLE: '0' })
    try {
      for (let i = 0; i < 12; i++) {
        const res = await t.request('POST', '/api/users/tokens/provision/', { username: 'admin', password: 'wrong' })
        assert.equal(res.status, 403, show(res))
      }
      assert.equal(await countRows(t, 'auth_throttle'), 0)
    } finally {
      await t.close()
    }
  })
})

describe('no hint which part was wrong', () => {
  test('unknown user, wrong password and inactive user: same body, about the same time', async () => {
    const t = await testApp({ PROVISION_THROTTLE: '0' })
    try {
      await t.makeToken('inactive-user')
      await t.db.query(`UPDATE users_user SET is_active = false WHERE username = 'inactive-user'`)
      const attempt = async (username: string, password: string) => {
        const started = process.hrtime.bigint()
        const res = await t.request('POST', '/api/users/tokens/provision/', { username, password })
        const ms = Number(process.hrtime.bigint() - started) / 1e6
        assert.equal(res.status, 403, show(res))
        assert.deepEqual(res.body, INVALID)
        return ms
      }
      const fastest = async (username: string, password: string) => {
        let best = Infinity
        for (let i = 0; i < 5; i++) best = Math.min(best, await attempt(username, password))
        return best
      }
      await attempt('warm-up', 'x') // the dummy hash is made on first use
      const unknownUser = await fastest('no-such-user', 'some-password')
      const wrongPassword = await fastest('admin', 'some-password')
      const inactive = await fastest('inactive-user', PASSWORD)
      // Each costs one scrypt verification (tens of ms); without the dummy hash an unknown user would
      // answer in about a millisecond. The bounds are loose: the fastest of five, on a busy machine.
      for (const [what, ms] of [
        ['unknown user', unknownUser],
        ['inactive user', inactive],
      ] as const) {
        const ratio = ms / wrongPassword
        assert.ok(ratio > 0.33 && ratio < 3, `${what}: ${ms.toFixed(1)} ms vs wrong password ${wrongPassword.toFixed(1)} ms`)
      }
    } finally {
      await t.close()
    }
  })
})
