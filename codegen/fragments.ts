// Field groups several model files share (NetBox's abstract models). Model files spread them into
// their `fields`; each call returns fresh objects.
import { choices, f } from './dsl.js'

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

export const ConsolePortType = choices({
  'de-9': 'DE-9',
  'db-25': 'DB-25',
  'rj-11': 'RJ-11',
  'rj-12': 'RJ-12',
  'rj-45': 'RJ-45',
  'mini-din-8': 'Mini-DIN 8',
  'usb-a': 'USB Type A',
  'usb-b': 'USB Type B',
  'usb-c': 'USB Type C',
  'usb-mini-a': 'USB Mini A',
  'usb-mini-b': 'USB Mini B',
  'usb-micro-a': 'USB Micro A',
  'usb-micro-b': 'USB Micro B',
  'usb-micro-ab': 'USB Micro AB',
  other: 'Other',
})

export const ConsolePortSpeed = [1200, 2400, 4800, 9600, 19200, 38400, 57600, 115200].map((v) => ({ value: v, label: `${v} bps` }))

export const PortType = choices({
  '8p8c': '8P8C',
  '8p6c': '8P6C',
  '8p4c': '8P4C',
  '8p2c': '8P2C',
  '6p6c': '6P6C',
  '6p4c': '6P4C',
  '6p2c': '6P2C',
  '4p4c': '4P4C',
  '4p2c': '4P2C',
  gg45: 'GG45',
  'tera-4p': 'TERA 4P',
  'tera-2p': 'TERA 2P',
  'tera-1p': 'TERA 1P',
  '110-punch': '110 Punch',
  bnc: 'BNC',
  f: 'F Connector',
  n: 'N Connector',
  mrj21: 'MRJ21',
  fc: 'FC',
  'fc-pc': 'FC/PC',
  'fc-upc': 'FC/UPC',
  'fc-apc': 'FC/APC',
  lc: 'LC',
  'lc-pc': 'LC/PC',
  'lc-upc': 'LC/UPC',
  'lc-apc': 'LC/APC',
  lsh: 'LSH',
  'lsh-pc': 'LSH/PC',
  'lsh-upc': 'LSH/UPC',
  'lsh-apc': 'LSH/APC',
  lx5: 'LX.5',
  'lx5-pc': 'LX.5/PC',
  'lx5-upc': 'LX.5/UPC',
  'lx5-apc': 'LX.5/APC',
  'mpo': 'MPO',
  mtrj: 'MTRJ',
  sc: 'SC',
  'sc-pc': 'SC/PC',
  'sc-upc': 'SC/UPC',
  'sc-apc': 'SC/APC',
  st: 'ST',
  cs: 'CS',
  sn: 'SN',
  'sma-905': 'SMA 905',
  'sma-906': 'SMA 906',
  urm_p2: 'URM-P2',
  urm_p4: 'URM-P4',
  urm_p8: 'URM-P8',
  splice: 'Splice',
  usb: 'USB',
  other: 'Other',
})
