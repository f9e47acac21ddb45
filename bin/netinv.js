#!/usr/bin/env node
// Runs the CLI from the compiled tree of the current sources (scripts/build.mjs: built on first
// use after a change, in under a second), so there is still no build step between a clone and a
// server. NETINV_TSX=1 runs the TypeScript sources through tsx instead, as does a failed build.
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

async function tree() {
  if (process.env.NETINV_TSX === '1') return undefined
  try {
    const { compiledTree } = await import('../scripts/build.mjs')
    return await compiledTree()
  } catch (e) {
    // A read-only node_modules, say: the sources still run, through tsx.
    console.error(`netinv: could not compile the sources (${e instanceof Error ? e.message : String(e)}); running them through tsx`)
    return undefined
  }
}

const dir = await tree()
if (dir) await import(pathToFileURL(join(dir, 'src', 'cli', 'main.js')).href)
else {
  const { register } = await import('tsx/esm/api')
  register()
  await import('../src/cli/main.ts')
}
