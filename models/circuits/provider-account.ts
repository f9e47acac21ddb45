import { f, model } from '../../codegen/dsl.js'
import { contactFilters } from '../../codegen/fragments.js'

export const providerAccount = model({
  app: 'circuits',
  name: 'provideraccount',
  path: 'provider-accounts',
  className: 'ProviderAccount',
  verbose: 'provider account',
  fields: {
    provider: f.fk('circuits.provider', { required: true, onDelete: 'protect' }),
    name: f.string({ max: 100 }),
    account: f.string({ max: 100, required: true, label: 'Account ID' }),
    description: f.string({ max: 200 }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (q searches them)
  },
  unique: [['provider', 'account']],
  brief: ['name', 'account', 'description'],
  display: ['{account} ({name})', '{account}'],
  ordering: ['provider', 'account', 'id'],
  search: ['name', 'description', 'account', 'comments'],
  // `?provider_account=` on circuits names accounts by their account ID, as NetBox's.
  lookupBy: 'account',
  filters: {
    ...contactFilters(),
  },
})
