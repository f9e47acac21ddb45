import { f, intChoices, model, predicate } from '../../codegen/dsl.js'

// NetBox 4.5+: v1 keys (`Token <40 hex>`) and v2 tokens (`Bearer nbt_<key>.<token>`, the secret kept
// only as an HMAC under a server pepper). See src/auth/keys.ts.
export const TokenVersion = intChoices([
  [1, 'v1'],
  [2, 'v2'],
])

export const token = model({
  app: 'users',
  name: 'token',
  path: 'tokens',
  className: 'Token',
  fields: {
    // Chosen on create (default API_TOKEN_DEFAULT_VERSION); fixed for life.
    version: f.choice(TokenVersion, { default: 1, plain: true }),
    // Defaults to the requesting user when omitted (src/domain/users/token.ts).
    user: f.fk('users.user', { nullable: false, onDelete: 'cascade' }),
    expires: f.datetime({ nullable: true }),
    last_used: f.datetime({ readOnly: true, nullable: true }),
    // The last-use time is served as `last_used` (NetBox's name) and as `last_updated` too, from one column.
    last_updated: f.datetime({ readOnly: true, nullable: true, column: 'last_used', filter: false }),
    // v1: the 40-hex secret, shown only on create. v2: the 12-character public identifier, always shown.
    key: f.tokenKey({ unique: true, filter: false }),
    enabled: f.boolean({ default: true, help: 'Disable to temporarily revoke this token without deleting it.' }),
    write_enabled: f.boolean({ default: true, help: 'Permit create/update/delete operations using this key' }),
    description: f.string({ max: 200 }),
    // v2: which of API_TOKEN_PEPPERS the secret's digest was made with (a token under a pepper no longer configured is refused).
    pepper_id: f.integer({ readOnly: true, nullable: true, help: 'ID of the cryptographic pepper used to hash the token (v2 only)' }),
    allowed_ips: f.ipNetworkList({ default: [], filter: false }),
  },
  brief: ['version', 'enabled', 'write_enabled', 'description'],
  display: '{key}',
  ordering: ['-created', '-id'],
  search: ['user.username', 'description'],
  tags: false,
  customFields: false,
  changeLogged: false, // NetBox records no changes of users, groups, permissions or tokens
  created: 'datetime',
  lastUpdated: false,
  filters: {
    expires_after: false, // NetBox has expires, expires__gte/__lte, not these ranges
    expires_before: false,
    last_used_after: false,
    last_used_before: false,
    key: predicate('tokenKey'), // through the key's digest, never the stored hint
  },
})
