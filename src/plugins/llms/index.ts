/**
 * llms.txt, llms-full.txt and every doc page as Markdown, per docs version.
 *
 * docusaurus-plugin-llms does the work; this wrapper only configures it from
 * the site's own version list and sidebar order, and rewrites what it leaves
 * in English or drops: the edition marker and tab labels carry meaning in our
 * pages, so they are kept as components and turned into plain Markdown here,
 * after the plugin has written its files (postBuild hooks of different
 * plugins run concurrently, so the rewrite must run inside this one).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import llmsPlugin from 'docusaurus-plugin-llms';
import {docsRoute, includedVersions} from '../../config/versions';
import {buildSidebar, sidebarOrder} from '../../config/sidebar';
import {toPlainMarkdown, translateBoilerplate} from './markdown';
import {pagesWithoutMarkdown} from '../../config/pageMarkdown';

async function filesUnder(dir: string, suffixes: string[]): Promise<string[]> {
  const entries = await fs.readdir(dir, {withFileTypes: true, recursive: true});
  return entries
    .filter((entry) => entry.isFile() && suffixes.some((suffix) => entry.name.endsWith(suffix)))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export default function llms(context: LoadContext): Plugin {
  const versions = includedVersions();
  const [current, ...older] = versions;
  const olderVersions = [
    '## 其他版本',
    '',
    ...older.map((version) => `- [SQLE ${version.label} 文档](${context.baseUrl}${docsRoute(version)}/llms.txt)`),
  ].join('\n');
  const inner = llmsPlugin(context, {
    title: 'SQLE 文档',
    description: 'SQLE（爱可生开源的 SQL 质量管理平台）的中文文档。',
    generateMarkdownFiles: true,
    // Links carry the base path but no host, so they work on any intranet mirror.
    useRelativeUrls: true,
    excludeImports: true,
    preserveComponents: ['Edition', 'Tabs', 'TabItem'],
    ignoreFiles: pagesWithoutMarkdown.map((id) => `**/${id}.{md,mdx}`),
    logLevel: 'quiet',
    rootContent:
      '本文件按 llms.txt 约定列出本版本文档的全部页面，每个链接都是该页的 Markdown 版本；全部正文合并在同目录的 llms-full.txt 中。',
    fullRootContent: '本文件按侧边栏顺序合并了本版本文档的全部页面正文。',
    versions: versions.map((version) => ({
      name: version.label,
      docsDir: version.dir,
      path: version === current ? '' : docsRoute(version),
      routePrefix: version === current ? '' : docsRoute(version),
      includeOrder: sidebarOrder(buildSidebar(version.dir)).map((id) => `${version.dir}/${id}.{md,mdx}`),
    })),
  }) as Plugin;

  return {
    ...inner,
    name: 'sqle-llms',
    async postBuild(props) {
      await inner.postBuild!(props);
      await fs.appendFile(path.join(props.outDir, 'llms.txt'), `\n${olderVersions}\n`);
      for (const file of await filesUnder(props.outDir, ['.md', 'llms.txt', 'llms-full.txt'])) {
        const text = await fs.readFile(file, 'utf8');
        // `pathname:///` marks links to static files (the PDF manuals) for Docusaurus; readers need the real path.
        const rewritten = translateBoilerplate(toPlainMarkdown(text)).replaceAll('](pathname:///', `](${context.baseUrl}`);
        if (rewritten !== text) {
          await fs.writeFile(file, rewritten);
        }
      }
    },
  };
}
