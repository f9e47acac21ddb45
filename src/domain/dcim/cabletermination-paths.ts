// NetBox's nullify_connected_endpoints (post_delete of CableTermination, dcim/signals.py): a cable
// end removed with its object (an interface, a device with its components) retraces the paths through it.
export { afterDelete } from './cable-paths.js'
