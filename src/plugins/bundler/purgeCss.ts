/**
 * Drops the stylesheet rules no page can use. Docusaurus ships all of Infima
 * (grid, spacing helpers, avatars, cards, pills…) while the site uses a part
 * of it: about 2 KB gzip of the stylesheet every page waits for.
 *
 * It runs inside the client build, before the bundler names files by their
 * final content, so a stylesheet that changes gets a new name and no reader
 * keeps a stale copy from the immutable cache. What counts as used is any
 * word in the build's scripts: every component, MDX page and generated block
 * of the site is compiled into them, class names included (the server render
 * uses the same components). A class built at run time from pieces would be
 * missed; the built-pages test checks the rendered HTML against the result.
 * Rules for HTML elements stay whatever the scripts say: a page may bring any
 * element as raw HTML, and search excerpts arrive as HTML at run time.
 */
import htmlTags from 'html-tags';
import {PurgeCSS} from 'purgecss';
// Webpack's plugin API, which Rspack implements (Docusaurus types the config with webpack's).
import type {Compiler} from 'webpack';

/**
 * PurgeCSS 8 drops `:where(.x):hover` and `:is(.x):hover` even when `.x` is
 * used (Infima's button hover colours): selectors with those pseudo-classes
 * are kept. PurgeCSS tests this pattern on each part of a selector.
 */
const whereOrIs = /^:(where|is)$/;

export async function purgeUnusedCss(css: string, scripts: string[]): Promise<string> {
  const [result] = await new PurgeCSS().purge({
    css: [{raw: css}],
    content: [...scripts.map((raw) => ({raw, extension: 'js'})), {raw: htmlTags.join(' '), extension: 'html'}],
    safelist: {greedy: [whereOrIs]},
  });
  return result.css;
}

export class PurgeUnusedCssPlugin {
  apply(compiler: Compiler): void {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PurgeUnusedCss', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After minification, before the real content hash names the files.
        {name: 'PurgeUnusedCss', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1},
        async (assets) => {
          const names = Object.keys(assets);
          const scripts = names.filter((name) => name.endsWith('.js')).map((name) => assets[name].source().toString());
          for (const name of names.filter((file) => file.endsWith('.css'))) {
            const purged = await purgeUnusedCss(assets[name].source().toString(), scripts);
            compilation.updateAsset(name, new sources.RawSource(purged));
          }
        },
      );
    });
  }
}
