/**
 * Code is highlighted at build time (./remark.ts), so no Prism reaches the
 * browser. This plugin does the rest:
 * - it writes the token colours of the site's two Prism themes as CSS, so a
 *   block takes the reader's colour mode from CSS, with no re-render;
 * - it swaps the classic theme's client module that registers extra Prism
 *   languages (and so pulls Prism into every page) for an empty one.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';

type Css = Record<string, string | number | undefined>;
const declarations = (style: Css) =>
  Object.entries(style)
    .filter(([, value]) => value !== undefined)
    .map(([property, value]) => `${property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`)
    .join(';');

/**
 * A theme's colours under `scope`: the block's base colours as the variables
 * the theme's CSS reads, then each token kind, some only in given languages.
 */
export function themeCss(theme: PrismTheme, scope: string): string {
  const {color, backgroundColor} = theme.plain;
  const block = `${scope} .theme-code-block`;
  return [
    `${block}{--prism-color:${color};--prism-background-color:${backgroundColor}}`,
    ...theme.styles.map(({types, languages, style}) => {
      const blocks = languages ? languages.map((language) => `${block}.language-${language}`) : [block];
      return `${blocks.flatMap((b) => types.map((type) => `${b} .token.${type}`)).join(',')}{${declarations(style as Css)}}`;
    }),
  ].join('\n');
}

export default function codeHighlightPlugin(context: LoadContext): Plugin {
  const {theme, darkTheme} = context.siteConfig.themeConfig.prism as {theme: PrismTheme; darkTheme: PrismTheme};
  const cssFile = path.join(context.generatedFilesDir, 'code-highlight', 'tokens.css');
  fs.mkdirSync(path.dirname(cssFile), {recursive: true});
  fs.writeFileSync(cssFile, `${themeCss(theme, ":root:not([data-theme='dark'])")}\n${themeCss(darkTheme, "[data-theme='dark']")}\n`);
  return {
    name: 'code-highlight',
    getClientModules: () => [cssFile],
    configureWebpack: () => ({
      resolve: {
        alias: {[require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js')]: path.resolve(__dirname, '../emptyModule.js')},
      },
    }),
  };
}
