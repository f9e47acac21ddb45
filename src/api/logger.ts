// The request logger: pino, with every place a credential can appear redacted — the Authorization
// and Cookie request headers, Set-Cookie on responses, and password/secret/key/token fields of any
// object logged (a request body in an error, a webhook in a warning).
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
