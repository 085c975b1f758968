/**
 * Moves Prism out of the entry chunk. The classic theme registers extra Prism
 * languages from a client module, which pulls Prism (~25 KB gzip) into every
 * page's first load, code or not. This plugin swaps that module for an empty
 * one; src/theme/CodeBlock/Highlighted registers the languages where code is rendered.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function prismOnDemand(): Plugin {
  const themeClientModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');
  return {
    name: 'prism-on-demand',
    configureWebpack() {
      return {
        resolve: {
          alias: {[themeClientModule]: path.resolve(__dirname, 'emptyModule.js')},
        },
      };
    },
  };
}
