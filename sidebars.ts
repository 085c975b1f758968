import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {buildSidebar} from './src/config/sidebar';

// v4 (current). v3 and v2 snapshots in versioned_sidebars/ come from the same
// outline: `npm run sidebars:versions` rewrites them, a unit test keeps them in sync.
const sidebars: SidebarsConfig = {
  docs: buildSidebar('docs'),
};

export default sidebars;
