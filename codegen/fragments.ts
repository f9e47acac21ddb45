// Field groups several model files share (NetBox's abstract models). Model files spread them into
// their `fields`; each call returns fresh objects.
import { f } from './dsl.js'

/** Every object a cable can end on. */
export const CABLE_TERMINATION_TARGETS = [
  'circuits.circuittermination',
  'dcim.consoleport',
  'dcim.consoleserverport',
  'dcim.frontport',
  'dcim.interface',
  'dcim.poweroutlet',
  'dcim.powerfeed',
  'dcim.powerport',
  'dcim.rearport',
]

/** NetBox's CabledObjectModel: the cable fields written by the cable, read-only here. */
export function cabled() {
  return {
    mark_connected: f.boolean({ default: false, help: 'Treat as if a cable is connected' }),
    cable: f.fk('dcim.cable', { onDelete: 'set_null', readOnly: true }),
    cable_end: f.string({ max: 1, readOnly: true }),
    link_peers: f.peers({ through: 'dcim.cabletermination', link: 'cable', end: 'cable_end', generic: 'termination' }),
  }
}

/** `_occupied`: a cable is attached, or the object is marked connected. Last in the representation. */
export function occupied() {
  return { _occupied: f.boolean({ generated: '{cable_id} IS NOT NULL OR {mark_connected}', label: 'Occupied' }) }
}

/** NetBox's ComponentModel head: device (deleted with it), module, name, label. */
export function component(nameMax = 64) {
  return {
    device: f.fk('dcim.device', { required: true, onDelete: 'cascade' }),
    module: f.fk('dcim.module', {
      onDelete: 'cascade',
      sameAs: { field: 'device', message: 'The module ({value}) belongs to a different device ({other}).' },
    }),
    name: f.string({ max: nameMax, required: true }),
    label: f.string({ max: 64, help: 'Physical label' }),
  }
}

