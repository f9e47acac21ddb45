// The request logger: pino, with every place a credential can appear redacted — the Authorization
// and Cookie request headers, Set-Cookie on responses, and password/secret/key/token fields of any
// object logged (a request body in an error, a webhook in a warning).
import type { FastifyInstance } from 'fastify'
import type { Config } from '../config.js'

const SECRET_FIELDS = ['password', 'secret', 'key', 'token', 'csrf_token', 'secret_key']

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrftoken"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`, `req.body.${f}`]),
]

export function loggerOptions(config: Pick<Config, 'logLevel'>, stream?: NodeJS.WritableStream): object {
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    ...(stream ? { stream } : {}),
  }
}

type LogFn = (...args: unknown[]) => void
interface ChildLike {
  [method: string]: unknown
  child(bindings: object, opts?: object): ChildLike
}
const METHODS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

/**
 * The per-request logger, made only when something is logged: fastify gives every request a pino
 * child bound to its request id, which costs an allocation and pino's bindings work per request
 * although almost every request logs nothing. The lazy child makes the same child (same request
 * id, same options) the first time a method is called.
 */
class LazyChild {
  private real?: ChildLike
  constructor(
    private readonly parent: ChildLike,
    private readonly bindings: object,
    private readonly opts: object,
  ) {}

  get(): ChildLike {
    return (this.real ??= this.parent.child(this.bindings, this.opts))
  }

  get level(): unknown {
    return this.real ? this.real.level : this.parent.level
  }

  set level(value: unknown) {
    this.get().level = value
  }

  child(bindings: object, opts?: object): ChildLike {
    return this.get().child(bindings, opts)
  }

  isLevelEnabled(level: string): boolean {
    return (this.get().isLevelEnabled as (l: string) => boolean)(level)
  }
}
for (const m of METHODS)
  Object.defineProperty(LazyChild.prototype, m, {
    value(this: LazyChild, ...args: unknown[]) {
      const real = this.get()
      return (real[m] as LogFn).apply(real, args)
    },
  })

export function lazyChildLogger(logger: unknown, bindings: object, opts: object): never {
  return new LazyChild(logger as ChildLike, bindings, opts) as never
}

/**
 * Without LOG_REQUESTS, a request leaves a line only when it failed on our side (5xx, at error) or
 * took longer than LOG_SLOW_REQUEST_MS (at warn): method, URL, status, time and its request id.
 */
export function installRequestLogging(app: FastifyInstance, config: Pick<Config, 'logRequests' | 'logSlowRequestMs'>): void {
  if (config.logRequests) return // fastify's own lines, every request
  const slowMs = config.logSlowRequestMs
  app.addHook('onResponse', (req, reply, done) => {
    const status = reply.statusCode
    if (status >= 500) req.log.error({ req, res: reply, responseTime: reply.elapsedTime }, 'request failed')
    else if (slowMs > 0) {
      const ms = reply.elapsedTime
      if (ms > slowMs) req.log.warn({ req, res: reply, responseTime: ms }, 'slow request')
    }
    done()
  })
}
