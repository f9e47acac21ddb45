// What a PostgreSQL regular expression (an ARE, as `~` and `~*` take it) will cost, read from the
// pattern before it is sent. PostgreSQL's engine is a DFA/NFA hybrid: nested `+`/`*` do not make it
// backtrack, but a bounded repetition is compiled by copying its sub-expression, once per count, so
// `(a{1,100}){1,100}` becomes 10,000 copies and every row is matched against all of them (measured:
// 2.7 s for 10,000 short names on PostgreSQL 15, 4.7 s on PGlite; `a{1,255}` costs about 0.1 s).
// Backreferences make it search (`(.*)\1\1\1$`: 0.26 s for those names, growing with their length).
//
// This reads just enough of the syntax to count those copies: groups, alternation, bracket
// expressions, escapes, quantifiers (`* + ? {m} {m,} {m,n}`, lazy or not), the `***:`/`***=`
// directors and embedded options. A pattern it misreads is at worst over-counted; whether it is a
// valid pattern at all is PostgreSQL's to say.

export interface RegexShape {
  /** Copies of atoms that bounded repetitions add beyond the pattern itself. */
  expansion: number
  /** Whether the pattern refers back to a group (`\1` … `\9`). */
  backreferences: boolean
}

interface Size {
  /** Atoms counting every copy a repetition makes. */
  copies: number
  /** Atoms as written. */
  written: number
}

const BIG = 1e9 // counts saturate here: a pattern this large is refused whatever the exact figure

class Reader {
  i = 0
  backreferences = false
  constructor(readonly p: string) {}

  private peek(offset = 0): string | undefined {
    return this.p[this.i + offset]
  }

  alternation(): Size {
    const total = this.sequence()
    while (this.peek() === '|') {
      this.i++
      const next = this.sequence()
      total.copies = Math.min(BIG, total.copies + next.copies)
      total.written += next.written
    }
    return total
  }

  private sequence(): Size {
    const total: Size = { copies: 0, written: 0 }
    while (this.i < this.p.length && this.peek() !== '|' && this.peek() !== ')') {
      const atom = this.atom()
      const times = this.quantifier()
      total.copies = Math.min(BIG, total.copies + atom.copies * times)
      total.written += atom.written
    }
    return total
  }

  private atom(): Size {
    const c = this.p[this.i++]
    if (c === '(') {
      if (this.peek() === '?') {
        // (?:…) (?=…) (?!…) (?<=…) (?<!…) are groups; (?flags) sets options and matches nothing.
        const options = /^\?[bceimnpqstwx]+\)/.exec(this.p.slice(this.i))
        if (options) {
          this.i += options[0].length
          return { copies: 0, written: 0 }
        }
        this.i += this.peek(1) === '<' ? 3 : 2
      }
      const inner = this.alternation()
      if (this.peek() === ')') this.i++
      return inner
    }
    if (c === '[') {
      this.bracket()
      return { copies: 1, written: 1 }
    }
    if (c === '\\') {
      const e = this.p[this.i++] ?? ''
      if (/[1-9]/.test(e)) this.backreferences = true
      return { copies: 1, written: 1 }
    }
    if (c === '^' || c === '$') return { copies: 0, written: 0 }
    return { copies: 1, written: 1 }
  }

  /** Skips a bracket expression: `[^]a-z[:alpha:][.-.][=e=]]`. */
  private bracket(): void {
    if (this.peek() === '^') this.i++
    if (this.peek() === ']') this.i++
    while (this.i < this.p.length && this.peek() !== ']') {
      if (this.peek() === '[' && /[:.=]/.test(this.peek(1) ?? '')) {
        const close = this.p.indexOf(`${this.peek(1)}]`, this.i + 2)
        this.i = close < 0 ? this.p.length : close + 2
      } else this.i += this.peek() === '\\' ? 2 : 1
    }
    this.i++
  }

  /** How many copies the quantifier after an atom makes of it (1 when there is none). */
  private quantifier(): number {
    let times = 1
    for (;;) {
      const c = this.peek()
      if (c === '*' || c === '+' || c === '?') {
        this.i++
      } else if (c === '{') {
        const m = /^\{(\d+)(,(\d*))?\}/.exec(this.p.slice(this.i))
        if (!m) return times
        this.i += m[0].length
        const lo = Number(m[1])
        const hi = m[2] === undefined ? lo : m[3] === '' ? lo : Number(m[3])
        times = Math.min(BIG, times * Math.max(1, lo, hi))
      } else return times
      if (this.peek() === '?') this.i++ // lazy
    }
  }
}

/** The shape of a PostgreSQL ARE (see above). */
export function pgRegexShape(pattern: string): RegexShape {
  if (pattern.startsWith('***=')) return { expansion: 0, backreferences: false } // the rest is a literal
  const r = new Reader(pattern.startsWith('***:') ? pattern.slice(4) : pattern)
  let size: Size = { copies: 0, written: 0 }
  // A stray `)` ends alternation(); count on past it, as PostgreSQL will refuse the pattern anyway.
  while (r.i < r.p.length) {
    const part = r.alternation()
    size = { copies: Math.min(BIG, size.copies + part.copies), written: size.written + part.written }
    if (r.i < r.p.length) r.i++
  }
  return { expansion: Math.max(0, size.copies - size.written), backreferences: r.backreferences }
}
