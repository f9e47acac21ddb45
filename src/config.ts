// Configuration comes from the environment (the variables are listed in the README). A bad value stops start-up with
// one clear line rather than surfacing later as odd behaviour.
import ipaddr from 'ipaddr.js'

export interface Config {
  host: string
  port: number
  databaseUrl?: string
  dataDir: string
  /** Where uploaded files (image attachments, device type images) are kept. */
  mediaRoot: string
  dbPoolSize: number
  paginateCount: number
  /** 0 = no maximum: `limit=0` returns everything. */
  maxPageSize: number
  secretKey: string
  logLevel: string
  /** Log every request (fastify's "incoming request"/"request completed" lines); else only 5xx and slow ones. */
  logRequests: boolean
  /** A request answered slower than this is logged at warn level, with its request id (0: never). */
  logSlowRequestMs: number
  /** Server processes sharing the port (PostgreSQL only; PGlite allows one). */
  processes: number
  /** How much V8 lets the heap grow past what the last full collection kept, in percent (0: V8's own factor). */
  heapGrowthPercent: number
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
  /** How long a webhook's previous secret keeps signing (beside the new one) after the secret changes, in seconds. */
  webhookSecretGraceSeconds: number
  /** How long a delivery worker woken by a write waits before taking work, to batch close writes. */
  webhookBatchWindowMs: number
  /** Deliveries taken between vacuums of the webhook queue's table; 0: never (leave it to autovacuum). */
  webhookVacuumEvery: number
  /** Most objects one bulk request may create, update or delete. */
  maxBulkSize: number
  /** Most filter values (all query parameters together) one list request may carry. */
  maxFilterValues: number
  /** Tries of a transaction that hit a deadlock or serialisation failure before answering 409. */
  dbTransactionAttempts: number
  /** How long a write's Idempotency-Key and its stored result are kept, in seconds. */
  idempotencyTtlSeconds: number
  /** PostgreSQL: how long opening a connection may take before the request fails with 503. */
  dbConnectTimeoutMs: number
  /** PostgreSQL: longest a statement may run (0: no limit). */
  dbStatementTimeoutMs: number
  /** PostgreSQL: longest a statement may wait for a row lock before answering 409 (0: no limit). */
  dbLockTimeoutMs: number
  /** PostgreSQL: longest a list's statement with `__regex`/`__iregex` filters may run before a 400 (0: DB_STATEMENT_TIMEOUT_MS only). */
  dbRegexTimeoutMs: number
  /** Streaming export (`Accept: application/x-ndjson` / `text/csv` on a list): rows per database FETCH. */
  exportBatchSize: number
  /** Streaming export: an export whose client reads nothing for this long is stopped and its connection released. */
  exportStallTimeoutMs: number
  /** Refuse duplicate prefixes and IP addresses in the global table (no VRF), as NetBox ≥ 3.7 does by default. */
  enforceGlobalUnique: boolean
  /** An unknown filter parameter on a list is a 400 naming it (NetBox ignores it: the default). */
  strictFiltering: boolean
  /** Host names this service answers to (Django's ALLOWED_HOSTS patterns); others get 400. */
  allowedHosts: string[]
  /** GraphQL: deepest selection a query may nest (fields within fields). */
  graphqlMaxDepth: number
  /** GraphQL: largest estimated cost of a query (see src/graphql/limits.ts). */
  graphqlMaxCost: number
  /** GraphQL: most aliases one query may use (NetBox's GRAPHQL_MAX_ALIASES). */
  graphqlMaxAliases: number
  /** GraphQL: most rows one level of a query may load (the one statement of that level). */
  graphqlMaxRows: number
  /** The directory local data sources must lie in (LOCAL_DATA_ROOT); unset: local sources cannot sync. */
  localDataRoot?: string
  /** Most files one data source may hold (DATA_SOURCE_MAX_FILES). */
  dataSourceMaxFiles: number
  /** Largest file a data source may hold, in bytes (DATA_SOURCE_MAX_FILE_SIZE). */
  dataSourceMaxFileSize: number
  /**
   * NetBox's API_TOKEN_PEPPERS (id → pepper) for v2 tokens, from API_TOKEN_PEPPERS (JSON) or
   * API_TOKEN_PEPPER (id 1). Empty when neither is set: `netinv start` then uses a pepper file in
   * DATA_DIR (src/auth/peppers.ts); without any, v2 tokens cannot be made, as in NetBox.
   */
  apiTokenPeppers: Map<number, string>
  /** The version of a token whose create request does not say (API_TOKEN_DEFAULT_VERSION). */
  apiTokenDefaultVersion: 1 | 2
}

export class ConfigError extends Error {}

function int(env: NodeJS.ProcessEnv, name: string, dflt: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return dflt
  if (raw.toLowerCase() === 'none' && name === 'MAX_PAGE_SIZE') return 0
  const n = Number(raw)
  if (!Number.isInteger(n) || n < min) throw new ConfigError(`${name} must be an integer ≥ ${min}, got '${raw}'`)
  if (n > max) throw new ConfigError(`${name} must be at most ${max}, got '${raw}'`)
  return n
}

/**
 * The longest delay Node's timers and PostgreSQL's timeouts take, in ms (2^31 - 1, about 24.8
 * days): longer, a Node timer fires after 1 ms and PostgreSQL refuses the setting.
 */
const MAX_MS = 2_147_483_647

/** A duration in milliseconds: an integer from `min` to MAX_MS. */
const ms = (env: NodeJS.ProcessEnv, name: string, dflt: number, min = 0) => int(env, name, dflt, min, MAX_MS)

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
    mediaRoot: env.MEDIA_ROOT || `${(env.DATA_DIR || './data').replace(/\/+$/, '')}/media`,
    dbPoolSize: int(env, 'DB_POOL_SIZE', 10, 1),
    paginateCount: int(env, 'PAGINATE_COUNT', 50, 1),
    maxPageSize: int(env, 'MAX_PAGE_SIZE', 1000),
    secretKey: secretKey || DEVELOPMENT_SECRET,
    logLevel: env.LOG_LEVEL || 'info',
    logRequests: bool(env, 'LOG_REQUESTS', false),
    logSlowRequestMs: ms(env, 'LOG_SLOW_REQUEST_MS', 1000),
    heapGrowthPercent: int(env, 'HEAP_GROWTH_PERCENT', 50),
    processes: int(env, 'PROCESSES', 1, 1),
    loginRequired: bool(env, 'LOGIN_REQUIRED', true),
    exemptViewPermissions: list(env, 'EXEMPT_VIEW_PERMISSIONS'),
    allowTokenRetrieval: bool(env, 'ALLOW_TOKEN_RETRIEVAL', false),
    maintenanceMode: bool(env, 'MAINTENANCE_MODE', false),
    enforceGlobalUnique: bool(env, 'ENFORCE_GLOBAL_UNIQUE', true),
    bodyLimit: int(env, 'MAX_BODY_SIZE', 10 * 1024 * 1024, 1024),
    superuserName: env.SUPERUSER_NAME || undefined,
    superuserPassword: env.SUPERUSER_PASSWORD || undefined,
    tokenCacheMs: int(env, 'TOKEN_CACHE_SECONDS', 10, 0, Math.floor(MAX_MS / 1000)) * 1000,
    provisionThrottle: int(env, 'PROVISION_THROTTLE', 10),
    trustedProxies: networks(env, 'TRUSTED_PROXIES'),
    loginTimeoutSeconds: int(env, 'LOGIN_TIMEOUT', 14 * 24 * 3600, 60),
    workers: int(env, 'WORKERS', 1),
    webhookRetries: int(env, 'WEBHOOK_RETRIES', 3),
    webhookRetryDelaySeconds: int(env, 'WEBHOOK_RETRY_DELAY_SECONDS', 10, 1, Math.floor(MAX_MS / 1000)),
    webhookTimeoutMs: ms(env, 'WEBHOOK_TIMEOUT_MS', 10_000, 100),
    webhookSecretGraceSeconds: int(env, 'WEBHOOK_SECRET_GRACE_SECONDS', 24 * 3600),
    webhookBatchWindowMs: ms(env, 'WEBHOOK_BATCH_WINDOW_MS', 10),
    webhookVacuumEvery: int(env, 'WEBHOOK_VACUUM_EVERY', 500),
    maxBulkSize: int(env, 'MAX_BULK_SIZE', 10_000, 1),
    maxFilterValues: int(env, 'MAX_FILTER_VALUES', 1000, 1),
    dbTransactionAttempts: int(env, 'DB_TRANSACTION_ATTEMPTS', 3, 1),
    idempotencyTtlSeconds: int(env, 'IDEMPOTENCY_TTL_SECONDS', 24 * 3600, 1),
    dbConnectTimeoutMs: ms(env, 'DB_CONNECT_TIMEOUT_MS', 5000, 100),
    dbStatementTimeoutMs: ms(env, 'DB_STATEMENT_TIMEOUT_MS', 30_000),
    dbLockTimeoutMs: ms(env, 'DB_LOCK_TIMEOUT_MS', 10_000),
    dbRegexTimeoutMs: ms(env, 'DB_REGEX_TIMEOUT_MS', 2000),
    exportBatchSize: int(env, 'EXPORT_BATCH_SIZE', 1000, 1),
    exportStallTimeoutMs: ms(env, 'EXPORT_STALL_TIMEOUT_MS', 30_000, 100),
    strictFiltering: bool(env, 'STRICT_FILTERING', false),
    allowedHosts: allowedHosts(env, host),
    graphqlMaxDepth: int(env, 'GRAPHQL_MAX_DEPTH', 10, 1),
    graphqlMaxCost: int(env, 'GRAPHQL_MAX_COST', 50_000, 1),
    graphqlMaxAliases: int(env, 'GRAPHQL_MAX_ALIASES', 10, 0),
    graphqlMaxRows: int(env, 'GRAPHQL_MAX_ROWS', 100_000, 1),
    localDataRoot: env.LOCAL_DATA_ROOT || undefined,
    dataSourceMaxFiles: int(env, 'DATA_SOURCE_MAX_FILES', 1000, 1),
    dataSourceMaxFileSize: int(env, 'DATA_SOURCE_MAX_FILE_SIZE', 1024 * 1024, 1),
    apiTokenPeppers: peppers(env),
    apiTokenDefaultVersion: tokenVersion(env),
  }
}

/** NetBox's validate_peppers(): integer ids 0–32767, string peppers of at least 50 characters. */
export function checkPeppers(given: Record<string, unknown>, name: string): Map<number, string> {
  const out = new Map<number, string>()
  for (const [k, v] of Object.entries(given)) {
    const id = Number(k)
    if (!/^\d+$/.test(k) || !Number.isInteger(id)) throw new ConfigError(`Invalid ${name} key: ${k}. All keys must be integers.`)
    if (id > 32767) throw new ConfigError(`Invalid ${name} key: ${k}. Key values must be between 0 and 32767, inclusive.`)
    if (typeof v !== 'string') throw new ConfigError(`Invalid pepper ${k}: Pepper value must be a string.`)
    if (v.length < 50) throw new ConfigError(`Invalid pepper ${k}: Pepper must be at least 50 characters in length.`)
    out.set(id, v)
  }
  return out
}

function peppers(env: NodeJS.ProcessEnv): Map<number, string> {
  const json = env.API_TOKEN_PEPPERS?.trim()
  if (json) {
    let given: unknown
    try {
      given = JSON.parse(json)
    } catch {
      throw new ConfigError('API_TOKEN_PEPPERS must be a JSON object such as {"1": "<at least 50 characters>"}')
    }
    if (!given || typeof given !== 'object' || Array.isArray(given)) throw new ConfigError('API_TOKEN_PEPPERS must be a JSON object such as {"1": "<at least 50 characters>"}')
    return checkPeppers(given as Record<string, unknown>, 'API_TOKEN_PEPPERS')
  }
  if (env.API_TOKEN_PEPPER) return checkPeppers({ 1: env.API_TOKEN_PEPPER }, 'API_TOKEN_PEPPER')
  return new Map()
}

function tokenVersion(env: NodeJS.ProcessEnv): 1 | 2 {
  const v = env.API_TOKEN_DEFAULT_VERSION?.trim() || '1'
  if (v !== '1' && v !== '2') throw new ConfigError(`API_TOKEN_DEFAULT_VERSION must be 1 or 2, not '${v}'`)
  return v === '2' ? 2 : 1
}
