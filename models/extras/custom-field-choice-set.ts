import { choices, f, model, predicate } from '../../codegen/dsl.js'

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
    // NetBox's choices_count: the base choices (src/domain/extras/base-choices/: IATA 9765,
    // ISO 3166 249, UN/LOCODE none in 4.4) plus the extra choices.
    choices_count: f.integer({
      readOnly: true,
      filter: false,
      generated:
        "CASE jsonb_typeof({extra_choices}) WHEN 'array' THEN jsonb_array_length({extra_choices}) ELSE 0 END + " +
        "CASE {base_choices} WHEN 'IATA' THEN 9765 WHEN 'ISO_3166' THEN 249 ELSE 0 END",
    }),
  },
  brief: ['name', 'description', 'choices_count'],
  display: '{name}',
  ordering: ['name'],
  search: ['name', 'description'],
  customFields: false,
  // NetBox does not tag custom fields or choice sets.
  tags: false,
  filters: {
    choice: predicate('arrayOverlap', 'extra_choices'),
  },
})
