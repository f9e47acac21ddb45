import { f, model } from '../../codegen/dsl.js'
import { tenancyFilters } from '../../codegen/fragments.js'
import { DistanceUnit } from '../circuits/circuit.js'
import { LinkStatus } from '../dcim/cable.js'
import { WirelessAuthCipher, WirelessAuthType } from './_choices.js'

// Rules (wireless interfaces only; the interfaces' wireless_link): src/domain/wireless/wirelesslink.ts.
export const wirelessLink = model({
  app: 'wireless',
  name: 'wirelesslink',
  path: 'wireless-links',
  className: 'WirelessLink',
  verbose: 'wireless link',
  fields: {
    // The examples: generated bodies link two new (wireless) interfaces.
    interface_a: f.fk('dcim.interface', { lookupBy: false, required: true, onDelete: 'protect', label: 'Interface A', example: {} }),
    interface_b: f.fk('dcim.interface', { lookupBy: false, required: true, onDelete: 'protect', label: 'Interface B', example: {} }),
    ssid: f.string({ max: 32, label: 'SSID' }),
    status: f.choice(LinkStatus, { default: 'connected' }),
    tenant: f.fk('tenancy.tenant', { onDelete: 'protect' }),
    auth_type: f.choice(WirelessAuthType, { nullable: true, label: 'Authentication type' }),
    auth_cipher: f.choice(WirelessAuthCipher, { nullable: true, label: 'Authentication cipher' }),
    auth_psk: f.string({ max: 64, label: 'Pre-shared key' }),
    distance: f.decimal({ digits: 8, places: 2, min: 0, nullable: true }),
    distance_unit: f.choice(DistanceUnit, { nullable: true }),
    description: f.string({ max: 200 }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (nor does q search them)
  },
  unique: [['interface_a', 'interface_b']],
  brief: ['ssid', 'description'],
  display: ['{ssid}', '#{id}'],
  ordering: ['id'],
  search: ['ssid', 'description'],
  filters: {
    ...tenancyFilters(),
  },
})
