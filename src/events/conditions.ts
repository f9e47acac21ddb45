// NetBox's event-rule condition language (extras/conditions.py), with Python's semantics:
//
//   leaf:  {"attr": "status.value", "value": "active", "op": "eq", "negate": false}
//   set:   {"and": [<leaf or set>, ...]}  /  {"or": [...]}      (nestable; a bare leaf is a set of one)
//
// `attr` is a dotted path into the object's REST representation; walking through a list maps over
// its items (`tags.slug` is the list of slugs). A path that is missing at run time makes the
// innermost set false (NetBox logs it and moves on). Messages match NetBox's for what it validates.

import { type LinearRegex, linearRegex } from '../regex/linear.js'

export type Op = 'eq' | 'gt' | 'gte' | 'lt' | 'lte' | 'in' | 'contains' | 'regex'

const OPERATORS: readonly Op[] = ['eq', 'gt', 'gte', 'lt', 'lte', 'in', 'contains', 'regex']

type PyType = 'str' | 'bool' | 'int' | 'float' | 'list' | 'NoneType' | 'dict'

/** Which operators each type of `value` allows (Condition.TYPES). */
const TYPES: Partial<Record<PyType, readonly Op[]>> = {
  str: ['eq', 'contains', 'regex'],
  bool: ['eq', 'contains'],
  int: ['eq', 'gt', 'gte', 'lt', 'lte', 'contains'],
  float: ['eq', 'gt', 'gte', 'lt', 'lte', 'contains'],
  list: ['eq', 'in', 'contains'],
  NoneType: ['eq'],
}

interface Leaf {
  kind: 'leaf'
  path: string[]
  attr: string
  value: unknown
  op: Op
  negate: boolean
  re?: LinearRegex
}

interface Group {
  kind: 'group'
  logic: 'and' | 'or'
  items: Node[]
}

type Node = Leaf | Group

/** An invalid condition set; the message is NetBox's where NetBox has one. */
export class ConditionError extends Error {}

/** Raised while evaluating: a missing key or a type Python would refuse. Makes the set false. */
class InvalidCondition extends Error {}

function pyType(v: unknown): PyType {
  if (v === null || v === undefined) return 'NoneType'
  if (typeof v === 'string') return 'str'
  if (typeof v === 'boolean') return 'bool'
  if (typeof v === 'number') return Number.isInteger(v) ? 'int' : 'float'
  if (Array.isArray(v)) return 'list'
  return 'dict'
}

const pyClass = (v: unknown) => `<class '${pyType(v)}'>`
const isDict = (v: unknown): v is Record<string, unknown> => pyType(v) === 'dict'
const isSet = (v: unknown) => isDict(v) && Object.keys(v).length === 1 && ['and', 'or'].includes(Object.keys(v)[0])

const LEAF_KEYS = new Set(['attr', 'value', 'op', 'negate'])
const INCORRECT_KEYS = 'Incorrect key(s) informed. Please check documentation.'

function leaf(rule: unknown): Leaf {
  if (!isDict(rule)) throw new ConditionError(INCORRECT_KEYS)
  const keys = Object.keys(rule)
  if (!('attr' in rule) || !('value' in rule) || keys.some((k) => !LEAF_KEYS.has(k))) throw new ConditionError(INCORRECT_KEYS)
  const { attr, value } = rule
  const op = rule.op ?? 'eq'
  const negate = rule.negate ?? false
  if (typeof op !== 'string' || !OPERATORS.includes(op as Op))
    throw new ConditionError(`Unknown operator: ${String(op)}. Must be one of: ${OPERATORS.join(', ')}`)
  const allowed = TYPES[pyType(value)]
  if (!allowed) throw new ConditionError(`Unsupported value type: ${pyClass(value)}`)
  if (!allowed.includes(op as Op)) throw new ConditionError(`Invalid type for ${op} operation: ${pyClass(value)}`)
  // Checked here rather than failing on every event later (NetBox does not check these two).
  if (typeof attr !== 'string' || attr === '') throw new ConditionError(`Invalid attribute path: ${JSON.stringify(attr)} (a dotted path such as "status.value").`)
  if (typeof negate !== 'boolean') throw new ConditionError(`Invalid negate value: ${JSON.stringify(negate)} (true or false).`)
  const out: Leaf = { kind: 'leaf', path: attr.split('.'), attr, value, op: op as Op, negate }
  if (op === 'regex')
    try {
      out.re = linearRegex(value as string) // RE2: linear time; anchored at the start, as Python's re.match
    } catch (e) {
      throw new ConditionError((e as Error).message)
    }
  return out
}

function group(ruleset: unknown): Group {
  if (!isDict(ruleset)) throw new ConditionError(`Ruleset must be a dictionary, not ${pyClass(ruleset)}.`)
  const keys = Object.keys(ruleset)
  if (keys.length !== 1) return { kind: 'group', logic: 'and', items: [leaf(ruleset)] }
  const logic = keys[0]
  if (logic !== 'and' && logic !== 'or') throw new ConditionError("Invalid logic type: must be 'AND' or 'OR'. Please check documentation.")
  const rules = ruleset[logic]
  if (!Array.isArray(rules)) throw new ConditionError(`The "${logic}" of a condition set must be a list of conditions, not ${pyClass(rules)}.`)
  return { kind: 'group', logic, items: rules.map((r) => (isSet(r) ? group(r) : leaf(r))) }
}

/** A compiled condition set; `null` for no conditions (always true). Throws ConditionError. */
export type Compiled = Group | null

export function compileConditions(raw: unknown): Compiled {
  // `if self.conditions:` — null and an empty object mean "no conditions".
  if (raw === null || raw === undefined || (isDict(raw) && Object.keys(raw).length === 0)) return null
  return group(raw)
}

/** The validation messages for a conditions value ([] when valid), as a rule is saved. */
export function conditionErrors(raw: unknown): string[] {
  try {
    compileConditions(raw)
    return []
  } catch (e) {
    if (e instanceof ConditionError) return [e.message]
    throw e
  }
}

// ---- evaluation -------------------------------------------------------------------------------

/** Python truthiness, for `obj or {}`. */
function truthy(v: unknown): boolean {
  if (v === null || v === undefined || v === false || v === 0 || v === '') return false
  if (Array.isArray(v)) return v.length > 0
  if (isDict(v)) return Object.keys(v).length > 0
  return true
}

function getitem(obj: unknown, key: string): unknown {
  const o = truthy(obj) ? obj : {}
  if (!isDict(o)) throw new InvalidCondition(`cannot look up '${key}' in a ${pyType(o)}`)
  if (!Object.prototype.hasOwnProperty.call(o, key)) throw new InvalidCondition(`missing key '${key}'`)
  return o[key]
}

function resolve(data: unknown, path: string[]): unknown {
  let cur = data
  for (const key of path) cur = Array.isArray(cur) ? cur.map((item) => getitem(item, key)) : getitem(cur, key)
  return cur
}

const numeric = (v: unknown): v is number | boolean => typeof v === 'number' || typeof v === 'boolean'

/** Python `==` on JSON values (True == 1, 1 == 1.0, deep for lists and dicts). */
export function pyEq(a: unknown, b: unknown): boolean {
  if (numeric(a) && numeric(b)) return Number(a) === Number(b)
  const ta = pyType(a)
  if (ta !== pyType(b)) return false
  if (ta === 'NoneType') return true
  if (ta === 'list') {
    const x = a as unknown[]
    const y = b as unknown[]
    return x.length === y.length && x.every((v, i) => pyEq(v, y[i]))
  }
  if (ta === 'dict') {
    const x = a as Record<string, unknown>
    const y = b as Record<string, unknown>
    const kx = Object.keys(x)
    return kx.length === Object.keys(y).length && kx.every((k) => Object.prototype.hasOwnProperty.call(y, k) && pyEq(x[k], y[k]))
  }
  return a === b
}

function compare(data: unknown, value: number, op: 'gt' | 'gte' | 'lt' | 'lte'): boolean {
  if (!numeric(data)) throw new InvalidCondition(`'${op}' not supported for a ${pyType(data)}`)
  const d = Number(data)
  return op === 'gt' ? d > value : op === 'gte' ? d >= value : op === 'lt' ? d < value : d <= value
}

function contains(data: unknown, value: unknown): boolean {
  if (typeof data === 'string') {
    if (typeof value !== 'string') throw new InvalidCondition("'in <string>' requires a string")
    return data.includes(value)
  }
  if (Array.isArray(data)) return data.some((x) => pyEq(x, value))
  if (isDict(data)) {
    if (Array.isArray(value)) throw new InvalidCondition("unhashable type: 'list'")
    return Object.keys(data).some((k) => pyEq(k, value))
  }
  throw new InvalidCondition(`a ${pyType(data)} cannot contain anything`)
}

function evalLeaf(c: Leaf, data: unknown): boolean {
  const v = resolve(data, c.path)
  let result: boolean
  switch (c.op) {
    case 'eq':
      result = pyEq(v, c.value)
      break
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      result = compare(v, c.value as number, c.op)
      break
    case 'in':
      result = (c.value as unknown[]).some((x) => pyEq(x, v))
      break
    case 'contains':
      result = contains(v, c.value)
      break
    case 'regex':
      if (typeof v !== 'string') throw new InvalidCondition(`regex needs a string, got a ${pyType(v)}`)
      result = c.re!.matchStart(v)
      break
  }
  return c.negate ? !result : result
}

function evalGroup(g: Group, data: unknown, onInvalid?: (message: string) => void): boolean {
  try {
    for (const item of g.items) {
      const r = item.kind === 'leaf' ? evalLeaf(item, data) : evalGroup(item, data, onInvalid)
      if (g.logic === 'or' && r) return true
      if (g.logic === 'and' && !r) return false
    }
    return g.logic === 'and'
  } catch (e) {
    if (!(e instanceof InvalidCondition)) throw e
    onInvalid?.(e.message)
    return false
  }
}

/** Whether `data` meets the conditions; `onInvalid` hears about paths or types that did not fit. */
export function evaluateConditions(c: Compiled, data: unknown, onInvalid?: (message: string) => void): boolean {
  return c === null ? true : evalGroup(c, data, onInvalid)
}
