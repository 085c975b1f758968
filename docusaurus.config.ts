import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {themes as prismThemes} from 'prism-react-renderer';
import {algoliaThemeConfig, searchPolicyNeeds, searchThemes, selectSearch} from './src/config/search';
import {docsRoute, includedVersions} from './src/config/versions';
import {lastUpdate} from './src/config/lastUpdate';
import diagrams from './src/plugins/diagrams';
import diagramWarmUp from './src/plugins/diagrams/warmUp';
import navigationSections from './src/plugins/pagefind/navigationSections';
import {pdfLink} from './src/config/pdf';
import {ssrTemplate} from './src/config/ssrTemplate';
import {githubIcon} from './src/config/githubIcon';
import codeHighlight from './src/plugins/codeHighlight/remark';
import offscreenSectionChildren from './src/plugins/offscreenSection/recma';

const search = selectSearch(process.env);
const versions = includedVersions(process.env);
const history = lastUpdate(__dirname);
const baseUrl = '/sqle-docs/';
const prism = {
  theme: prismThemes.vsLight,
  darkTheme: prismThemes.vsDark,
  additionalLanguages: ['bash', 'ini', 'java', 'groovy', 'sql'],
};
// Code is highlighted at build time; readers download no Prism.
const highlightCode = [codeHighlight, {languages: prism.additionalLanguages}];

const config: Config = {
  title: 'SQLE 文档',
  tagline: 'SQLE：覆盖 SQL 全生命周期的质量管理平台',
  favicon: 'img/favicon.svg',
  url: 'https://actiontech.github.io',
  baseUrl,
  organizationName: 'actiontech',
  projectName: 'sqle-docs',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'warn'},
  },

  i18n: {
    defaultLocale: 'zh-CN',
    locales: ['zh-CN'],
    localeConfigs: {'zh-CN': {label: '简体中文', htmlLang: 'zh-CN'}},
  },

  future: {v4: true, faster: true, experimental_vcs: history.vcs},
  // Keep the plain storage keys (`theme`, `docs-preferred-version-default`)
  // that v4's namespacing would rename under readers' existing choices.
  storage: {type: 'localStorage', namespace: false},

  presets: [
    [
      'classic',
      {
        // Docs come from ./src/plugins/docs (below): the classic docs plugin, with lighter version data.
        docs: false,
        pages: {beforeDefaultRemarkPlugins: [diagrams], remarkPlugins: [highlightCode]},
        blog: false,
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [
      './src/plugins/docs/index.ts',
      {
        sidebarPath: './sidebars.ts',
        lastVersion: 'current',
        onlyIncludeVersions: versions.map(({name}) => name),
        versions: Object.fromEntries(versions.map(({name, label, path}) => [name, {label, path}])),
        sidebarCollapsed: false,
        editUrl: 'https://github.com/actiontech/sqle-docs/edit/main/',
        showLastUpdateTime: history.showLastUpdateTime,
        // Mermaid diagrams become SVG images at build time; link-only sections stay out of the search index.
        beforeDefaultRemarkPlugins: [diagrams, navigationSections],
        remarkPlugins: [highlightCode],
        // Entries of long generated pages build their elements only when shown.
        recmaPlugins: [offscreenSectionChildren],
      } satisfies DocsOptions,
    ],
    // Imported, not named by path: it must share the renderer of the remark plugin above.
    diagramWarmUp,
    './src/plugins/codeHighlight/index.ts',
    './src/plugins/bundler/index.ts',
    './src/plugins/llms/index.ts',
    [
      '@docusaurus/plugin-client-redirects',
      {
        // Old `page.html` addresses keep working on any static host.
        fromExtensions: ['html'],
        // Version roots have no page of their own: send readers to the intro.
        redirects: versions.map((version) => ({
          from: `/${docsRoute(version)}`,
          to: `/${docsRoute(version)}/intro`,
        })),
      },
    ],
    // Writes the policy both servers send: inline scripts by hash, nothing from other hosts but the search service's.
    ['./src/plugins/contentSecurityPolicy/index.ts', searchPolicyNeeds(search)],
  ],

  // Docusaurus's page template, with the scripts fetched after the first paint.
  ssrTemplate,

  clientModules: ['./src/clientModules/cleanUrl.ts', './src/clientModules/announcementBar.ts', './src/clientModules/prefetch/index.ts', './src/clientModules/readingPosition.ts'],

  themes: searchThemes(search),

  themeConfig: {
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    announcementBar: {
      // Bump the id when the text changes so readers who closed it see it again.
      id: 'sqle-4-2606-docs',
      // Raw HTML: the link needs the base path spelled out.
      content: `SQLE 4.2606 文档已上线。升级前请先阅读 <a href="${baseUrl}docs/deploy-manual/upgrade">升级指南</a> 并备份元数据库。`,
      isCloseable: true,
    },
    navbar: {
      title: 'SQLE',
      logo: {alt: 'SQLE 标志', src: 'img/logo.svg'},
      items: [
        {
          type: 'dropdown',
          label: '文档',
          position: 'left',
          items: [
            {type: 'doc', docId: 'user-manual/intro', label: '用户手册', activeBaseRegex: '/docs/(v\\d/)?user-manual/'},
            {type: 'doc', docId: 'dev-manual/intro', label: '开发手册', activeBaseRegex: '/docs/(v\\d/)?dev-manual/'},
          ],
        },
        {type: 'doc', docId: 'online-demo', label: '在线体验', position: 'left'},
        {
          type: 'doc',
          docId: 'deploy-manual/intro',
          label: '安装部署',
          position: 'left',
          activeBaseRegex: '/docs/(v\\d/)?deploy-manual/',
        },
        {type: 'doc', docId: 'support/community-support', label: '社区支持', position: 'left'},
        {type: 'doc', docId: 'support/commercial-support', label: '商业支持', position: 'left'},
        {type: 'search', position: 'right'},
        {type: 'docsVersionDropdown', position: 'right'},
        {
          href: 'https://github.com/actiontech/sqle',
          position: 'right',
          className: 'header-github-link',
          'aria-label': 'GitHub 上的 SQLE 仓库',
          html: githubIcon,
        },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: '文档',
          items: [
            {label: '产品介绍', to: '/docs/intro'},
            {label: '快速开始', to: '/docs/quick-usage'},
            {label: '安装部署', to: '/docs/deploy-manual/intro'},
            {label: '用户手册', to: '/docs/user-manual/intro'},
            {label: '开发手册', to: '/docs/dev-manual/intro'},
          ],
        },
        {
          title: '社区',
          items: [
            {label: 'GitHub 仓库', href: 'https://github.com/actiontech/sqle'},
            {label: '问题反馈', href: 'https://github.com/actiontech/sqle/issues'},
            {label: 'GitHub 讨论区', href: 'https://github.com/actiontech/sqle/discussions'},
            {label: '爱可生开源社区', href: 'https://opensource.actionsky.com/sqle/'},
          ],
        },
        {
          title: '更多',
          items: [
            {label: '社区支持', to: '/docs/support/community-support'},
            {label: '商业支持', to: '/docs/support/commercial-support'},
            {label: '版本对比', to: '/docs/support/compare'},
            ...versions.slice(1).map((version) => ({label: `${version.label} 文档`, to: `/${docsRoute(version)}/intro`})),
          ],
        },
        {
          // Written by `npm run pdf` after the build.
          title: 'PDF 手册',
          items: versions.map((version) => ({label: `${version.label} 文档（PDF）`, to: pdfLink(version)})),
        },
      ],
      copyright: `Copyright © ${new Date().getFullYear()} 爱可生开源社区 · SQLE 文档以 Docusaurus 构建`,
    },
    prism,
    ...algoliaThemeConfig(search),
  } satisfies Preset.ThemeConfig,
};

export default config;
