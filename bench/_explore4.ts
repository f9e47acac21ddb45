import { writeFileSync } from 'node:fs'
import { compiledSelect } from '../src/engine/select.js'
import { getModel } from '../src/engine/models.js'
const m = getModel('dcim.device')
writeFileSync('/tmp/devq.sql', compiledSelect(m, { brief: false, configContext: true }).sql + ' ORDER BY t."name", t.id LIMIT $1')
