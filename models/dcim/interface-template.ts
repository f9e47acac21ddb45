import { f, model } from '../../codegen/dsl.js'
import { MODULAR_TEMPLATE_OPTIONS, modularTemplate } from './_templates.js'
import { InterfaceType } from './_choices.js'
import { PoEMode, PoEType, WirelessRole } from './interface.js'
export const interfaceTemplate = model({
  app: 'dcim',
  name: 'interfacetemplate',
  path: 'interface-templates',
  changeRelated: ['device_type', 'module_type'], // NetBox's to_objectchange related object
  webPath: false, // NetBox's serializer has no display_url
  className: 'InterfaceTemplate',
  verbose: 'interface template',
  fields: {
    ...modularTemplate(),
    type: f.choice(InterfaceType, { required: true }),
    enabled: f.boolean({ default: true }),
    mgmt_only: f.boolean({ default: false, label: 'Management only' }),
    bridge: f.fk('dcim.interfacetemplate', { lookupBy: false, onDelete: 'set_null', label: 'Bridge interface' }),
    poe_mode: f.choice(PoEMode, { nullable: true, label: 'PoE mode' }),
    poe_type: f.choice(PoEType, { nullable: true, label: 'PoE type' }),
    rf_role: f.choice(WirelessRole, { nullable: true, label: 'Wireless role' }),
    description: f.string({ max: 200 }),
  },
  ...MODULAR_TEMPLATE_OPTIONS,
})
