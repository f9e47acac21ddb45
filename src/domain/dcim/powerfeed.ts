// NetBox's PowerFeed.clean(): an AC feed has a positive voltage.
import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'
import { current } from '../current.js'

export function beforeSave(input: SaveInput): FieldErrors | void {
  const voltage = current<number>(input, 'voltage') ?? 120
  const supply = current<string>(input, 'supply') ?? 'ac'
  if (voltage < 0 && supply === 'ac') return { voltage: ['Voltage cannot be negative for AC supply'] }
}
