import { choices, f, model } from '../../codegen/dsl.js'

export const customFieldChoiceSet = model({
  app: 'extras',
  name: 'customfieldchoiceset',
  path: 'custom-field-choice-sets',
  webPath: 'custom-field-choices',
  className: 'CustomFieldChoiceSet',
  verbose: 'custom field choice set',
  fields: {
    name: f.string({ max: 100, required: true, unique: true }),
    description: f.string({ max: 200 }),
    base_choices: f.choice(choices({ IATA: 'IATA (Airport codes)', ISO_3166: 'ISO 3166 (Country codes)', UN_LOCODE: 'UN/LOCODE (Location codes)' }), {
      nullable: true,
      help: 'Base set of predefined choices (optional)',
    }),
    extra_choices: f.json({
      nullable: true,
      example: [['a', 'A'], ['b', 'B']],
      help: 'List of [value, label] pairs',
    }),
    order_alphabetically: f.boolean({ default: false, help: 'Choices are automatically ordered alphabetically' }),
  },
  brief: ['name', 'description'],
  display: '{name}',
  ordering: ['name'],
  search: ['name', 'description'],
  customFields: false,
  // NetBox does not tag custom fields or choice sets.
  tags: false,
})
