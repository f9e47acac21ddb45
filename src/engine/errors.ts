// Errors the engine raises on purpose. Each carries the HTTP status and the NetBox-shaped body;
// anything else that escapes is a bug, logged with its stack and answered with a bare 500.
import type { ModelDef } from '../registry/types.js'

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body === 'object' && body && 'detail' in body ? String((body as { detail: unknown }).detail) : `HTTP ${status}`)
  }
}

/** Field → messages, as DRF reports validation errors. */
export type FieldErrors = Record<string, unknown>

export class ValidationError extends ApiError {
  constructor(body: FieldErrors | FieldErrors[] | string[]) {
    super(400, body)
  }
}

export const notFound = (m: Pick<ModelDef, 'className'>) => new ApiError(404, { detail: `No ${m.className} matches the given query.` })
export const permissionDenied = (detail = 'You do not have permission to perform this action.') => new ApiError(403, { detail })
export const notAuthenticated = () => new ApiError(403, { detail: 'Authentication credentials were not provided.' })
export const methodNotAllowed = (method: string) => new ApiError(405, { detail: `Method "${method}" not allowed.` })
export const conflict = (detail: string) => new ApiError(409, { detail })

export function fieldError(field: string, message: string): ValidationError {
  return new ValidationError({ [field]: [message] })
}
