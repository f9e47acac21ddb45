import type { TSchema } from 'typebox'

/** One line of the generated route table: a model and its TypeBox schemas. */
export interface RouteEntry {
  key: string
  schemas: { full: TSchema; brief: TSchema; write: TSchema; patch: TSchema }
}
