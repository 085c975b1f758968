/** Regenerates versioned_sidebars/*.json from the shared outline in src/config/sidebar.ts. */
import fs from 'node:fs';
import {buildSidebar} from '../src/config/sidebar';

const versions: string[] = JSON.parse(fs.readFileSync('versions.json', 'utf8'));

export function versionedSidebarJson(version: string): string {
  const sidebar = {docs: buildSidebar(`versioned_docs/version-${version}`)};
  return `${JSON.stringify(sidebar, null, 2)}\n`;
}

if (process.argv[1]?.endsWith('write-versioned-sidebars.ts')) {
  for (const version of versions) {
    const file = `versioned_sidebars/version-${version}-sidebars.json`;
    fs.writeFileSync(file, versionedSidebarJson(version));
    console.log(`wrote ${file}`);
  }
}
