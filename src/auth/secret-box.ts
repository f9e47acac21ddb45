// Symmetric encryption of small secrets (token keys when ALLOW_TOKEN_RETRIEVAL is on): AES-256-GCM
// with a key derived from SECRET_KEY by HKDF-SHA256, a random 96-bit nonce per value, and the
// authentication tag checked on the way out. Stored as `v1.<nonce>.<tag>.<ciphertext>` (base64url).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

const INFO = 'netinventory token key retrieval v1'

export class SecretBox {
  private readonly key: Buffer

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'netinventory', INFO, 32))
  }

  seal(plain: string, context: string): string {
    const nonce = randomBytes(12)
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce)
    cipher.setAAD(Buffer.from(context))
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
    return ['v1', nonce, cipher.getAuthTag(), body].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.')
  }

  /** The plain text, or undefined when the value was not sealed with this SECRET_KEY and context. */
  open(sealed: string, context: string): string | undefined {
    const [v, nonce, tag, body] = sealed.split('.')
    if (v !== 'v1' || body === undefined) return undefined
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(nonce, 'base64url'))
      decipher.setAAD(Buffer.from(context))
      decipher.setAuthTag(Buffer.from(tag, 'base64url'))
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
    } catch {
      return undefined
    }
  }
}
