// The operations layer: every read and write of the service's objects, for every caller.
export * from './context.js'
export * from './crud.js'
export * from './input.js'
export * from './run.js'
export * from './services.js'
export * from './allocate.js'
