// Token authentication: `Authorization: Token <40 hex>`. Verified tokens are cached briefly in
// process so the steady state costs no database round trip; a token changed or deleted through
// this process is dropped from the cache at once, elsewhere within TOKEN_CACHE_SECONDS.
import ipaddr from 'ipaddr.js'
import type { Config } from '../config.js'
import type { Db } from '../db/types.js'
import { ApiError } from '../engine/errors.js'
import { keyDigest } from './keys.js'

export interface AuthUser {
  id: number
  username: string
  isSuperuser: boolean
  isActive: boolean
}

export interface AuthToken {
  id: number
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

interface TokenRow {
  id: number
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

  async authenticate(header: string | undefined, clientIp: string): Promise<Auth | undefined> {
    if (!header) return undefined
    const parts = header.trim().split(/\s+/)
    const scheme = parts[0].toLowerCase()
    if (scheme !== 'token' && scheme !== 'bearer') return undefined // other schemes are ignored, as NetBox does
    if (parts.length !== 2) throw deny('Invalid token header. No credentials provided.')
    const key = parts[1]
    if (!/^[0-9a-fA-F]{40}$/.test(key)) throw deny('Invalid token')
    const digest = keyDigest(this.config.secretKey, key)
    const now = Date.now()
    let entry = this.cache.get(digest)
    if (!entry || now - entry.fetchedAt > this.config.tokenCacheMs) {
      let pending = this.loading.get(digest)
      if (!pending) {
        const p = this.load(digest, now).finally(() => {
          if (this.loading.get(digest) === p) this.loading.delete(digest)
        })
        this.loading.set(digest, (pending = p))
      }
      entry = await pending
      if (!entry) throw deny('Invalid token')
    }
    const { auth } = entry
    const token = auth.token!
    if (token.allowedIps.length && !inAllowed(clientIp, token.allowedIps))
      throw deny(`Source IP ${clientIp} is not permitted to authenticate using this token.`)
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

  private async load(digest: string, now: number): Promise<Cached | undefined> {
    const generation = this.generation
    const rows = await this.db.query<TokenRow>(
      `SELECT t.id, t.write_enabled, (extract(epoch FROM t.expires) * 1000)::float8 AS expires, t.allowed_ips::text[] AS allowed_ips, (extract(epoch FROM t.last_used) * 1000)::float8 AS last_used,
              u.id AS user_id, u.username, u.is_superuser, u.is_active
         FROM users_token t JOIN users_user u ON u.id = t.user_id WHERE t.key_digest = $1`,
      [digest],
    )
    if (!rows.length) {
      this.cache.delete(digest)
      return undefined
    }
    const r = rows[0]
    const entry: Cached = {
      auth: {
        user: { id: r.user_id, username: r.username, isSuperuser: r.is_superuser, isActive: r.is_active },
        token: { id: r.id, writeEnabled: r.write_enabled, expires: r.expires, allowedIps: r.allowed_ips ?? [] },
      },
      lastUsed: r.last_used,
      fetchedAt: now,
    }
    // A change to tokens or users committed while this query ran may have made the row stale.
    if (generation === this.generation) this.cache.set(digest, entry)
    return entry
  }
}
