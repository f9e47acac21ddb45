// Token authentication: `Authorization: Token <40 hex>` (v1) or `Bearer nbt_<key>.<token>` (v2, NetBox 4.5+). Verified tokens are cached briefly in
// process so the steady state costs no database round trip; a token changed or deleted through
// this process is dropped from the cache at once, elsewhere within TOKEN_CACHE_SECONDS.
import { hash, randomBytes } from 'node:crypto'
import ipaddr from 'ipaddr.js'
import type { Config } from '../config.js'
import type { Db } from '../db/types.js'
import { ApiError } from '../engine/errors.js'
import { keyDigest, TOKEN_PREFIX, verifyV2 } from './keys.js'

export interface AuthUser {
  id: number
  username: string
  isSuperuser: boolean
  isActive: boolean
}

export interface AuthToken {
  id: number
  enabled: boolean
  writeEnabled: boolean
  expires: number | null // epoch ms
  allowedIps: string[]
}

export interface Auth {
  user: AuthUser
  token?: AuthToken
  /** Set when the request was authenticated by a session cookie (src/auth/sessions.ts). */
  session?: { csrfToken: string }
}

interface Cached {
  auth: Auth
  lastUsed: number | null
  fetchedAt: number
}

type Lookup = { version: 1; cacheKey: string; value: string } | { version: 2; cacheKey: string; key: string; token: string }

interface TokenRow {
  id: number
  enabled: boolean
  pepper_id: number | null
  key_digest: string
  write_enabled: boolean
  expires: number | null
  allowed_ips: string[] | null
  last_used: number | null
  user_id: number
  username: string
  is_superuser: boolean
  is_active: boolean
}

const deny = (detail: string) => new ApiError(403, { detail })

function inAllowed(ip: string, allowed: string[]): boolean {
  let addr: ipaddr.IPv4 | ipaddr.IPv6
  try {
    addr = ipaddr.process(ip)
  } catch {
    return false
  }
  return allowed.some((net) => {
    try {
      const [range, bits] = ipaddr.parseCIDR(net)
      return addr.kind() === range.kind() && addr.match(range, bits)
    } catch {
      return false
    }
  })
}

const TOKEN_MODELS = new Set(['users.token', 'users.user'])

export class TokenAuthenticator {
  private readonly cache = new Map<string, Cached>()
  /** Lookups under way: concurrent first requests with one key share one query (and one last-use write). */
  private readonly loading = new Map<string, Promise<Cached | undefined>>()
  private generation = 0
  /** Salts the cache keys: per process, never stored (see cacheKey). */
  private readonly salt = randomBytes(32).toString('hex')

  constructor(
    private readonly db: Db,
    private readonly config: Config,
  ) {}

  /** Forget cached tokens (all, or those of one token id) after they change. */
  /** After a committed write: tokens and their users decide what a cached token may do. */
  invalidateAfterWrite(modelKey: string): void {
    if (TOKEN_MODELS.has(modelKey)) this.invalidate()
  }

  invalidate(tokenId?: number): void {
    this.generation++
    this.loading.clear()
    if (tokenId === undefined) this.cache.clear()
    else for (const [k, v] of this.cache) if (v.auth.token?.id === tokenId) this.cache.delete(k)
  }

  /**
   * The caller of `Authorization: <header>`, or undefined when it names no token scheme. A token
   * verified within TOKEN_CACHE_SECONDS is answered synchronously (no promise, no microtask: the
   * steady state of every API request); the client address is asked for only when the token
   * restricts it.
   */
  authenticate(header: string | undefined, clientIp: () => string): Auth | undefined | Promise<Auth | undefined> {
    if (!header) return undefined
    const parts = header.trim().split(/\s+/)
    const scheme = parts[0].toLowerCase()
    if (scheme !== 'token' && scheme !== 'bearer') return undefined // other schemes are ignored, as NetBox does
    if (parts.length !== 2) throw deny('Invalid token header. No credentials provided.')
    // As NetBox 4.5+: the `nbt_` prefix, not the scheme word, makes a v2 token (`Bearer <40 hex>` is a v1 key).
    const value = parts[1]
    let lookup: Lookup
    if (value.startsWith(TOKEN_PREFIX)) {
      const body = value.slice(TOKEN_PREFIX.length)
      const dot = body.indexOf('.')
      if (dot < 0)
        throw deny("Invalid authorization header: Could not parse key from v2 token. Did you mean to use 'Token' instead of 'Bearer'?")
      const key = body.slice(0, dot)
      lookup = { version: 2, cacheKey: this.cacheKey(value), key, token: body.slice(dot + 1) }
    } else {
      if (!/^[0-9a-fA-F]{40}$/.test(value)) throw deny('Invalid token')
      lookup = { version: 1, cacheKey: this.cacheKey(value), value }
    }
    const digest = lookup.cacheKey
    const now = Date.now()
    const cached = this.cache.get(digest)
    if (cached && now - cached.fetchedAt <= this.config.tokenCacheMs) return this.admit(cached, now, clientIp)
    let pending = this.loading.get(digest)
    if (!pending) {
      const p = this.load(lookup, now).finally(() => {
        if (this.loading.get(digest) === p) this.loading.delete(digest)
      })
      this.loading.set(digest, (pending = p))
    }
    return pending.then((entry) => {
      // NetBox 4.6 says which version failed; a v1 key keeps NetBox 4.4's words.
      if (!entry) throw deny(lookup.version === 2 ? 'Invalid v2 token' : 'Invalid token')
      return this.admit(entry, now, clientIp)
    })
  }

  /**
   * The cache entry of a header value: a digest of the whole value, so only the exact secret finds
   * it and no raw token is kept in memory. A salted one-shot SHA-256 (about 1 µs) rather than the
   * stored HMAC digest (about 5 µs, 5–7% of what /api/status/ costs): the key is never stored,
   * and the salt is random per process, so it cannot be precomputed.
   */
  private cacheKey(value: string): string {
    return hash('sha256', this.salt + value)
  }

  private admit(entry: Cached, now: number, clientIp: () => string): Auth {
    const { auth } = entry
    const token = auth.token!
    if (token.allowedIps.length) {
      const ip = clientIp()
      if (!inAllowed(ip, token.allowedIps)) throw deny(`Source IP ${ip} is not permitted to authenticate using this token.`)
    }
    if (!token.enabled) throw deny('Token disabled')
    if (token.expires !== null && token.expires <= now) throw deny('Token expired')
    if (!auth.user.isActive) throw deny('User inactive')
    if (!this.config.maintenanceMode && (entry.lastUsed === null || now - entry.lastUsed > 60_000)) {
      entry.lastUsed = now
      // The WHERE clause keeps concurrent requests (and other processes) to one write a minute.
      void this.db
        .query(`UPDATE users_token SET last_used = now() WHERE id = $1 AND (last_used IS NULL OR last_used < now() - interval '60 seconds')`, [token.id])
        .catch(() => {})
    }
    return auth
  }

  private async load(lookup: Lookup, now: number): Promise<Cached | undefined> {
    const generation = this.generation
    const columns = `t.id, t.enabled, t.write_enabled, (extract(epoch FROM t.expires) * 1000)::float8 AS expires, t.allowed_ips::text[] AS allowed_ips, (extract(epoch FROM t.last_used) * 1000)::float8 AS last_used,
              t.pepper_id, t.key_digest, u.id AS user_id, u.username, u.is_superuser, u.is_active
         FROM users_token t JOIN users_user u ON u.id = t.user_id`
    // v1: found by the key's digest. v2: found by its public key, then the secret's digest under the
    // token's pepper compared in constant time (a wrong secret looks like an unknown key).
    const rows =
      lookup.version === 1
        ? await this.db.query<TokenRow>(`SELECT ${columns} WHERE t.key_digest = $1 AND t.version = 1`, [keyDigest(this.config.secretKey, lookup.value)])
        : await this.db.query<TokenRow>(`SELECT ${columns} WHERE t.key_ident = $1 AND t.version = 2`, [lookup.key])
    const ok = lookup.version === 1 ? rows.length > 0 : verifyV2(this.config.apiTokenPeppers, rows[0]?.pepper_id ?? null, rows[0]?.key_digest ?? '', lookup.token)
    if (!ok) {
      this.cache.delete(lookup.cacheKey)
      return undefined
    }
    const r = rows[0]
    const entry: Cached = {
      auth: {
        user: { id: r.user_id, username: r.username, isSuperuser: r.is_superuser, isActive: r.is_active },
        token: { id: r.id, enabled: r.enabled, writeEnabled: r.write_enabled, expires: r.expires, allowedIps: r.allowed_ips ?? [] },
      },
      lastUsed: r.last_used,
      fetchedAt: now,
    }
    // A change to tokens or users committed while this query ran may have made the row stale.
    if (generation === this.generation) this.cache.set(lookup.cacheKey, entry)
    return entry
  }
}
