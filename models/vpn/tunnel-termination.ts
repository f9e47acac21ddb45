import { f, model, path } from '../../codegen/dsl.js'
import { TunnelTerminationRole } from './_choices.js'

// One tunnel per terminating object: src/domain/vpn/tunneltermination.ts (and the unique index).
export const tunnelTermination = model({
  app: 'vpn',
  name: 'tunneltermination',
  path: 'tunnel-terminations',
  changeRelated: 'tunnel', // NetBox's to_objectchange related object
  className: 'TunnelTermination',
  verbose: 'tunnel termination',
  fields: {
    tunnel: f.fk('vpn.tunnel', { required: true, onDelete: 'cascade' }),
    role: f.choice(TunnelTerminationRole, { default: 'peer' }),
    termination: f.generic(['dcim.interface', 'virtualization.vminterface'], { required: true, onDelete: 'cascade' }),
    outside_ip: f.fk('ipam.ipaddress', { lookupBy: false, onDelete: 'protect', label: 'Outside IP' }),
  },
  unique: [['termination']],
  brief: [],
  // NetBox: f'{self.tunnel}: Termination {self.pk}' (a change record's object_repr, written from the row alone, has the second form).
  display: ['{tunnel.name}: Termination {id}', 'Termination {id}'],
  ordering: ['tunnel', 'role', 'id'],
  filters: {
    interface_id: path('termination<dcim.interface>'),
    interface: path('termination<dcim.interface>.name'),
    vminterface_id: path('termination<virtualization.vminterface>'),
    vminterface: path('termination<virtualization.vminterface>.name'),
  },
})
