// The one shape of every error body, as the OpenAPI document's `Error` component: DRF's
// `{"detail": "..."}`, a field → messages object (validation), or a list of those (bulk writes,
// one per item). Clients (and the hardening fuzzer) validate error responses against it.
export const ERROR_SCHEMA = {
  $id: 'Error',
  title: 'Error',
  description: 'An error: {"detail": message}, field errors {field: [messages]}, or one such object per item of a bulk request.',
  oneOf: [
    {
      type: 'object',
      minProperties: 1,
      properties: { detail: { type: 'string' } },
      additionalProperties: { oneOf: [{ type: 'array' }, { type: 'object' }, { type: 'string' }] },
    },
    { type: 'array', minItems: 1, items: { type: 'object', additionalProperties: { oneOf: [{ type: 'array' }, { type: 'object' }, { type: 'string' }] } } },
  ],
} as const
