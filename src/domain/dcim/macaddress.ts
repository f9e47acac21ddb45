// A MAC address is stored in NetBox's form: six upper-case hex octets joined by colons.
import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'

export function normaliseMac(raw: string): string | undefined {
  const hex = raw.trim().replace(/[-:.]/g, '')
  if (!/^[0-9a-fA-F]{12}$/.test(hex) || !/^[0-9a-fA-F]{1,4}([-:.][0-9a-fA-F]{1,4})*$/.test(raw.trim())) return undefined
  return hex.toUpperCase().match(/../g)!.join(':')
}

export function beforeSave(input: SaveInput): FieldErrors | void {
  if (!input.values.has('mac_address')) return
  const raw = input.values.get('mac_address') as string
  const mac = normaliseMac(raw)
  if (!mac) return { mac_address: [`Invalid MAC address format: ${raw}`] }
  input.values.set('mac_address', mac)
}
