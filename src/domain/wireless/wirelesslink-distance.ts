// NetBox's DistanceMixin, as on circuits.
export { beforeSave } from '../circuits/circuit-distance.js'
