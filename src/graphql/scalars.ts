// Scalars beyond GraphQL's own, named as NetBox's schema names them: JSON (custom fields, config
// data), BigInt (64-bit integers such as ASNs), Date and DateTime (ISO 8601 text).
import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql'

function literal(node: ValueNode, variables?: Record<string, unknown> | null): unknown {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return node.value
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value)
    case Kind.NULL:
      return null
    case Kind.LIST:
      return node.values.map((v) => literal(v, variables))
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((f) => [f.name.value, literal(f.value, variables)]))
    case Kind.VARIABLE:
      return variables?.[node.name.value]
    default:
      return undefined
  }
}

export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'A JSON value.',
  serialize: (v) => v,
  parseValue: (v) => v,
  parseLiteral: literal,
})

const wholeNumber = (v: unknown): number => {
  const n = typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v
  if (typeof n !== 'number' || !Number.isSafeInteger(n)) throw new GraphQLError(`BigInt cannot represent value: ${JSON.stringify(v)}`)
  return n
}

export const BigIntScalar = new GraphQLScalarType({
  name: 'BigInt',
  description: 'A whole number of up to 64 bits.',
  serialize: (v) => (v === null || v === undefined ? v : wholeNumber(typeof v === 'number' ? v : Number(v))),
  parseValue: wholeNumber,
  parseLiteral: (node) => {
    if (node.kind !== Kind.INT && node.kind !== Kind.STRING) throw new GraphQLError('BigInt must be a whole number.')
    return wholeNumber(node.value)
  },
})

function text(name: string, description: string): GraphQLScalarType {
  const parse = (v: unknown) => {
    if (typeof v !== 'string') throw new GraphQLError(`${name} must be a string.`)
    return v
  }
  return new GraphQLScalarType({
    name,
    description,
    serialize: (v) => v,
    parseValue: parse,
    parseLiteral: (node) => parse(node.kind === Kind.STRING ? node.value : undefined),
  })
}

export const DateScalar = text('Date', 'A date, ISO 8601 (YYYY-MM-DD).')
export const DateTimeScalar = text('DateTime', 'A date and time, ISO 8601.')
