// Jinja2 evaluation with budgets, run inside the sandbox process (sandbox-process.ts), never in the
// server itself. @huggingface/jinja interprets templates over its own value types (no JavaScript
// property or prototype access), so a template only sees the plain JSON context it is given; the
// budgets below make it stop cleanly, with a readable message, long before the process limits
// (heap, time) have to end it:
//   - every evaluation step counts against a step budget (deep loops, recursion through macros),
//     and every few thousand steps the clock is checked against the time limit;
//   - `range()` yields at most MAX_ITEMS items (Jinja2's sandbox has the same cap);
//   - every value a step produces is checked: a string longer than the output limit or a list
//     longer than MAX_ITEMS stops the render (string concatenation and list `+` can only double a
//     value per step, so nothing grows far past the limit before it is seen).
// What a single built-in filter could still allocate at once is the sandbox process's problem: its
// heap is small and the server is another process.
import * as jinja from '@huggingface/jinja'

// The package's declarations of its runtime do not resolve under NodeNext (extensionless relative
// imports), so the two classes used here are described by what this file needs of them.
interface Environment {
  set(name: string, value: unknown): unknown
}
interface Value {
  value: unknown
}
interface InterpreterShape {
  evaluate(statement: unknown, environment: Environment): Value
  run(program: unknown): Value
}
const Environment = jinja.Environment as unknown as new (parent?: Environment) => Environment
const Interpreter = jinja.Interpreter as unknown as new (env: Environment) => InterpreterShape
const tokenize = jinja.tokenize as unknown as (source: string, options: Whitespace) => unknown
const parse = jinja.parse as unknown as (tokens: unknown) => unknown

/**
 * Jinja2's whitespace options. Without them a template renders as @huggingface/jinja's Template
 * does (both on, what webhook templates have always had); config templates pass Jinja2's own
 * defaults (both off) or their environment_params'.
 */
export interface Whitespace {
  trim_blocks: boolean
  lstrip_blocks: boolean
}
const DEFAULT_WHITESPACE: Whitespace = { trim_blocks: true, lstrip_blocks: true }

/** Most items `range()` yields and any list may hold (Jinja2's sandbox: MAX_RANGE). */
export const MAX_ITEMS = 100_000

export interface Budget {
  /** Evaluation steps (roughly one per expression and statement evaluated). */
  steps: number
  /** Largest output in bytes; no string along the way may have more characters than that. */
  maxBytes: number
  /** performance.now() after which the render stops. */
  deadline: number
  /** The time limit in ms, for the message. */
  timeMs: number
}

/** A limit reached: the message says which. */
export class BudgetExceeded extends Error {}

const cache = new Map<string, unknown>()

/** The parsed program of `source` (cached by source and whitespace options). */
function compile(source: string, ws: Whitespace): unknown {
  const key = `${ws.trim_blocks ? 1 : 0}${ws.lstrip_blocks ? 1 : 0}${source}`
  let program = cache.get(key)
  if (!program) {
    program = parse(tokenize(source, ws))
    if (cache.size >= 200) cache.delete(cache.keys().next().value!)
    cache.set(key, program)
  }
  return program
}

function range(start: number, stop?: number, step = 1): number[] {
  if (stop === undefined) [start, stop] = [0, start]
  if (![start, stop, step].every(Number.isInteger)) throw new Error('range() takes integers')
  if (step === 0) throw new Error('range() step must not be zero')
  const n = Math.max(0, Math.ceil((stop - start) / step))
  if (n > MAX_ITEMS) throw new BudgetExceeded(`range() of ${n} items is too large (at most ${MAX_ITEMS})`)
  return Array.from({ length: n }, (_, i) => start + i * step)
}

/** Jinja2's globals (what @huggingface/jinja's Template sets up), with a bounded range(). */
function globals(): Environment {
  const env = new Environment()
  for (const [name, value] of Object.entries({ true: true, false: false, none: null, True: true, False: false, None: null })) env.set(name, value)
  env.set('range', range)
  env.set('raise_exception', (message: unknown) => {
    throw new Error(String(message))
  })
  return env
}

class BudgetedInterpreter extends Interpreter {
  private steps = 0

  constructor(
    env: Environment,
    private readonly budget: Budget,
  ) {
    super(env)
    // A loop's body is evaluated as a block, outside evaluate(): check what each pass produces too.
    const self = this as unknown as { evaluateBlock: (s: unknown, e: Environment) => Value }
    const block = self.evaluateBlock.bind(this)
    self.evaluateBlock = (s, e) => this.check(block(s, e))
  }

  override evaluate(statement: unknown, environment: Environment): Value {
    const b = this.budget
    if (++this.steps > b.steps) throw new BudgetExceeded(`the template took more than ${b.steps} evaluation steps`)
    if ((this.steps & 0x3ff) === 0 && performance.now() > b.deadline) throw new BudgetExceeded(`rendering took longer than ${b.timeMs} ms`)
    return this.check(super.evaluate(statement, environment))
  }

  private check(v: Value): Value {
    const inner = v.value
    // More characters than maxBytes is more bytes than that too (UTF-8 needs at least one each).
    if (typeof inner === 'string' && inner.length > this.budget.maxBytes) throw new BudgetExceeded(`the output is larger than ${this.budget.maxBytes} bytes`)
    if (Array.isArray(inner) && inner.length > MAX_ITEMS) throw new BudgetExceeded(`a list of more than ${MAX_ITEMS} items`)
    return v
  }
}

/** Render `source` with `context` within `budget`. Throws on a template error or a limit reached. */
export function renderJinja(source: string, context: Record<string, unknown>, budget: Budget, ws: Whitespace = DEFAULT_WHITESPACE): string {
  const program = compile(source, ws)
  const env = new Environment(globals())
  for (const [k, v] of Object.entries(context)) env.set(k, v)
  return String(new BudgetedInterpreter(env, budget).run(program).value)
}
