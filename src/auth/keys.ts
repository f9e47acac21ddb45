// Token keys are never stored: only an HMAC-SHA256 digest keyed with SECRET_KEY (to find a token
// by the key a client sends) and the last six characters (to show which key it is).
import { createHmac, randomBytes } from 'node:crypto'

export function newTokenKey(): string {
  return randomBytes(20).toString('hex') // 160 bits, 40 hex characters
}

export function keyDigest(secret: string, key: string): string {
  return createHmac('sha256', secret).update(key.toLowerCase()).digest('hex')
}

export function keyHint(key: string): string {
  return key.slice(-6).toLowerCase()
}
