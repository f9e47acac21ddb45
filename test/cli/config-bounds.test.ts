// Durations in milliseconds are bounded by what Node's timers and PostgreSQL's timeouts take
// (2^31 - 1 ms): above it a Node timer fires after 1 ms and PostgreSQL refuses the setting, so the
// configuration refuses it at start with one line naming the setting.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ConfigError, loadConfig } from '../../src/config.js'

const MAX = 2_147_483_647

test('millisecond settings take up to 2^31 - 1 and refuse more', () => {
  for (const name of ['WEBHOOK_BATCH_WINDOW_MS', 'WEBHOOK_TIMEOUT_MS', 'DB_LOCK_TIMEOUT_MS', 'DB_STATEMENT_TIMEOUT_MS', 'DB_REGEX_TIMEOUT_MS', 'DB_CONNECT_TIMEOUT_MS', 'EXPORT_STALL_TIMEOUT_MS', 'LOG_SLOW_REQUEST_MS']) {
    assert.doesNotThrow(() => loadConfig({ [name]: String(MAX) }), name)
    assert.throws(
      () => loadConfig({ [name]: String(MAX + 1) }),
      (e: unknown) => e instanceof ConfigError && e.message === `${name} must be at most ${MAX}, got '${MAX + 1}'`,
      name,
    )
  }
  assert.equal(loadConfig({ WEBHOOK_BATCH_WINDOW_MS: String(MAX) }).webhookBatchWindowMs, MAX)
})

test('second settings kept as milliseconds are bounded the same way', () => {
  assert.equal(loadConfig({ TOKEN_CACHE_SECONDS: String(Math.floor(MAX / 1000)) }).tokenCacheMs, Math.floor(MAX / 1000) * 1000)
  assert.throws(() => loadConfig({ TOKEN_CACHE_SECONDS: String(Math.floor(MAX / 1000) + 1) }), /TOKEN_CACHE_SECONDS must be at most 2147483/)
  assert.throws(() => loadConfig({ WEBHOOK_RETRY_DELAY_SECONDS: '1e12' }), /WEBHOOK_RETRY_DELAY_SECONDS must be at most/)
})

test('WEBHOOK_VACUUM_EVERY takes 0 (never) or a count, and refuses anything else at start', () => {
  assert.equal(loadConfig({}).webhookVacuumEvery, 500)
  assert.equal(loadConfig({ WEBHOOK_VACUUM_EVERY: '0' }).webhookVacuumEvery, 0)
  for (const bad of ['-1', '2.5', 'often'])
    assert.throws(() => loadConfig({ WEBHOOK_VACUUM_EVERY: bad }), (e: unknown) => e instanceof ConfigError && e.message === `WEBHOOK_VACUUM_EVERY must be an integer ≥ 0, got '${bad}'`)
})
