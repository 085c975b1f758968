import fs from 'node:fs';

/**
 * Writes a generated docs page unless it already holds `text` (an unchanged
 * file keeps its mtime, so the dev server and the build cache skip it).
 * Written aside, then renamed: `npm test` runs several npm scripts at once
 * whose pre-hooks all generate, and none may read a page half written.
 */
export function writeGeneratedPage(file: string, text: string): void {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return;
  const partial = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(partial, text);
  fs.renameSync(partial, file);
}
