// NetBox's rules for a custom field definition: a safe name, object types that carry custom
// fields, the choice set or related type its type needs (and only then), validation options only
// where they apply, and a default that is itself a valid value.
import type { Queryable } from '../../db/types.js'
import { checkValue, type CustomFieldDef, type CustomFieldType } from '../../engine/custom-fields.js'
import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'
import { findModel } from '../../engine/models.js'
import { linearRegexErrors } from '../../regex/linear.js'

const COLUMNS: Record<string, string> = { choice_set: 'choice_set_id' }

export async function beforeSave(input: SaveInput, db: Queryable): Promise<FieldErrors | void> {
  const get = (name: string): unknown => (input.values.has(name) ? input.values.get(name) : input.existing?.[COLUMNS[name] ?? name])
  const errors: FieldErrors = {}
  const name = String(get('name') ?? '')
  if (!/^[a-z0-9_]+$/.test(name)) errors.name = ['Only lowercase alphanumeric characters and underscores are allowed.']
  else if (name.includes('__')) errors.name = ['Double underscores are not permitted in custom field names.']
  const objectTypes = (get('object_types') as string[] | undefined) ?? []
  const badType = objectTypes.find((t) => !findModel(t)?.customFields)
  if (badType !== undefined) errors.object_types = [`Invalid content type: ${badType}`]
  const type = (get('type') ?? 'text') as CustomFieldType
  const choiceSet = get('choice_set') as number | null | undefined
  if (type === 'select' || type === 'multiselect') {
    if (choiceSet === null || choiceSet === undefined) errors.choice_set = ['Selection fields must specify a set of choices.']
  } else if (choiceSet !== null && choiceSet !== undefined) errors.choice_set = ['Choices may be set only on selection fields.']
  const related = get('related_object_type') as string | null | undefined
  if (type === 'object' || type === 'multiobject') {
    if (!related) errors.related_object_type = ['Object fields must define an object type.']
    else if (!findModel(related)) errors.related_object_type = [`Invalid content type: ${related}`]
  } else if (related) errors.related_object_type = [`${type} fields may not define an object type.`]
  const numeric = type === 'integer' || type === 'decimal'
  const min = get('validation_minimum') as number | null | undefined
  const max = get('validation_maximum') as number | null | undefined
  if (!numeric && min !== null && min !== undefined) errors.validation_minimum = ['A minimum value may be set only for numeric fields']
  if (!numeric && max !== null && max !== undefined) errors.validation_maximum = ['A maximum value may be set only for numeric fields']
  if (numeric && min !== null && min !== undefined && max !== null && max !== undefined && min > max)
    errors.validation_maximum = ['The maximum value must not be less than the minimum.']
  const regex = String(get('validation_regex') ?? '')
  if (regex) {
    if (!['text', 'longtext', 'url'].includes(type)) errors.validation_regex = ['Regular expression validation is supported only for text and URL fields']
    else if (linearRegexErrors(regex).length) errors.validation_regex = linearRegexErrors(regex)
  }
  if (Object.keys(errors).length) return errors
  const dflt = get('default')
  if (dflt !== null && dflt !== undefined) {
    let choices: string[] | null = null
    if (choiceSet) {
      const [row] = await db.query<{ c: string | null }>('SELECT extra_choices::text AS c FROM extras_customfieldchoiceset WHERE id = $1', [choiceSet])
      const extra = row?.c ? (JSON.parse(row.c) as unknown[]) : []
      choices = extra.map((c) => String(Array.isArray(c) ? c[0] : c))
    }
    const def: CustomFieldDef = {
      id: 0,
      name,
      type,
      objectTypes,
      relatedObjectType: related ?? null,
      required: false,
      default: null,
      min: min ?? null,
      max: max ?? null,
      regex,
      choiceSet: null,
      choices,
      filterLogic: 'loose',
    }
    const r = checkValue(def, dflt)
    if (!r.ok) return { default: [`Invalid default value "${JSON.stringify(dflt)}": ${r.msg}`] }
  }
}
