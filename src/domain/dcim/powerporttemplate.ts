// NetBox's PowerPortTemplate.clean(): the allocated draw within the maximum draw.
import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'
import { current } from '../current.js'
import { modularTemplateRules } from './_templates.js'

export function beforeSave(input: SaveInput): FieldErrors | void {
  const base = modularTemplateRules(input)
  if (base) return base
  const maximum = current<number>(input, 'maximum_draw')
  const allocated = current<number>(input, 'allocated_draw')
  if (maximum !== null && allocated !== null && Number(allocated) > Number(maximum))
    return { allocated_draw: [`Allocated draw cannot exceed the maximum draw (${maximum}W).`] }
}
