import { choices, f, model, refuse } from '../../codegen/dsl.js'

export const WebhookHttpMethod = choices({ GET: 'GET', POST: 'POST', PUT: 'PUT', PATCH: 'PATCH', DELETE: 'DELETE' })

export const webhook = model({
  app: 'extras',
  name: 'webhook',
  path: 'webhooks',
  className: 'Webhook',
  fields: {
    name: f.string({ max: 150, required: true, unique: true }),
    description: f.string({ max: 200 }),
    payload_url: f.string({
      max: 500,
      required: true,
      example: 'http://127.0.0.1:9000/',
      help: 'This URL will be called using the HTTP method defined when the webhook is called. Jinja2 template processing is supported with the same context as the request body.',
    }),
    http_method: f.choice(WebhookHttpMethod, { default: 'POST', plain: true }),
    http_content_type: f.string({ max: 100, default: 'application/json' }),
    additional_headers: f.text({ help: 'User-supplied HTTP headers, one "Name: Value" per line. Jinja2 template processing is supported.' }),
    body_template: f.text({ help: 'Jinja2 template for a custom request body. If blank, a JSON object representing the change will be included.' }),
    // Write-only: a signing secret is never shown again after it is set (NetBox returns it; we do not).
    secret: f.string({ max: 255, writeOnly: true, help: 'The X-Hook-Signature header is the HMAC-SHA512 hex digest of the body, keyed with this secret.' }),
    // The secret before the last change of `secret`, still signing (Standard Webhooks rotation) until
    // WEBHOOK_SECRET_GRACE_SECONDS after `secret_rotated`. Neither is shown nor writable: the
    // domain rule src/domain/extras/webhook.ts keeps them.
    previous_secret: f.string({ max: 255, readOnly: true, writeOnly: true }),
    secret_rotated: f.datetime({ nullable: true, readOnly: true, writeOnly: true }),
    ssl_verification: f.boolean({ default: true }),
    ca_file_path: f.string({ max: 4096, nullable: true }),
  },
  brief: ['name', 'description'],
  display: '{name}',
  ordering: ['name'],
  search: ['name', 'description', 'payload_url'],
  filters: {
    secret: refuse('Webhooks cannot be filtered by their secret: it is write-only here.'),
    additional_headers: false, // NetBox has no such filter
    body_template: false, // NetBox has no such filter
  },
})
