// One GraphQL request, transport aside: parse (with a token limit), validate, check the limits, run
// against the registry's schema with a fresh GraphContext, and shape the answer as GraphQL over
// HTTP does — 400 with `errors` for a request that cannot run, 200 with `data` (and `errors` for
// fields that failed) otherwise. Errors the operations raise on purpose keep their message; anything
// else is logged and reported as an internal error, never with a stack.
import { execute, getOperationAST, GraphQLError, parse, specifiedRules, validate, type DocumentNode, type FormattedExecutionResult, type GraphQLFormattedError } from 'graphql'
import { OpError } from '../engine/errors.js'
import type { OpContext } from '../ops/context.js'
import { checkLimits, type Limits } from './limits.js'
import { GraphContext } from './rows.js'
import { graphqlSchema, type ResolverContext } from './schema.js'

export interface GraphqlRequest {
  query?: unknown
  variables?: unknown
  operationName?: unknown
}

export interface GraphqlSettings extends Limits {
  maxRows: number
  maxFilterValues: number
}

export interface GraphqlAnswer {
  status: number
  body: FormattedExecutionResult
  /** Statements the resolvers ran. */
  statements: number
}

/** Tokens a query may have: far beyond any real query, far below what could stall the parser. */
const MAX_TOKENS = 10_000

const refuse = (message: string): GraphqlAnswer => ({ status: 400, body: { errors: [{ message }] }, statements: 0 })

/** The message of an error a resolver raised: OpErrors say what went wrong, anything else is hidden. */
function messageOf(e: OpError): string {
  const body = e.body as Record<string, unknown> | unknown[]
  if (!Array.isArray(body) && typeof body?.detail === 'string') return body.detail
  if (Array.isArray(body)) return body.map(String).join(' ')
  return Object.entries(body ?? {})
    .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(' ') : String(v)}`)
    .join('; ')
}

export async function runGraphql(ctx: OpContext, req: GraphqlRequest, settings: GraphqlSettings, logError: (e: unknown) => void): Promise<GraphqlAnswer> {
  if (typeof req.query !== 'string' || req.query.trim() === '') return refuse('Must provide query string.')
  let variables: Record<string, unknown> | undefined
  if (typeof req.variables === 'string' && req.variables !== '') {
    try {
      variables = JSON.parse(req.variables) as Record<string, unknown>
    } catch {
      return refuse('Variables are invalid JSON.')
    }
  } else if (req.variables !== undefined && req.variables !== null && req.variables !== '') variables = req.variables as Record<string, unknown>
  if (variables !== undefined && (typeof variables !== 'object' || variables === null || Array.isArray(variables))) return refuse('Variables must be a JSON object.')
  if (req.operationName !== undefined && req.operationName !== null && typeof req.operationName !== 'string') return refuse('operationName must be a string.')
  const operationName = (req.operationName as string | null | undefined) ?? undefined

  const schema = graphqlSchema()
  let doc: DocumentNode
  try {
    doc = parse(req.query, { maxTokens: MAX_TOKENS })
  } catch (e) {
    if (e instanceof GraphQLError) return { status: 400, body: { errors: [e.toJSON()] }, statements: 0 }
    throw e
  }
  const invalid = validate(schema, doc, specifiedRules, { maxErrors: 20 })
  if (invalid.length) return { status: 400, body: { errors: invalid.map((e) => e.toJSON()) }, statements: 0 }
  const op = getOperationAST(doc, operationName)
  if (op && op.operation !== 'query') return refuse(`This API is read-only: ${op.operation} operations are not supported.`)
  const over = checkLimits(schema, doc, operationName, variables, settings)
  if (over) return refuse(over)

  const graph = new GraphContext(ctx, settings.maxRows, settings.maxFilterValues)
  const contextValue: ResolverContext = { graph }
  const result = await execute({ schema, document: doc, variableValues: variables, operationName, contextValue })
  const errors: GraphQLFormattedError[] | undefined = result.errors?.map((e) => {
    const original = e.originalError
    if (original && !(original instanceof GraphQLError)) {
      if (original instanceof OpError) return { message: messageOf(original), locations: e.locations, path: e.path }
      logError(original)
      return { message: 'Internal server error. The error has been logged.', locations: e.locations, path: e.path }
    }
    return e.toJSON()
  })
  // No data at all (variables that do not fit, an unknown operation): the request could not run.
  if (result.data === undefined) return { status: 400, body: { errors }, statements: graph.statements }
  return { status: 200, body: errors ? { errors, data: result.data } : { data: result.data }, statements: graph.statements }
}
