#!/usr/bin/env node
// Runs the CLI from the compiled tree of the current sources (scripts/build.mjs: built on first
// use after a change, in under a second), so there is still no build step between a clone and a
// server. NETINV_TSX=1 runs the TypeScript sources through tsx instead.
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

if (process.env.NETINV_TSX === '1') {
  const { register } = await import('tsx/esm/api')
  register()
  await import('../src/cli/main.ts')
} else {
  const { compiledTree } = await import('../scripts/build.mjs')
  await import(pathToFileURL(join(await compiledTree(), 'src', 'cli', 'main.js')).href)
}
