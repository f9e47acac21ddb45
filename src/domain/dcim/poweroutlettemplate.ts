// NetBox's PowerOutletTemplate.clean(): the power port template is of the same device or module type.
import type { Queryable } from '../../db/types.js'
import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'
import { modularTemplateRules, sameParent } from './_templates.js'

export async function beforeSave(input: SaveInput, db: Queryable): Promise<FieldErrors | void> {
  return (
    modularTemplateRules(input) ??
    (await sameParent(
      input,
      db,
      'power_port',
      'dcim_powerporttemplate',
      (name, parent) => `Parent power port (${name}) must belong to the same ${parent}`,
      'non_field_errors',
    ))
  )
}
