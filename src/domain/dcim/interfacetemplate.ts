// NetBox's InterfaceTemplate.clean(): the bridge interface is of the same device or module type.
import type { Queryable } from '../../db/types.js'
import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'
import { modularTemplateRules, sameParent } from './_templates.js'

export async function beforeSave(input: SaveInput, db: Queryable): Promise<FieldErrors | void> {
  return (
    modularTemplateRules(input) ??
    (await sameParent(input, db, 'bridge', 'dcim_interfacetemplate', (name, parent) => `Bridge interface (${name}) must belong to the same ${parent}`, 'bridge'))
  )
}
