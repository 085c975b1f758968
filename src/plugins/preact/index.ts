/**
 * Readers' browsers run Preact (through preact/compat) instead of React: the
 * same components, about 55 KB less JavaScript (gzip) on every first visit.
 * Only the client bundle is aliased; the static HTML is still rendered by
 * React at build time, and Preact takes over that markup. `npm start` runs React.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function preactPlugin(): Plugin {
  return {
    name: 'sqle-preact',
    getClientModules: () => [path.join(__dirname, 'dropImagePreloads.ts'), path.join(__dirname, 'scrollToHash.ts')],
    configureWebpack(config, isServer) {
      // `npm start` keeps React: its fast refresh and development warnings need it.
      if (isServer || config.mode !== 'production') return {};
      // Subpaths follow: react/jsx-runtime → preact/compat/jsx-runtime, react-dom/client → preact/compat/client.
      return {resolve: {alias: {react: 'preact/compat', 'react-dom': 'preact/compat'}}};
    },
  };
}
