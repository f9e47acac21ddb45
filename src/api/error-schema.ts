// The shapes of every error body, as OpenAPI components: DRF's `{"detail": "..."}`, a field →
// messages object (validation), a list of those (bulk writes, one per item), or a bare list of
// messages (DRF's ValidationError raised with a message, as NetBox's paginator does). anyOf, not oneOf:
// `{"detail": "..."}` is also a well-formed field → message object. Clients (and the
// hardening fuzzer) validate error responses against `ErrorResponse`; it is not called `Error`, which
// generated TypeScript would declare over JavaScript's own.
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })

export const ERROR_COMPONENT = 'ErrorResponse'

export const ERROR_SCHEMAS = {
  [ERROR_COMPONENT]: {
    description:
      'An error: `{"detail": message}`, the fields refused with their messages, one such object per item of a bulk request, or a list of messages (DRF\'s non-field error, e.g. NetBox 4.6\'s paging errors).',
    anyOf: [ref('ErrorDetail'), ref('FieldErrors'), { type: 'array', items: ref('FieldErrors') }, { type: 'array', items: { type: 'string' } }],
  },
  ErrorDetail: {
    type: 'object',
    properties: { detail: { type: 'string' } },
    required: ['detail'],
  },
  FieldErrors: {
    type: 'object',
    description: 'Each field that was refused with its messages (`{"name": ["This field is required."]}`); `{}` for a bulk item without errors.',
    additionalProperties: ref('ErrorMessages'),
  },
  ErrorMessages: {
    description: "A field's messages: a list (of strings, or of one FieldErrors per item of a list field), nested errors by key, or one message.",
    anyOf: [{ type: 'array', items: {} }, ref('FieldErrors'), { type: 'string' }],
  },
} as const

const DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid request: the fields (or items) refused, with their messages.',
  403: 'Not authenticated, or not permitted.',
  404: 'No such object.',
  405: 'Method not allowed.',
  409: 'Conflict: the object is still referenced, or a concurrent change.',
  412: 'If-Match does not match the current version.',
  429: 'Too many attempts: retry after the Retry-After header.',
  503: 'Maintenance mode, or the database is unavailable.',
}

/** The declared error responses of an operation, each with the ErrorResponse body. */
export function errorResponses(codes: number[]): Record<number, object> {
  return Object.fromEntries(codes.map((c) => [c, { ...ref(ERROR_COMPONENT), description: DESCRIPTIONS[c] ?? 'Error.' }]))
}
