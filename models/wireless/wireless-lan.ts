import { anyOf, f, model, path } from '../../codegen/dsl.js'
import { scopeFilters, tenancyFilters } from '../../codegen/fragments.js'
import { WirelessAuthCipher, WirelessAuthType, WirelessLANStatus } from './_choices.js'

export const wirelessLan = model({
  app: 'wireless',
  name: 'wirelesslan',
  path: 'wireless-lans',
  className: 'WirelessLAN',
  verbose: 'wireless LAN',
  fields: {
    ssid: f.string({ max: 32, required: true, label: 'SSID' }),
    group: f.fk('wireless.wirelesslangroup', { onDelete: 'set_null' }),
    status: f.choice(WirelessLANStatus, { default: 'active' }),
    vlan: f.fk('ipam.vlan', { lookupBy: false, onDelete: 'protect', label: 'VLAN' }),
    scope: f.generic(['dcim.region', 'dcim.sitegroup', 'dcim.site', 'dcim.location']),
    tenant: f.fk('tenancy.tenant', { onDelete: 'protect' }),
    auth_type: f.choice(WirelessAuthType, { nullable: true, label: 'Authentication type' }),
    auth_cipher: f.choice(WirelessAuthCipher, { nullable: true, label: 'Authentication cipher' }),
    auth_psk: f.string({ max: 64, label: 'Pre-shared key' }),
    description: f.string({ max: 200 }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (nor does q search them)
  },
  brief: ['ssid', 'description'],
  display: '{ssid}',
  ordering: ['ssid', 'id'],
  search: ['ssid', 'description'],
  filters: {
    ...scopeFilters(),
    site_id: anyOf([path('scope<dcim.site>'), path('scope<dcim.location>.site')], { lookups: true }),
    site: anyOf([path('scope<dcim.site>', { by: 'slug' }), path('scope<dcim.location>.site', { by: 'slug' })], { lookups: true }),
    interface_id: path('<dcim.interface.wireless_lans>'),
    ...tenancyFilters(),
    group_id: path('group', { tree: true }),
    group: path('group', { by: 'slug', tree: true }),
  },
})
