/**
 * Just enough of Go to read SQLE's rule tables and config structs: composite
 * literals (`T{Key: value, ...}`), string constants, `i18n.Message` vars and
 * struct fields with yaml tags. No Go parser runs in Node without a Go
 * toolchain, and these files are regular (gofmt'ed declarations), so a small
 * brace- and string-aware reader is enough; anything it does not understand
 * stays an expression string and the callers fail loudly on it.
 */

export type GoValue =
  | {kind: 'str'; value: string}
  | {kind: 'expr'; text: string}
  | {kind: 'lit'; type: string; entries: {key?: string; value: GoValue}[]};

class Reader {
  i = 0;
  constructor(readonly src: string) {}

  skip(): void {
    for (;;) {
      const rest = this.src.slice(this.i, this.i + 2);
      if (/^\s/.test(rest)) this.i++;
      else if (rest === '//') this.i = this.indexOr('\n', this.i);
      else if (rest === '/*') this.i = this.indexOr('*/', this.i) + 2;
      else return;
    }
  }

  private indexOr(what: string, from: number): number {
    const at = this.src.indexOf(what, from);
    return at < 0 ? this.src.length : at;
  }

  peek(): string {
    return this.src[this.i];
  }

  fail(why: string): never {
    const line = this.src.slice(0, this.i).split('\n').length;
    throw new Error(`Go literal, line ${line}: ${why}`);
  }

  /** A Go string literal at the cursor ("…" or `…`), decoded. */
  string(): string {
    const quote = this.peek();
    const start = this.i;
    this.i++;
    while (this.i < this.src.length && this.src[this.i] !== quote) {
      if (quote === '"' && this.src[this.i] === '\\') this.i++;
      this.i++;
    }
    this.i++;
    const raw = this.src.slice(start, this.i);
    return quote === '`' ? raw.slice(1, -1) : JSON.parse(raw.replace(/\\'/g, "'"));
  }

  value(): GoValue {
    this.skip();
    if (this.peek() === '&') this.i++;
    this.skip();
    if (this.peek() === '"' || this.peek() === '`') {
      const start = this.i;
      const value = this.string();
      this.skip();
      // A lone string literal; concatenations stay expressions.
      if (this.peek() !== '+') return {kind: 'str', value};
      this.i = start;
    }
    // An expression or the type of a composite literal: read to , : } or {
    let depth = 0;
    let text = '';
    for (;;) {
      if (this.i >= this.src.length) this.fail('unterminated value');
      const c = this.peek();
      if (c === '"' || c === '`') {
        const start = this.i;
        this.string();
        text += this.src.slice(start, this.i);
        continue;
      }
      if (c === '/' && (this.src[this.i + 1] === '/' || this.src[this.i + 1] === '*')) {
        this.skip();
        text += ' ';
        continue;
      }
      if (depth === 0 && (c === ',' || c === ':' || c === '}')) {
        return {kind: 'expr', text: text.trim()};
      }
      if (depth === 0 && c === '{') {
        return {kind: 'lit', type: text.trim(), entries: this.body()};
      }
      if (c === '(' || c === '[') depth++;
      if (c === ')' || c === ']') depth--;
      text += c;
      this.i++;
    }
  }

  /** Elements of a composite literal; the cursor is on its `{`. */
  body(): {key?: string; value: GoValue}[] {
    this.i++;
    const entries: {key?: string; value: GoValue}[] = [];
    for (;;) {
      this.skip();
      if (this.peek() === '}') {
        this.i++;
        return entries;
      }
      const first = this.value();
      this.skip();
      if (this.peek() === ':') {
        this.i++;
        const key = first.kind === 'str' ? first.value : first.kind === 'expr' ? first.text : this.fail('literal as key');
        entries.push({key, value: this.value()});
      } else {
        entries.push({value: first});
      }
      this.skip();
      if (this.peek() === ',') this.i++;
      else if (this.peek() !== '}') this.fail(`expected , or } but found ${this.peek()}`);
    }
  }
}

/** The composite literal that starts at the first `{` after `marker` in `src`. */
export function literalAfter(src: string, marker: string | RegExp): GoValue & {kind: 'lit'} {
  const match = typeof marker === 'string' ? {index: src.indexOf(marker), 0: marker} : marker.exec(src);
  if (!match || match.index < 0) throw new Error(`marker ${marker} not found`);
  const reader = new Reader(src);
  reader.i = match.index + match[0].length;
  while (reader.peek() !== '{') reader.i++;
  const value = reader.value();
  if (value.kind !== 'lit') throw new Error(`no literal after ${marker}`);
  return value;
}

/** Parse one Go value (used on a composite literal's text). */
export function parseValue(text: string): GoValue {
  return new Reader(text).value();
}

/** Field map of a keyed literal (later keys win; Go forbids duplicates anyway). */
export function fields(lit: GoValue): Record<string, GoValue> {
  if (lit.kind !== 'lit') throw new Error('not a composite literal');
  return Object.fromEntries(lit.entries.filter((e) => e.key).map((e) => [e.key!, e.value]));
}

/** `Name = "value"` string constants of a file. */
export function stringConstants(src: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of src.matchAll(/^\s*(?:const\s+)?(\w+)(?:\s+[\w.]+)?\s*=\s*("(?:[^"\\\n]|\\.)*")\s*(?:\/\/.*)?$/gm)) {
    out[m[1]] = JSON.parse(m[2]);
  }
  return out;
}

/** `Var = &i18n.Message{ID: "...", Other: "..."}` declarations: Go name → message. */
export function i18nMessages(src: string): Record<string, {id: string; other: string}> {
  const out: Record<string, {id: string; other: string}> = {};
  for (const m of src.matchAll(/^\s*(\w+)\s*=\s*&i18n\.Message\{/gm)) {
    const lit = literalAfter(src.slice(m.index), /=\s*&i18n\.Message/);
    const f = fields(lit);
    if (f.ID?.kind === 'str' && f.Other?.kind === 'str') {
      out[m[1]] = {id: f.ID.value, other: f.Other.value};
    }
  }
  return out;
}

export type StructField = {name: string; type: string; tag: string; inline: boolean; anonymous?: StructField[]};

/**
 * Struct declarations of a file: name → fields with their yaml tag.
 * Anonymous struct fields (`Database struct {...} \`yaml:"database"\``) are kept nested.
 */
export function structs(src: string): Record<string, StructField[]> {
  const out: Record<string, StructField[]> = {};
  for (const m of src.matchAll(/^type\s+(\w+)\s+struct\s*\{/gm)) {
    out[m[1]] = structBody(src, m.index + m[0].length).fields;
  }
  return out;
}

function structBody(src: string, from: number): {fields: StructField[]; closing: string; next: number} {
  const list: StructField[] = [];
  let i = from;
  for (;;) {
    const lineEnd = src.indexOf('\n', i);
    const line = src.slice(i, lineEnd).replace(/\/\/.*$/, '').trim();
    if (line.startsWith('}')) return {fields: list, closing: line, next: lineEnd + 1};
    const nested = /^(\w+)\s+\*?struct\s*\{$/.exec(line);
    if (nested) {
      const inner = structBody(src, lineEnd + 1);
      const tag = /yaml:"([^"]*)"/.exec(inner.closing)?.[1] ?? '';
      list.push({name: nested[1], type: 'struct', tag: tag.split(',')[0], inline: false, anonymous: inner.fields});
      i = inner.next;
      continue;
    }
    const field = /^(?:(\w+)\s+)?([\w.*[\]]+)\s*(`[^`]*`)?$/.exec(line);
    if (field && line) {
      const tagParts = (/yaml:"([^"]*)"/.exec(field[3] ?? '')?.[1] ?? '').split(',');
      const [name, type] = field[1] ? [field[1], field[2]] : [field[2].replace(/^.*\./, ''), field[2]];
      list.push({name, type, tag: tagParts[0], inline: tagParts.includes('inline')});
    }
    i = lineEnd + 1;
  }
}
