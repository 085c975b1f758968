/**
 * One reader-oriented outline for every docs version.
 *
 * The outline lists the pages of all versions (v2 named some pages
 * differently); `buildSidebar` keeps the ones a version's folder really has,
 * so v2, v3 and v4 share one source instead of three hand-kept copies.
 */
import fs from 'node:fs';
import path from 'node:path';
import {apiPageSlugs} from '../plugins/api-reference/groups';
import {ruleCategorySlugs} from '../plugins/rule-reference/categories';

/** The JSON shape Docusaurus reads for current and versioned sidebars. */
export type SidebarItem =
  | {type: 'doc'; id: string}
  | {type: 'category'; label: string; link?: {type: 'doc'; id: string}; items: SidebarItem[]};

type Category = {label: string; link?: string; items: OutlineItem[]};
type OutlineItem = string | Category;

const category = (label: string, items: OutlineItem[], link?: string): Category => ({
  label,
  link,
  items,
});
const under = (prefix: string, ids: string[]) => ids.map((id) => `${prefix}/${id}`);

export const outline: OutlineItem[] = [
  'intro',
  'online-demo',
  'quick-usage',
  'guide',
  'SUMMARY',
  category(
    '产品支持',
    under('support', ['compare', 'community-support', 'commercial-support']),
  ),
  category(
    '安装部署',
    under('deploy-manual', [
      'platforms',
      'ports',
      'offline',
      'rpm',
      'Docker',
      'docker',
      'DockerCompose',
      'docker-compose',
      'source',
      'cluster',
      'config',
      'backup',
      'upgrade',
      'troubleshooting',
    ]),
    'deploy-manual/intro',
  ),
  category(
    '用户手册',
    [
      category(
        '项目配置',
        under('user-manual/project', [
          'project_create',
          'instance-manager',
          'instance_syn',
          'group_member',
          'rule-template-manager',
          'workflow-template-manager',
          'whitelist-manager',
          'blacklist-manager',
          'push-rule',
          'operation_records',
        ]),
        'user-manual/project/intro',
      ),
      // Generated per version from product-data (src/plugins/rule-reference); next to the rule templates.
      category('审核规则参考', under('audit-rules', ruleCategorySlugs), 'audit-rules/intro'),
      category('SQL 开发', [
        ...under('user-manual/project', [
          'quick_audit',
          'IDEaudit',
          'analysis',
          'dataexport',
          'Structure-Comparison',
          'CICDintegration',
        ]),
        'user-manual/jetbrains',
      ]),
      category(
        'SQL 上线',
        under('user-manual/project/workflow', [
          'create-workflow',
          'audit-workflow',
          'exec-workflow',
          'rollback',
          'version-management',
        ]),
        'user-manual/project/workflow/intro',
      ),
      category(
        'SQL 管控',
        under('user-manual/project/audit_task', [
          'sqlmanage',
          'metadata_audit',
          'processlist_audit',
          'slowlog_audit',
          'topsql',
          'baiduyunrds',
          'huaweiyunrds',
          'mybatis',
          'SQLfile_audit',
          'java_application_audit',
          'java_agent_audit',
          'lockinfo',
          'SQLdrilldown',
        ]),
        'user-manual/project/audit_task/intro',
      ),
      category(
        'SQL 优化',
        under('user-manual/project/sql-improve', ['sqlrewrite']),
        'user-manual/project/sql-improve/introduction',
      ),
      category(
        'SQL 工作台',
        under('user-manual/sql-workbench', [
          'how-to-quick-deploy',
          'how-to-configure',
          'how-to-use',
        ]),
        'user-manual/sql-workbench/introduction',
      ),
      category(
        '数据权限',
        under('user-manual/project/data_access_control', [
          'permission_template',
          'authorization_list',
        ]),
        'user-manual/project/data_access_control/intro',
      ),
      category(
        '系统设置',
        under('user-manual/sys-configuration', [
          'configuration',
          'customize',
          'login_syn',
          'message_syn',
          'process_syn',
          'webhook',
          'MFA',
          'instance_syn',
        ]),
        'user-manual/sys-configuration/intro',
      ),
      category(
        '用户管理',
        under('user-manual/user-manager', ['user', 'role', 'user-group', 'account']),
        'user-manual/user-manager/intro',
      ),
      category('平台功能', [
        ...under('user-manual', [
          'allinstance',
          'customrule',
          'knowledgebase',
          'Dashboard',
          'operation_records',
        ]),
      ]),
    ],
    'user-manual/intro',
  ),
  category(
    '开发手册',
    [
      category(
        '数据源审核插件',
        under('dev-manual/plugins', ['howtouse', 'howtodev']),
        'dev-manual/plugins/intro',
      ),
      category(
        'IDE 审核插件',
        under('dev-manual/auditplugins', ['jetbrains', 'eclipse']),
        'dev-manual/auditplugins/introduction',
      ),
      category('OpenAPI', ['dev-manual/OpenAPI/dmstoken']),
      // Generated per version from product-data/<version>/api.json (src/plugins/api-reference).
      category('HTTP 接口参考', under('api-reference', apiPageSlugs), 'api-reference/intro'),
    ],
    'dev-manual/intro',
  ),
  // Generated per version from product-data/history and release-notes (src/plugins/release-history).
  category('版本变更记录', under('release-history', ['changes', 'upgrade-paths'])),
  category('FAQ', under('FAQ', ['whichdatabase', 'rollback', 'mirror']), 'FAQ/intro'),
];

/** Doc ids present in a docs folder, with exact case (ids are file paths). */
export function listDocIds(docsDir: string): Set<string> {
  const ids = new Set<string>();
  const walk = (dir: string, prefix: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      if (entry.isDirectory()) {
        walk(path.join(dir, entry.name), `${prefix}${entry.name}/`);
      } else if (/\.mdx?$/.test(entry.name)) {
        ids.add(prefix + entry.name.replace(/\.mdx?$/, ''));
      }
    }
  };
  walk(docsDir, '');
  return ids;
}

function toSidebarItems(items: OutlineItem[], present: Set<string>): SidebarItem[] {
  return items.flatMap((item): SidebarItem[] => {
    if (typeof item === 'string') {
      return present.has(item) ? [{type: 'doc', id: item}] : [];
    }
    const children = toSidebarItems(item.items, present);
    const hasLink = item.link !== undefined && present.has(item.link);
    if (children.length === 0 && !hasLink) {
      return [];
    }
    return [
      {
        type: 'category',
        label: item.label,
        ...(hasLink ? {link: {type: 'doc', id: item.link!}} : {}),
        items: children,
      },
    ];
  });
}

/** The sidebar of one version: the outline restricted to the pages it has. */
export function buildSidebar(docsDir: string): SidebarItem[] {
  return toSidebarItems(outline, listDocIds(docsDir));
}

/** Doc ids in the order a reader meets them in the sidebar (a category's own page first). */
export function sidebarOrder(items: SidebarItem[]): string[] {
  return items.flatMap((item) =>
    item.type === 'doc' ? [item.id] : [...(item.link ? [item.link.id] : []), ...sidebarOrder(item.items)],
  );
}
