// Field reveal: write-once secret fields (kind token_key) are stored as a digest and never read back.
// With ALLOW_TOKEN_RETRIEVAL on, the secret is also sealed (secret-box.ts) in `<column>_cipher` when
// it is created, and shown again in full representations. Off (the default), nothing recoverable is
// stored and the value appears only in the response that created it.
import type { Queryable } from '../db/types.js'
import { q } from '../engine/sql.js'
import type { Field, ModelDef } from '../registry/types.js'
import { SecretBox } from './secret-box.js'

type Secret = Field & { kind: 'token_key' }

export class FieldReveal {
  private readonly box: SecretBox | undefined

  constructor(secretKey: string, enabled: boolean) {
    this.box = enabled ? new SecretBox(secretKey) : undefined
  }

  private readonly byModel = new Map<string, Secret[]>()

  private secrets(m: ModelDef): Secret[] {
    if (!this.box) return []
    let fields = this.byModel.get(m.key)
    if (!fields) this.byModel.set(m.key, (fields = m.fields.filter((f) => f.kind === 'token_key') as Secret[]))
    return fields
  }

  private context(m: ModelDef, f: Field, id: number): string {
    return `${m.key}.${f.name}:${id}`
  }

  /** After a create: seal the generated or supplied secrets of the new rows (a no-op when off). */
  async store(tx: Queryable, m: ModelDef, revealed: Map<number, Record<string, string>>): Promise<void> {
    for (const f of this.secrets(m))
      for (const [id, values] of revealed) {
        const plain = values[f.name]
        if (plain === undefined) continue
        await tx.query(`UPDATE ${q(m.table)} SET ${q(`${f.column}_cipher`)} = $2 WHERE id = $1`, [id, this.box!.seal(plain, this.context(m, f, id))])
      }
  }

  /** Adds the secrets to full representations of m (objects with an `id`), in place. */
  async apply(db: Queryable, m: ModelDef, objects: unknown[]): Promise<void> {
    const fields = this.secrets(m)
    if (!fields.length || !objects.length) return
    const byId = new Map<number, Record<string, unknown>>()
    for (const o of objects) if (o && typeof o === 'object' && typeof (o as { id?: unknown }).id === 'number') byId.set((o as { id: number }).id, o as Record<string, unknown>)
    const cols = fields.map((f) => q(`${f.column}_cipher`)).join(', ')
    const rows = await db.rows(`SELECT id, ${cols} FROM ${q(m.table)} WHERE id = ANY($1::int[])`, [[...byId.keys()]])
    for (const row of rows) {
      const id = Number(row[0])
      const obj = byId.get(id)
      if (!obj) continue
      fields.forEach((f, i) => {
        const sealed = row[i + 1]
        // Tokens made while retrieval was off (or under another SECRET_KEY) have nothing to show.
        const plain = typeof sealed === 'string' ? this.box!.open(sealed, this.context(m, f, id)) : undefined
        if (plain !== undefined) obj[f.name] = plain
      })
    }
  }

  /** Whether apply() can add anything for m (lets callers skip building brief representations). */
  reveals(m: ModelDef): boolean {
    return this.secrets(m).length > 0
  }
}
