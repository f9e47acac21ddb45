import { f, model, predicate } from '../../codegen/dsl.js'

export const token = model({
  app: 'users',
  name: 'token',
  path: 'tokens',
  className: 'Token',
  fields: {
    // Defaults to the requesting user when omitted (src/domain/users/token.ts).
    user: f.fk('users.user', { nullable: false, onDelete: 'cascade' }),
    expires: f.datetime({ nullable: true }),
    last_used: f.datetime({ readOnly: true, nullable: true }),
    // The last-use time is served as `last_used` (NetBox's name) and as `last_updated` too, from one column.
    last_updated: f.datetime({ readOnly: true, nullable: true, column: 'last_used', filter: false }),
    key: f.tokenKey({ unique: true, filter: false }),
    write_enabled: f.boolean({ default: true, help: 'Permit create/update/delete operations using this key' }),
    description: f.string({ max: 200 }),
    allowed_ips: f.ipNetworkList({ default: [], filter: false }),
  },
  brief: ['write_enabled', 'description'],
  display: '{key}',
  ordering: ['-created', '-id'],
  search: ['description'],
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
