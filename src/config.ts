// Configuration comes from the environment (the variables are listed in the README). A bad value stops start-up with
// one clear line rather than surfacing later as odd behaviour.
import ipaddr from 'ipaddr.js'

export interface Config {
  host: string
  port: number
  databaseUrl?: string
  dataDir: string
  dbPoolSize: number
  paginateCount: number
  /** 0 = no maximum: `limit=0` returns everything. */
  maxPageSize: number
  secretKey: string
  logLevel: string
  loginRequired: boolean
  exemptViewPermissions: string[]
  allowTokenRetrieval: boolean
  maintenanceMode: boolean
  /** Largest request body accepted, in bytes. */
  bodyLimit: number
  superuserName?: string
  superuserPassword?: string
  /** How long a verified token stays cached in process, in milliseconds. */
  tokenCacheMs: number
  /** Failed sign-ins/provisionings allowed per client address per minute (0: no limit). */
  provisionThrottle: number
  /** Proxies (addresses or CIDRs) whose X-Forwarded-For / X-Forwarded-Proto are believed. */
  trustedProxies: string[]
  /** Lifetime of a browser session, in seconds. */
  loginTimeoutSeconds: number
  /** Webhook worker loops in the API process (0: none; deliveries wait for `netinv worker`). */
  workers: number
  /** Retries of a failed webhook delivery after its first attempt, with exponential backoff. */
  webhookRetries: number
  /** Base delay of that backoff, in seconds (the n-th retry waits about delay × 2^(n-1) to twice that). */
  webhookRetryDelaySeconds: number
  /** Time limit of one webhook HTTP request, redirects included, in milliseconds. */
  webhookTimeoutMs: number
  /** Most objects one bulk request may create, update or delete. */
  maxBulkSize: number
  /** Most filter values (all query parameters together) one list request may carry. */
  maxFilterValues: number
  /** Tries of a transaction that hit a deadlock or serialisation failure before answering 409. */
  dbTransactionAttempts: number
  /** PostgreSQL: how long opening a connection may take before the request fails with 503. */
  dbConnectTimeoutMs: number
  /** PostgreSQL: longest a statement may run (0: no limit). */
  dbStatementTimeoutMs: number
  /** PostgreSQL: longest a statement may wait for a row lock before answering 409 (0: no limit). */
  dbLockTimeoutMs: number
  /** PostgreSQL: longest a list's statement with `__regex`/`__iregex` filters may run before a 400 (0: DB_STATEMENT_TIMEOUT_MS only). */
  dbRegexTimeoutMs: number
  /** Refuse duplicate prefixes and IP addresses in the global table (no VRF), as NetBox ≥ 3.7 does by default. */
  enforceGlobalUnique: boolean
  /** An unknown filter parameter on a list is a 400 naming it (NetBox ignores it: the default). */
  strictFiltering: boolean
  /** Host names this service answers to (Django's ALLOWED_HOSTS patterns); others get 400. */
  allowedHosts: string[]
}

export class ConfigError extends Error {}

function int(env: NodeJS.ProcessEnv, name: string, dflt: number, min = 0): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return dflt
  if (raw.toLowerCase() === 'none' && name === 'MAX_PAGE_SIZE') return 0
  const n = Number(raw)
  if (!Number.isInteger(n) || n < min) throw new ConfigError(`${name} must be an integer ≥ ${min}, got '${raw}'`)
  return n
}

function bool(env: NodeJS.ProcessEnv, name: string, dflt: boolean): boolean {
  const raw = env[name]
  if (raw === undefined || raw === '') return dflt
  if (/^(1|true|yes|on)$/i.test(raw)) return true
  if (/^(0|false|no|off)$/i.test(raw)) return false
  throw new ConfigError(`${name} must be true or false, got '${raw}'`)
}

function list(env: NodeJS.ProcessEnv, name: string): string[] {
  const raw = env[name]
  if (!raw) return []
  return raw
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean)
}

function networks(env: NodeJS.ProcessEnv, name: string): string[] {
  const out = list(env, name)
  for (const n of out) {
    const [addr, len, extra] = n.split('/')
    const bits = ipaddr.isValid(addr) ? (ipaddr.parse(addr).kind() === 'ipv4' ? 32 : 128) : 0
    if (!bits || extra !== undefined || (len !== undefined && (!/^\d{1,3}$/.test(len) || Number(len) > bits)))
      throw new ConfigError(`${name} must list IP addresses or networks (CIDR), got '${n}'`)
  }
  return out
}

/**
 * ALLOWED_HOSTS, or by default the local names (what Django allows in development) plus HOST when
 * it names one address or host: a fresh `npm start` works at http://127.0.0.1:8000 and
 * http://localhost:8000, and a page elsewhere cannot reach it by pointing its own name at this
 * machine (DNS rebinding). A deployment lists the names it is reached by.
 */
function allowedHosts(env: NodeJS.ProcessEnv, host: string): string[] {
  const given = list(env, 'ALLOWED_HOSTS')
  if (given.length) return given
  const out = ['.localhost', '127.0.0.1', '[::1]']
  if (host && !['0.0.0.0', '::', '[::]'].includes(host)) out.push(ipaddr.IPv6.isValid(host) ? `[${host.toLowerCase()}]` : host.toLowerCase())
  return [...new Set(out)]
}

// Used only when SECRET_KEY is unset outside production; never good enough for a real deployment.
const DEVELOPMENT_SECRET = 'netinventory-development-secret-key-do-not-use-in-production'

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production'
  const secretKey = env.SECRET_KEY ?? ''
  if (production && secretKey.length < 50)
    throw new ConfigError('SECRET_KEY must be set to at least 50 characters when NODE_ENV=production')
  const databaseUrl = env.DATABASE_URL || undefined
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new ConfigError(`DATABASE_URL must start with postgres:// or postgresql://`)
  const host = env.HOST || '127.0.0.1'
  return {
    host,
    port: int(env, 'PORT', 8000),
    databaseUrl,
    dataDir: env.DATA_DIR || './data',
    dbPoolSize: int(env, 'DB_POOL_SIZE', 10, 1),
    paginateCount: int(env, 'PAGINATE_COUNT', 50, 1),
    maxPageSize: int(env, 'MAX_PAGE_SIZE', 1000),
    secretKey: secretKey || DEVELOPMENT_SECRET,
    logLevel: env.LOG_LEVEL || 'info',
    loginRequired: bool(env, 'LOGIN_REQUIRED', true),
    exemptViewPermissions: list(env, 'EXEMPT_VIEW_PERMISSIONS'),
    allowTokenRetrieval: bool(env, 'ALLOW_TOKEN_RETRIEVAL', false),
    maintenanceMode: bool(env, 'MAINTENANCE_MODE', false),
    enforceGlobalUnique: bool(env, 'ENFORCE_GLOBAL_UNIQUE', true),
    bodyLimit: int(env, 'MAX_BODY_SIZE', 10 * 1024 * 1024, 1024),
    superuserName: env.SUPERUSER_NAME || undefined,
    superuserPassword: env.SUPERUSER_PASSWORD || undefined,
    tokenCacheMs: int(env, 'TOKEN_CACHE_SECONDS', 10) * 1000,
    provisionThrottle: int(env, 'PROVISION_THROTTLE', 10),
    trustedProxies: networks(env, 'TRUSTED_PROXIES'),
    loginTimeoutSeconds: int(env, 'LOGIN_TIMEOUT', 14 * 24 * 3600, 60),
    workers: int(env, 'WORKERS', 1),
    webhookRetries: int(env, 'WEBHOOK_RETRIES', 3),
    webhookRetryDelaySeconds: int(env, 'WEBHOOK_RETRY_DELAY_SECONDS', 10, 1),
    webhookTimeoutMs: int(env, 'WEBHOOK_TIMEOUT_MS', 10_000, 100),
    maxBulkSize: int(env, 'MAX_BULK_SIZE', 10_000, 1),
    maxFilterValues: int(env, 'MAX_FILTER_VALUES', 1000, 1),
    dbTransactionAttempts: int(env, 'DB_TRANSACTION_ATTEMPTS', 3, 1),
    dbConnectTimeoutMs: int(env, 'DB_CONNECT_TIMEOUT_MS', 5000, 100),
    dbStatementTimeoutMs: int(env, 'DB_STATEMENT_TIMEOUT_MS', 30_000),
    dbLockTimeoutMs: int(env, 'DB_LOCK_TIMEOUT_MS', 10_000),
    dbRegexTimeoutMs: int(env, 'DB_REGEX_TIMEOUT_MS', 2000),
    strictFiltering: bool(env, 'STRICT_FILTERING', false),
    allowedHosts: allowedHosts(env, host),
  }
}
