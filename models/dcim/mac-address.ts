import { f, model } from '../../codegen/dsl.js'

export const macAddress = model({
  app: 'dcim',
  name: 'macaddress',
  path: 'mac-addresses',
  className: 'MACAddress',
  verbose: 'MAC address',
  verbosePlural: 'MAC addresses',
  fields: {
    mac_address: f.string({ max: 17, required: true, label: 'MAC address', example: '00:1A:2B:3C:4D:5E' }),
    assigned_object: f.generic(['dcim.interface', 'virtualization.vminterface']),
    description: f.string({ max: 200 }),
    comments: f.text(),
  },
  brief: ['mac_address', 'description'],
  display: '{mac_address}',
  ordering: ['mac_address', 'id'],
  search: ['mac_address', 'description', 'comments'],
})
