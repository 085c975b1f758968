/**
 * Marks the scripts every page runs at load (the webpack runtime, main.js and
 * the parts split from it by ./entrySplit.ts) with V8's explicit compile hint.
 * Without it Chrome compiles each function lazily, on the main thread, the
 * first time it is called: with React, the router and the route registry that
 * is a good part of the long task that holds up a phone. With the hint, Chrome
 * 136 and later compile the whole file eagerly on a background thread while it
 * downloads; other browsers read a comment. Route chunks stay lazy: much of
 * their code (a page component's rarely used branches) never runs.
 *
 * The hint only counts as the first line of the file, so it is added after
 * minification (which drops comments) and before the real content hash names
 * the file.
 */
// Webpack's plugin API, which Rspack implements (Docusaurus types the config with webpack's).
import type {Compiler} from 'webpack';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export class CompileHintPlugin {
  apply(compiler: Compiler): void {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHint', (compilation) => {
      compilation.hooks.processAssets.tap({name: 'CompileHint', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1}, () => {
        const initialScripts = [...compilation.chunks]
          .filter((chunk) => chunk.canBeInitial())
          .flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
        for (const file of initialScripts) {
          compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
        }
      });
    });
  }
}
