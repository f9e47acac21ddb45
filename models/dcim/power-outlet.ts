import { choices, f, model } from '../../codegen/dsl.js'
import { cabled, component, occupied } from '../../codegen/fragments.js'

export const PowerOutletType = choices({
  'iec-60320-c5': 'C5',
  'iec-60320-c7': 'C7',
  'iec-60320-c13': 'C13',
  'iec-60320-c15': 'C15',
  'iec-60320-c19': 'C19',
  'iec-60320-c21': 'C21',
  'iec-60309-p-n-e-4h': 'P+N+E 4H',
  'iec-60309-p-n-e-6h': 'P+N+E 6H',
  'iec-60309-3p-n-e-6h': '3P+N+E 6H',
  'nema-1-15r': 'NEMA 1-15R',
  'nema-5-15r': 'NEMA 5-15R',
  'nema-5-20r': 'NEMA 5-20R',
  'nema-5-30r': 'NEMA 5-30R',
  'nema-6-15r': 'NEMA 6-15R',
  'nema-6-20r': 'NEMA 6-20R',
  'nema-l5-15r': 'NEMA L5-15R',
  'nema-l5-20r': 'NEMA L5-20R',
  'nema-l5-30r': 'NEMA L5-30R',
  'nema-l6-20r': 'NEMA L6-20R',
  'nema-l6-30r': 'NEMA L6-30R',
  'nema-l21-30r': 'NEMA L21-30R',
  'cs6360c': 'CS6360C',
  'cs8164c': 'CS8164C',
  'ita-type-e': 'ITA Type E (CEE 7/5)',
  'ita-type-f': 'ITA Type F (CEE 7/3)',
  'ita-type-g': 'ITA Type G (BS 1363)',
  'usb-a': 'USB Type A',
  'usb-c': 'USB Type C',
  'dc-terminal': 'DC Terminal',
  'hardwired': 'Hardwired',
  other: 'Other',
})

export const FeedLeg = choices({ A: 'A', B: 'B', C: 'C' })

export const powerOutlet = model({
  app: 'dcim',
  name: 'poweroutlet',
  path: 'power-outlets',
  className: 'PowerOutlet',
  verbose: 'power outlet',
  fields: {
    ...component(),
    type: f.choice(PowerOutletType, { nullable: true, help: 'Physical port type' }),
    color: f.color(),
    power_port: f.fk('dcim.powerport', {
      onDelete: 'set_null',
      sameAs: { field: 'device', message: 'Parent power port ({value}) must belong to the same device' },
    }),
    feed_leg: f.choice(FeedLeg, { nullable: true, help: 'Phase (for three-phase feeds)' }),
    description: f.string({ max: 200 }),
    ...cabled(),
    ...occupied(),
  },
  unique: [['device', 'name']],
  brief: ['device', 'name', 'description', 'cable', '_occupied'],
  display: ['{name} ({label})', '{name}'],
  ordering: ['device', 'name', 'id'],
  search: ['name', 'label', 'description'],
})
