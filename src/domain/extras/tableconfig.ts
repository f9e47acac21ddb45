// A table config's object type must name a model that exists ("Invalid content type", as NetBox's
// ContentTypeField says).
import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'
import { allModels } from '../../engine/models.js'

export function beforeSave(input: SaveInput): FieldErrors | undefined {
  const type = input.values.get('object_type') as string | undefined
  if (type === undefined) return undefined
  if (!/^[^.]+\.[^.]+$/.test(type)) return { object_type: ["Invalid value. Specify a content type as '<app_label>.<model_name>'."] }
  if (!allModels().some((m) => m.key === type)) return { object_type: [`Invalid content type: ${type}`] }
  return undefined
}
