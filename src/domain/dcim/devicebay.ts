// NetBox's DeviceBay.clean(): a device cannot be installed in itself.
import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'
import { current } from '../current.js'

export function beforeSave(input: SaveInput): FieldErrors | void {
  const installed = current<number | null>(input, 'installed_device', 'installed_device_id')
  const device = current<number>(input, 'device', 'device_id')
  if (installed && device && Number(installed) === Number(device)) return { installed_device: ['Cannot install a device into itself.'] }
}
