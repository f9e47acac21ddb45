// Errors the engine and the operations layer raise on purpose, typed by what went wrong (not by
// transport): not found, conflict, validation, permission. Each carries the NetBox-shaped body;
// src/api/errors.ts maps the kinds to HTTP statuses. ApiError remains for errors that only exist at
// the HTTP edge (unsupported media type, throttling, a failed If-Match) and carries its own status.
// Anything else that escapes is a bug, logged with its stack and answered with a bare 500.
import type { ModelDef } from '../registry/types.js'

export type ErrorKind = 'validation' | 'unprocessable' | 'not-found' | 'conflict' | 'permission-denied' | 'not-authenticated' | 'unavailable' | 'method-not-allowed' | 'http'

export class OpError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body === 'object' && body && 'detail' in body ? String((body as { detail: unknown }).detail) : kind)
  }
}

/** An error with an explicit HTTP status, raised by the HTTP edge (and kept for the code that has one). */
export class ApiError extends OpError {
  constructor(
    readonly status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) {
    super('http', body, headers)
  }
}

/** Field → messages, as DRF reports validation errors. */
export type FieldErrors = Record<string, unknown>

export class ValidationError extends OpError {
  constructor(body: FieldErrors | FieldErrors[] | string[]) {
    super('validation', body)
  }
}

export class NotFoundError extends OpError {
  constructor(detail: string) {
    super('not-found', { detail })
  }
}

export class ConflictError extends OpError {
  constructor(detail: string) {
    super('conflict', { detail })
  }
}

export class PermissionDeniedError extends OpError {
  constructor(detail = 'You do not have permission to perform this action.', kind: 'permission-denied' | 'not-authenticated' = 'permission-denied') {
    super(kind, { detail })
  }
}

/** The service cannot take changes now (maintenance mode, database unreachable). */
export class UnavailableError extends OpError {
  constructor(detail: string, headers: Record<string, string> = {}) {
    super('unavailable', { detail }, headers)
  }
}

export const notFound = (m: Pick<ModelDef, 'className'>) => new NotFoundError(`No ${m.className} matches the given query.`)
export const permissionDenied = (detail?: string) => new PermissionDeniedError(detail)
export const notAuthenticated = () => new PermissionDeniedError('Authentication credentials were not provided.', 'not-authenticated')
export const methodNotAllowed = (method: string) => new OpError('method-not-allowed', { detail: `Method "${method}" not allowed.` })
export const conflict = (detail: string) => new ConflictError(detail)
export const maintenanceMode = () => new UnavailableError('The service is in maintenance mode: changes are not possible right now.')

export function fieldError(field: string, message: string): ValidationError {
  return new ValidationError({ [field]: [message] })
}
