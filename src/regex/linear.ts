// Regular expressions from users that run in this process (custom-field `validation_regex`, event
// rule conditions with `op: regex`) are matched by RE2 (re2js, a pure-JavaScript port): time
// linear in the input, whatever the pattern. JavaScript's own engine backtracks: `^(a+)+$` against
// 32 `a`s and a `!` blocked the whole server for 19 s.
//
// The price is RE2's syntax: no backreferences (`\1`), no lookaround (`(?=…)`, `(?<!…)`), repeat
// counts up to 1000. A pattern RE2 cannot compile is refused when it is saved, with RE2's reason.
// Matching follows Python's `re.match`, as NetBox does: anchored at the start, not at the end.
import { RE2JS } from 're2js'

/** A pattern RE2 cannot compile; the message is NetBox's sentence plus RE2's reason. */
export class RegexError extends Error {}

export interface LinearRegex {
  /** Python's re.match: does the pattern match at the start of `text`? */
  matchStart(text: string): boolean
}

const cache = new Map<string, LinearRegex>()
const CACHE_SIZE = 500

/** Compile `pattern` for matching in linear time. Throws RegexError. */
export function linearRegex(pattern: string): LinearRegex {
  let re = cache.get(pattern)
  if (re) return re
  try {
    RE2JS.compile(pattern) // the pattern alone must be valid: `a)(b` is not, even if the wrapped form below would be
  } catch (e) {
    const reason = (e as Error).message.replace(/^error parsing regexp: /, '')
    throw new RegexError(`${pattern} is not a valid regular expression: ${reason} (RE2 syntax, which matches in linear time: no backreferences or lookaround)`)
  }
  // `\A(?:…)` anchors at the start only, whatever flags the pattern sets; test() runs RE2's DFA.
  const anchored = RE2JS.compile(`\\A(?:${pattern})`)
  re = { matchStart: (text) => anchored.test(text) }
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!)
  cache.set(pattern, re)
  return re
}

/** The validation message for a pattern ([] when RE2 compiles it). */
export function linearRegexErrors(pattern: string): string[] {
  try {
    linearRegex(pattern)
    return []
  } catch (e) {
    if (e instanceof RegexError) return [e.message]
    throw e
  }
}
