/**
 * Copy-style lint (中文文案排版) of the pages and guides: autocorrect, with the text inside 「」 left alone.
 *
 * Why a wrapper and not .autocorrectrc: a quote of a UI label or a rule name keeps the product's
 * spelling (「SQL工单」), which autocorrect would respace. Its only per-text switch, `textRules`,
 * silences the whole space-delimited run that contains a match, usually the whole sentence: with
 * 「 and 」 switched off it still caught only 63 of 629 missing spaces planted beside quotes. So
 * each quote's text is masked with a CJK character of the same length before autocorrect sees
 * it and put back after `--fix`. The quotes themselves are checked byte for byte against the
 * product by tests/product-claims.ts.
 *
 * Usage: tsx scripts/lint-copy.ts [--fix] [file or folder…]   (default: the folders of `lint:content`)
 */
import fs from 'node:fs';
import path from 'node:path';
import {Ignorer, formatFor, lintFor, loadConfig} from 'autocorrect-node';

const DEFAULT_PATHS = ['docs', 'versioned_docs', 'src/pages', 'README.md', 'CONTRIBUTING.md', 'deploy'];
const QUOTE = /「[^」\n]*」/g;
const MASK = '字';

export const maskQuotes = (text: string) => text.replace(QUOTE, (q) => `「${MASK.repeat(q.length - 2)}」`);

/** Puts the original quotes back into text that autocorrect formatted from maskQuotes(original). */
export function unmaskQuotes(formatted: string, original: string): string {
  const quotes = original.match(QUOTE) ?? [];
  let i = 0;
  const out = formatted.replace(QUOTE, () => quotes[i++]);
  if (i !== quotes.length) throw new Error(`quotes changed while formatting (${quotes.length} before, ${i} after)`);
  return out;
}

export type Problem = {line: number; column: number; written: string; suggested: string};

/** autocorrect's findings in a file's text, shown as written (quotes included). */
export function lintText(text: string, file: string): Problem[] {
  const masked = maskQuotes(text);
  const result = lintFor(masked, file);
  if (result.error) throw new Error(`${file}: ${result.error}`);
  return result.lines.map(({l, c, old, new: suggested}) => {
    // Masking keeps every offset, so the text as written sits where autocorrect found the masked one.
    const at = masked.indexOf(old, masked.split('\n', l - 1).join('\n').length);
    const written = text.slice(at, at + old.length);
    return {line: l, column: c, written, suggested: unmaskQuotes(suggested, written)};
  });
}

/** The text as `autocorrect --fix` would write it, quotes untouched. */
export const fixText = (text: string, file: string) => unmaskQuotes(formatFor(maskQuotes(text), file), text);

function files(target: string, ignorer: Ignorer): string[] {
  const abs = path.resolve(target);
  if (ignorer.isIgnored(abs)) return [];
  if (!fs.statSync(abs).isDirectory()) return [abs];
  return fs.readdirSync(abs).flatMap((name) => files(path.join(abs, name), ignorer));
}

function main(args: string[]) {
  const fix = args.includes('--fix');
  const targets = args.filter((a) => a !== '--fix');
  const ignorer = new Ignorer(process.cwd());
  // The CLI reads .autocorrectrc by itself; through the library it must be loaded.
  if (fs.existsSync('.autocorrectrc')) loadConfig(fs.readFileSync('.autocorrectrc', 'utf8'));
  let problems = 0;
  for (const file of (targets.length ? targets : DEFAULT_PATHS).flatMap((t) => files(t, ignorer))) {
    const text = fs.readFileSync(file, 'utf8');
    const rel = path.relative(process.cwd(), file);
    if (fix) {
      const out = fixText(text, file);
      if (out !== text) {
        fs.writeFileSync(file, out);
        console.log(`fixed ${rel}`);
      }
      continue;
    }
    for (const {line, column, written, suggested} of lintText(text, file)) {
      problems++;
      console.log(`${rel}:${line}:${column}\n- ${written}\n+ ${suggested}\n`);
    }
  }
  if (problems) {
    console.log(`${problems} copy-style problems; \`npx tsx scripts/lint-copy.ts --fix <file>\` corrects most of them.`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve('scripts/lint-copy.ts')) main(process.argv.slice(2));
