import { choices, f, model, objectType, objectTypeId } from '../../codegen/dsl.js'

export const CustomFieldType = choices({
  text: 'Text',
  longtext: 'Text (long)',
  integer: 'Integer',
  decimal: 'Decimal',
  boolean: 'Boolean (true/false)',
  date: 'Date',
  datetime: 'Date & time',
  url: 'URL',
  json: 'JSON',
  select: 'Selection',
  multiselect: 'Multiple selection',
  object: 'Object',
  multiobject: 'Multiple objects',
})

export const customField = model({
  app: 'extras',
  name: 'customfield',
  path: 'custom-fields',
  className: 'CustomField',
  verbose: 'custom field',
  fields: {
    object_types: f.stringList({ required: true, maxLength: 100, example: ['dcim.site'] }),
    type: f.choice(CustomFieldType, { default: 'text', example: 'integer', help: 'The type of data this custom field holds' }),
    related_object_type: f.string({ max: 100, nullable: true, example: null, help: 'The type of object this field maps to (object and multiobject)' }),
    // The JSON type of the field's values, as NetBox's serializer derives it from `type`.
    data_type: f.string({
      max: 50,
      filter: false,
      generated:
        "CASE {type} WHEN 'integer' THEN 'integer' WHEN 'decimal' THEN 'decimal' WHEN 'boolean' THEN 'boolean' " +
        "WHEN 'json' THEN 'object' WHEN 'object' THEN 'object' WHEN 'multiselect' THEN 'array' WHEN 'multiobject' THEN 'array' " +
        "ELSE 'string' END",
    }),
    // `{n}` is replaced by a counter in generated tests (names are unique).
    name: f.string({ max: 50, required: true, unique: true, example: 'cf_{n}', help: 'Internal field name' }),
    label: f.string({ max: 50, help: 'Name of the field as displayed to users' }),
    group_name: f.string({ max: 50, help: 'Custom fields within the same group will be displayed together' }),
    description: f.string({ max: 200 }),
    required: f.boolean({ default: false, help: 'This field is required when creating new objects or editing an existing object.' }),
    unique: f.boolean({ default: false, label: 'Must be unique' }),
    search_weight: f.integer({ min: 0, max: 32767, default: 1000 }),
    filter_logic: f.choice(choices({ disabled: 'Disabled', loose: 'Loose', exact: 'Exact' }), { default: 'loose' }),
    default: f.json({ nullable: true, example: 5, help: 'Default value for the field (must be a JSON value)' }),
    // Only for object fields (customfield-related-filter.ts).
    related_object_filter: f.json({
      nullable: true,
      example: null,
      help: 'Filter the object selection choices using a query_params dict (must be a JSON value).',
    }),
    weight: f.integer({ min: 0, max: 32767, default: 100, label: 'Display weight' }),
    validation_minimum: f.bigint({ nullable: true, example: 1, help: 'Minimum allowed value (for numeric fields)' }),
    validation_maximum: f.bigint({ nullable: true, example: 100, help: 'Maximum allowed value (for numeric fields)' }),
    validation_regex: f.string({ max: 500, example: '', help: 'Regular expression to enforce on text field values' }),
    // Only for selection fields: generated test bodies (an integer field) leave it unset.
    choice_set: f.fk('extras.customfieldchoiceset', { onDelete: 'protect', example: null }),
    ui_visible: f.choice(choices({ always: 'Always', 'if-set': 'If set', hidden: 'Hidden' }), { default: 'always', plain: true }),
    ui_editable: f.choice(choices({ yes: 'Yes', no: 'No', hidden: 'Hidden' }), { default: 'yes', plain: true }),
    is_cloneable: f.boolean({ default: false }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (q searches them)
  },
  brief: ['name', 'description'],
  display: ['{label}', '{name}'],
  ordering: ['group_name', 'weight', 'name'],
  search: ['name', 'label', 'group_name', 'description', 'comments'],
  customFields: false,
  // NetBox does not tag custom fields or choice sets.
  tags: false,
  filters: {
    object_type: objectType('object_types'),
    object_type_id: objectTypeId('object_types'),
    related_object_type_id: objectTypeId('related_object_type'),
  },
})
