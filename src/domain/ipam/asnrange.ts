import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'
import { current } from '../current.js'

/** An ASN range runs upwards. */
export function beforeSave(input: SaveInput): FieldErrors | undefined {
  const start = current<number>(input, 'start')
  const end = current<number>(input, 'end')
  if (start === null || end === null) return undefined
  if (Number(end) <= Number(start)) return { __all__: [`Starting ASN (${start}) must be lower than ending ASN (${end}).`] }
  return undefined
}
