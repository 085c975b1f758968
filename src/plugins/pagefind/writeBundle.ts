import fs from 'node:fs/promises';
import path from 'node:path';
import type {PagefindIndex} from 'pagefind';

/** Pagefind's ready-made UIs: the site has its own (./theme), so they stay out of the bundle. */
const READY_MADE_UI = /^pagefind-(component-|modular-)?ui\./;

/**
 * Writes the files of a Pagefind index to `dir`, complete when this resolves.
 * Not `index.writeFiles()`: Pagefind's service answers it before its last
 * writes reach the disk (tokio files are dropped unflushed), and on a busy
 * machine a file read right after was found empty. The files come over the
 * service's pipe instead and are written here.
 */
export async function writeBundle(index: PagefindIndex, dir: string): Promise<void> {
  const {files, errors} = await index.getFiles();
  if (errors.length > 0) throw new Error(`Pagefind: ${errors.join('; ')}`);
  await Promise.all(
    files
      .filter((file) => !READY_MADE_UI.test(file.path))
      .map(async (file) => {
        const target = path.join(dir, file.path);
        await fs.mkdir(path.dirname(target), {recursive: true});
        await fs.writeFile(target, file.content);
      }),
  );
}
