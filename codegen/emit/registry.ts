import type { Registry } from '../../src/registry/types.js'
import { header } from './common.js'

export function emitRegistry(reg: Registry): string {
  return (
    header('models/**') +
    `import type { Registry } from '../registry/types.js'\n\n` +
    `export const registry: Registry = ${JSON.stringify(reg, null, 2)}\n`
  )
}
