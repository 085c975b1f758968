/**
 * Adds `themeConfig.prism.additionalLanguages` to prism-react-renderer's Prism,
 * as the classic theme's client module would. Prism components expect a
 * global `Prism` while they load; the theme's webpack config limits the
 * `prismjs/components` context to the configured languages.
 */
import {Prism} from 'prism-react-renderer';
import siteConfig from '@generated/docusaurus.config';

const {additionalLanguages} = siteConfig.themeConfig.prism as {additionalLanguages: string[]};
const globalScope = globalThis as {Prism?: unknown};
const previous = globalScope.Prism;
globalScope.Prism = Prism;
for (const language of additionalLanguages) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require(`prismjs/components/prism-${language}`);
}
globalScope.Prism = previous;
if (previous === undefined) {
  delete globalScope.Prism;
}
