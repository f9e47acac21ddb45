#!/usr/bin/env node
// Runs the TypeScript CLI through tsx, so there is no build step between a clone and a server.
import { register } from 'tsx/esm/api'

register()
await import('../src/cli/main.ts')
