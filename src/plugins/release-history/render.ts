/**
 * Markdown of the release-history pages of one docs tree: the change record
 * (one entry per release, newest first, tables generated from
 * product-data/history/<line>.json) and the upgrade paths to the documented
 * release. Pure functions: the generator writes the result, tests read it.
 *
 * Facts of other releases are not necessarily facts of the documented one, so
 * table cells quote them as plain text and `<code>` (not 「」 or backticks,
 * which the product-claims test checks against the documented release); the
 * history test checks these tables against the data instead.
 */
import {diffFacts, type Facts, type FactsDiff, type KindDiff, type ReleaseEntry, type RuleFact} from '../../../product-data/extract/history/facts';
import {fullPath} from '../../../product-data/extract/history/api';
import {escapeInline} from '../rule-reference/render';
import {refLink, type NoteItem, type ReleaseNotes} from './notes';
import {offscreenSection} from '../offscreenSection';

export type Release = ReleaseEntry & {facts: Facts};
export type LineInput = {
  /** `v4` */
  line: string;
  /** `4.x` */
  series: string;
  releases: Release[];
  notes: ReleaseNotes | undefined;
  /** Level names as the line's UI shows them. */
  levelNames: Record<string, string>;
  /** The documented release of the previous line (3.2412.1 for v4). */
  previous?: {line: string; series: string; release: string; facts: Facts};
  /** Doc ids of the tree, to link only pages that exist. */
  docIds: Set<string>;
};
export type Page = {slug: string; markdown: string};

export const HISTORY_DIR = 'release-history';
export const CHANGES_SLUG = 'changes';
export const UPGRADE_SLUG = 'upgrade-paths';

/** A fact's text, shown as code and kept out of MDX parsing (a JS string literal). */
export const lit = (text: string) =>
  text === ''
    ? '（空）'
    : // Dotted names as inline code would be read as config claims of the documented release by the product-claims test.
      /^[\w-]+(\.[\w-]+(\[\])?)+$/.test(text) || /[`|{}<]/.test(text)
      ? `<code>{${JSON.stringify(text)}}</code>`
      : `\`${text}\``;
const cell = (text: string) => escapeInline(text) || '（空）';
/** `sqle:sqle/docs/swagger.json` → sqle `sqle/docs/swagger.json` */
const source = (where: string) =>
  where
    .split(', ')
    .map((w) => {
      const [repo, file] = w.split(/:(.*)/s);
      return file ? `${repo} ${lit(file)}` : lit(w);
    })
    .join('、');
const defaultText = (value: string | null) => (value === null ? '（模板未写出）' : lit(value));
const arrow = (from: string, to: string) => `${from} → ${to}`;

function table(head: string[], rows: string[][]): string[] {
  return [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${r.join(' | ')} |`)];
}

/** Long tables fold away so the entry stays scannable; the text stays in the HTML (and the search index). */
function block(title: string, rows: string[][], head: string[], foldAbove = 12): string[] {
  if (rows.length === 0) return [];
  const body = table(head, rows);
  // The kind in bold, the counts as text: a paragraph of emphasis alone reads as a heading (MD036).
  const [kind, counts] = title.split(/：(.*)/s);
  if (rows.length <= foldAbove) return ['', `**${kind}**${counts ? `：${counts}` : ''}`, '', ...body];
  return ['', '<details>', `<summary>${title}</summary>`, '', ...body, '', '</details>'];
}

const count = (d: KindDiff<unknown> | undefined, what: keyof KindDiff<unknown>) => Object.keys(d?.[what] ?? {}).length;
function tally(d: KindDiff<unknown> | undefined, names: Partial<Record<keyof KindDiff<unknown>, string>>): string {
  return (Object.entries(names) as [keyof KindDiff<unknown>, string][])
    .filter(([k]) => count(d, k) > 0)
    .map(([k, name]) => `${name} ${count(d, k)} 项`)
    .join('，');
}

function ruleChangeRows(key: string, from: RuleFact, to: RuleFact, levels: Record<string, string>): string[][] {
  const rows: string[][] = [];
  const row = (what: string, detail: string) => rows.push([what, lit(key), cell(to.name), detail, source(to.source)]);
  if (from.name !== to.name) row('改名', arrow(cell(from.name), cell(to.name)));
  if (from.level !== to.level) row('默认等级', arrow(levels[from.level] ?? from.level, levels[to.level] ?? to.level));
  if (from.category !== to.category) row('分类', arrow(cell(from.category), cell(to.category)));
  for (const p of Object.keys({...from.params, ...to.params}).sort()) {
    if (!(p in from.params)) row('新增参数', `${lit(p)} 默认 ${lit(to.params[p])}`);
    else if (!(p in to.params)) row('删除参数', `${lit(p)}（原默认 ${lit(from.params[p])}）`);
    else if (from.params[p] !== to.params[p]) row('参数默认值', `${lit(p)}：${arrow(lit(from.params[p]), lit(to.params[p]))}`);
  }
  return rows;
}

function rulesBlock(d: FactsDiff['rules'], levels: Record<string, string>, title = '审核规则'): string[] {
  if (!d) return [];
  const rows = [
    ...Object.entries(d.added ?? {}).map(([k, r]) => ['新增', lit(k), cell(r.name), `默认等级 ${levels[r.level] ?? r.level}`, source(r.source)]),
    ...Object.entries(d.removed ?? {}).map(([k, r]) => ['删除', lit(k), cell(r.name), `原默认等级 ${levels[r.level] ?? r.level}`, source(r.source)]),
    ...Object.entries(d.changed ?? {}).flatMap(([k, c]) => ruleChangeRows(k, c.from, c.to, levels)),
  ];
  return block(`${title}：${tally(d, {added: '新增', removed: '删除', changed: '改动'})}`, rows, ['变化', '规则键', '规则名称', '详情', '出处']);
}

function valuesBlock(title: string, d: KindDiff<{default: string | null; source: string}> | undefined, keyHead: string): string[] {
  if (!d) return [];
  const rows = [
    ...Object.entries(d.added ?? {}).map(([k, v]) => ['新增', lit(k), defaultText(v.default), source(v.source)]),
    ...Object.entries(d.removed ?? {}).map(([k, v]) => ['删除', lit(k), `原为 ${defaultText(v.default)}`, source(v.source)]),
    ...Object.entries(d.changed ?? {})
      .filter(([, c]) => c.from.default !== c.to.default)
      .map(([k, c]) => ['默认值变化', lit(k), arrow(defaultText(c.from.default), defaultText(c.to.default)), source(c.to.source)]),
  ];
  return block(`${title}：${tally(d, {added: '新增', removed: '删除', changed: '默认值变化'})}`, rows, ['变化', keyHead, '默认值', '出处']);
}

/** `sqle GET /v1/x` with the release's basePath → method, full path. */
export function apiParts(id: string, base: Record<string, string>): {repo: string; method: string; path: string} {
  const [repo, method, p] = id.split(' ');
  return {repo, method, path: fullPath(base[repo] ?? '/', p)};
}

function apiBlock(d: FactsDiff, before: Facts, after: Facts, title = '接口'): string[] {
  const rows: string[][] = [];
  for (const [repo, c] of Object.entries(d.apiBase?.changed ?? {})) {
    rows.push(['basePath 变化', lit(repo), `${lit(c.from)} → ${lit(c.to)}`, '—', source(after.api[Object.keys(after.api).find((k) => k.startsWith(`${repo} `)) ?? '']?.source ?? repo)]);
  }
  const op = (what: string, id: string, summary: string, where: string, base: Record<string, string>) => {
    const {method, path} = apiParts(id, base);
    rows.push([what, lit(method), lit(path), cell(summary), source(where)]);
  };
  Object.entries(d.api?.added ?? {}).forEach(([id, v]) => op('新增', id, v.summary, v.source, after.apiBase));
  Object.entries(d.api?.removed ?? {}).forEach(([id, v]) => op('删除', id, v.summary, v.source, before.apiBase));
  const changed = Object.keys(d.api?.changed ?? {}).length;
  const lines = block(`${title}：${tally(d.api, {added: '新增', removed: '删除'}) || 'basePath 变化'}`, rows, ['变化', '方法', '路径', '摘要', '出处']);
  if (changed) lines.push('', `另有 ${changed} 个接口只改了摘要，未列出。`);
  return rows.length || changed ? lines : [];
}

/** Where a label key lives: `base/dmsMenu.x` → dms-ui `packages/base/…/locale/zh-CN/dmsMenu.ts`. */
export function labelSource(key: string, ui: string): string {
  const server = /^([\w-]+):(.+?)#/.exec(key);
  if (server) return `${server[1]}:${server[2]}`;
  const pkg = /^([\w-]+)\/(\w+)\./.exec(key);
  if (pkg) return `${ui}:packages/${pkg[1]}/src/locale/zh-CN/${pkg[2]}.ts`;
  return `${ui}:src/locale/zh-CN/${key.split('.')[0]}.ts`;
}

function labelsBlock(d: FactsDiff['labels'], ui: string, title = '界面文字', foldAbove = 0): string[] {
  if (!d) return [];
  const rows = Object.entries(d.changed ?? {}).map(([k, c]) => [lit(k), cell(c.from), cell(c.to), source(labelSource(k, ui))]);
  const others = tally(d, {added: '新增', removed: '删除'});
  const lines = block(`${title}：改写 ${rows.length} 项${others ? `（另有${others}，未列出）` : ''}`, rows, ['键', '原文字', '新文字', '出处'], foldAbove);
  return rows.length ? lines : others ? ['', `**${title}**：${others}，没有改写的文字。`] : [];
}

const isEmpty = (d: FactsDiff) => Object.keys(d).length === 0;

function noteLine(item: NoteItem): string {
  // Markdown inline is allowed; braces and angle brackets outside code spans would be MDX.
  const text = item.text
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 ? part : part.replace(/[{}]/g, (c) => `\\${c}`).replace(/</g, '&lt;')))
    .join('');
  const refs = (item.refs ?? []).map(refLink).map((r) => `[${r.text}](${r.url})`);
  return `- ${item.ee ? '<span className="badge badge--secondary">企业版</span> ' : ''}${text}${refs.length ? `（${refs.join('、')}）` : ''}`;
}

const FALLBACK: Record<string, string> = {
  branch: '没有同号标签，读取该发布分支在 sqle 标签之前的最后一个提交',
  'earlier-tag': '没有同号标签和发布分支，读取此前最近的标签',
  'earlier-branch': '没有同号标签和发布分支，读取此前最近的发布分支在 sqle 标签之前的最后一个提交',
};

function refsLine(r: Release): string {
  const order = ['sqle', 'dms', 'dms-ui', 'sqle-ui'];
  const parts = Object.entries(r.refs)
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(
    ([repo, u]) => `${repo} ${lit(u.ref)}（${lit(u.commit.slice(0, 10))}${u.fallback ? `，${FALLBACK[u.fallback]}` : ''}）`,
  );
  return `sqle 标签提交于 ${r.refs.sqle.date}。读取的代码：${parts.join('；')}。`;
}

/** What the change tables of one diff show, in reading order. */
export function diffBlocks(d: FactsDiff, before: Facts, after: Facts, input: Pick<LineInput, 'levelNames' | 'line'>): string[] {
  const ui = input.line === 'v2' ? 'sqle-ui' : 'dms-ui';
  return [
    ...rulesBlock(d.rules, input.levelNames),
    ...valuesBlock('配置项', d.config, '配置项'),
    ...valuesBlock('镜像与启动脚本', d.image, '设置'),
    ...apiBlock(d, before, after),
    ...labelsBlock(d.labels, ui),
  ];
}

export function releaseSection(input: LineInput, index: number): string {
  const r = input.releases[index];
  const prev = input.releases[index - 1];
  const heading = `## ${r.release} \\{#${r.release}}`;
  const lines = [refsLine(r)];
  const notes = input.notes?.get(r.release);
  if (notes) lines.push('', '本版摘要：', '', ...notes.map(noteLine));
  if (!prev) {
    lines.push(
      '',
      input.previous
        ? `这是本站收录的 ${input.series} 第一个版本，下面不列表格；它与 ${input.previous.series} 最后一个版本 ${input.previous.release} 的差异，见[升级路径](./${UPGRADE_SLUG}.md#from-${input.previous.line})中从 ${input.previous.series} 升级的一节。`
        : `这是本站收录的 ${input.series} 第一个版本，下面不列表格。`,
    );
  } else if (!r.changes || isEmpty(r.changes)) {
    lines.push('', `与 ${prev.release} 相比，审核规则、配置项、镜像默认值、接口和界面文字都没有变化。`);
  } else {
    lines.push('', `与 ${prev.release} 相比的变化如下。`, ...diffBlocks(r.changes, prev.facts, r.facts, input));
  }
  return `${heading}\n\n${offscreenSection(lines.join('\n'))}`;
}

function frontMatter(title: string, description: string, date: string, label?: string): string[] {
  return ['---', `title: ${title}`, ...(label ? [`sidebar_label: ${label}`] : []), `description: ${description}`, 'last_update:', `  date: ${date}`, 'custom_edit_url: null', '---', ''];
}

export function changesPage(input: LineInput): Page {
  const newest = input.releases.at(-1)!;
  const oldest = input.releases[0];
  const upgrade = `[升级路径](./${UPGRADE_SLUG}.md)`;
  const markdown = [
    ...frontMatter(
      '版本变更记录',
      `SQLE ${oldest.release} 到 ${newest.release} 共 ${input.releases.length} 个版本，每个版本相对上一版本的规则、配置项、镜像默认值、接口和界面文字变化，以及本版摘要。`,
      newest.refs.sqle.date,
    ),
    `本页按从新到旧的顺序列出 SQLE ${input.series} 的全部 ${input.releases.length} 个正式发布版本（${oldest.release} 到 ${newest.release}），不含带 \`-pre\` 的预发布标签。每个版本的小节以版本号为锚点，例如 \`#${newest.release}\`，可以直接链接到某个版本；在站内搜索框中输入版本号、规则键、配置项或接口路径，也能找到对应的版本。`,
    '',
    '每一节先写这个版本的代码来源和一段摘要，再用表格列出与上一个版本相比的变化。表格由本站从 SQLE 各仓库的发布标签中提取的数据生成，覆盖五类事实：内置审核规则（新增、删除、改名、默认等级、参数默认值），配置项和它们在发行包模板中的默认值，Docker 镜像与启动脚本设置的默认值（包括端口），sqle 和 DMS 的 swagger 文件中的接口，以及界面上的文字。每一行都写明事实出自哪个仓库的哪个文件。界面文字只列出同一个键换了说法的条目，新增和删除的文字只给数量。',
    '',
    `表格里的名称和取值是该版本代码中的原文，可能与当前版本不同；当前版本的界面和配置以本版文档的其他页面为准。标有“企业版”的摘要条目只在企业版中提供。要从某个旧版本升级到 ${newest.release}，先看${upgrade}：那里按起始版本汇总了途经各版本累计的不兼容变化，并给出备份、合并配置、启动和回滚的步骤。`,
    '',
    ...input.releases.map((_, i) => `${releaseSection(input, i)}\n`).reverse(),
  ].join('\n');
  return {slug: CHANGES_SLUG, markdown};
}

/** Menu texts: locale keys under a menu section (`base/dmsMenu.x`, `menu.x`). */
export const isMenuLabel = (key: string) => /(^|[/.:#])\w*[mM]enu\w*\./.test(key);

/** Removed config keys whose last segment a new key of the target release has. */
function sameNameKeys(removed: string, target: Facts['config']): string[] {
  const leaf = removed.split('.').at(-1)!;
  return Object.keys(target).filter((k) => k !== removed && k.split('.').at(-1) === leaf);
}

function upgradeCounts(d: FactsDiff): number[] {
  const rulesChanged = Object.values(d.rules?.changed ?? {}).filter((c) => c.from.level !== c.to.level || JSON.stringify(c.from.params) !== JSON.stringify(c.to.params)).length;
  return [
    count(d.config, 'removed'),
    count(d.config, 'changed') + count(d.image, 'changed') + count(d.image, 'removed'),
    count(d.rules, 'removed'),
    rulesChanged,
    count(d.api, 'removed') + count(d.apiBase, 'changed'),
    count(d.labels, 'changed'),
  ];
}

function upgradeBlocks(d: FactsDiff, from: Facts, to: Facts, input: LineInput, ui: string): string[] {
  const lines: string[] = [];
  const removedKeys = Object.keys(d.config?.removed ?? {});
  const hints = removedKeys
    .map((k) => [k, sameNameKeys(k, to.config)] as const)
    .filter(([, same]) => same.length)
    .map(([k, same]) => `- ${lit(k)} 已删除；目标版本中有同名的键 ${same.map(lit).join('、')}，合并配置时对照两者的用途。`);
  lines.push(...valuesBlock('配置项（删除的键要从配置文件中去掉，新增的键按需补上）', d.config, '配置项'));
  if (hints.length) lines.push('', ...hints);
  lines.push(...valuesBlock('镜像与启动脚本', d.image, '设置'));
  lines.push(...rulesBlock(d.rules, input.levelNames, '审核规则（删除的规则会从规则模板中消失，等级和参数默认值的变化只影响新建的模板）'));
  lines.push(...apiBlock(d, from, to, '接口（脚本调用已删除的接口会失败）'));
  lines.push(...labelsBlock(d.labels, ui, '菜单文字', 12));
  return lines;
}

const STEPS: Record<string, (input: LineInput, has: (id: string) => boolean) => string[]> = {
  dms: (input, has) => {
    const link = (id: string, anchor: string, text: string) => (has(id) ? `[${text}](../${id}.md${anchor})` : text);
    return [
      `1. **停止并备份。** 先停止 SQLE，在同一时间点备份 MySQL 中的 \`dms\` 和 \`sqle\` 两个库，同时保存 \`etc/config.yaml\` 和插件目录。两个库的数据相互关联，必须一起备份、一起恢复，做法见${link('deploy-manual/backup', '', '备份与恢复')}。`,
      `2. **合并配置。** 从下文找到你的起始版本，按“配置项”表删除已删除的键、补上新增的键；“默认值变化”只影响模板写出的值，你的文件里已经写了的值不会被替换，要沿用新默认值就手动改。Docker 部署时再对照“镜像与启动脚本”表检查 \`docker run\` 或 \`docker-compose.yaml\` 中的环境变量和端口映射。`,
      `3. **确认自动建表。** 启动前确认配置文件中 \`dms.service.database.auto_migrate\` 和 \`sqle.service.auto_migrate_table\` 都是 \`true\`，新版本才会在启动时补齐两个库的表结构，详见${link('deploy-manual/upgrade', '#自动表结构变更', '升级与回滚')}。`,
      `4. **按顺序启动。** 先启动 DMS，再启动 sqled：镜像的启动脚本 \`start.sh\` 就是先在后台启动 \`dms\`，等进程出现后才启动 \`sqled\`。RPM、Docker 和 Docker Compose 各自的升级命令见${link('deploy-manual/upgrade', '#升级步骤', '升级与回滚')}。`,
      `5. **检查与回滚。** 登录后核对版本号，再按下文检查审核规则模板、调用接口的脚本和操作手册中的菜单名称。升级失败时停止新版本，换回旧程序和旧配置，删除两个库后从第 1 步的备份恢复；表结构只会向前变更，不能只换回旧程序，步骤见${link('deploy-manual/upgrade', '#回滚', '升级与回滚')}。`,
    ];
  },
  v2: (input, has) => {
    const link = (id: string, text: string) => (has(id) ? `[${text}](../${id}.md)` : text);
    return [
      `1. **停止并备份。** 先停止 sqled，备份 MySQL 中的 \`sqle\` 库，同时保存 \`etc/sqled.yml\` 和插件目录，做法见${link('deploy-manual/backup', '备份与恢复')}。`,
      `2. **合并配置。** 从下文找到你的起始版本，按“配置项”表删除已删除的键、补上新增的键；“默认值变化”只影响模板写出的值，你的文件里已经写了的值不会被替换。Docker 部署时再对照“镜像与启动脚本”表检查环境变量和端口映射。`,
      `3. **确认自动建表。** 启动前确认 \`server.sqle_config.auto_migrate_table\` 为 \`true\`，sqled 才会在启动时补齐 \`sqle\` 库的表结构。`,
      `4. **启动。** 2.x 只有一个 \`sqled\` 进程，换上新程序后启动它即可；配置项的含义见${link('deploy-manual/config', '配置文件')}。`,
      '5. **检查与回滚。** 登录后核对版本号，再按下文检查审核规则模板、调用接口的脚本和菜单名称。升级失败时停止新版本，换回旧程序和旧配置，删除 `sqle` 库后从第 1 步的备份恢复；新版本启动时改过的表结构旧程序未必认得，所以不能只换回旧程序。',
    ];
  },
};

/** The changes of one release a reader upgrading across it must act on (see upgradeDiff). */
export function actionable(d: FactsDiff): FactsDiff {
  const out: FactsDiff = {};
  if (d.config) out.config = d.config;
  if (d.image) out.image = d.image;
  const rules = Object.entries(d.rules?.changed ?? {}).filter(([, c]) => c.from.level !== c.to.level || JSON.stringify(c.from.params) !== JSON.stringify(c.to.params));
  if (d.rules?.removed || rules.length) out.rules = {...(d.rules?.removed ? {removed: d.rules.removed} : {}), ...(rules.length ? {changed: Object.fromEntries(rules)} : {})};
  if (d.apiBase) out.apiBase = d.apiBase;
  if (d.api?.removed) out.api = {removed: d.api.removed};
  const menus = Object.entries(d.labels?.changed ?? {}).filter(([k]) => isMenuLabel(k));
  if (menus.length) out.labels = {changed: Object.fromEntries(menus)};
  return out;
}

export function upgradePage(input: LineInput, docIds: Set<string> = input.docIds): Page {
  const target = input.releases.at(-1)!;
  const ui = input.line === 'v2' ? 'sqle-ui' : 'dms-ui';
  const has = (id: string) => docIds.has(id);
  // Releases after the first, newest first, with what a reader crossing them must act on.
  const steps = input.releases
    .map((r, i) => ({r, prev: input.releases[i - 1], d: actionable(r.changes ?? {})}))
    .slice(1)
    .reverse();
  const head = ['起始版本', '删除的配置项', '默认值变化', '删除的规则', '规则等级或参数变化', '删除的接口', '改名的菜单'];
  // Counts compare the two ends: a patch release's branch may add what the next main release does not have.
  const rows = input.releases
    .slice(0, -1)
    .reverse()
    .map((from) => [`\`${from.release}\``, ...upgradeCounts(actionable(diffFacts(from.facts, target.facts))).map(String)]);
  const sections = steps
    .filter((s) => Object.keys(s.d).length > 0)
    .map((s) =>
      [`### 升级经过 ${s.r.release} 时 \\{#${s.r.release}}`, '', `从 ${s.prev.release} 或更早的版本升级时，要处理 ${s.r.release} 带来的这些变化：`, ...upgradeBlocks(s.d, s.prev.facts, s.r.facts, input, ui), ''].join('\n'),
    );
  const quiet = steps.filter((s) => Object.keys(s.d).length === 0).map((s) => s.r.release);
  const cross: string[] = [];
  if (input.previous) {
    const p = input.previous;
    const first = input.releases[0];
    const d = actionable(diffFacts(p.facts, first.facts));
    cross.push(
      `## 从 ${p.series} 升级 \\{#from-${p.line}}`,
      '',
      input.line === 'v3'
        ? `2.x 与 3.x 的架构不同：2.x 只有一个 \`sqled\` 进程，读取 \`etc/sqled.yml\`；3.x 由 DMS 和 sqled 两个进程组成，共用一个 \`etc/config.yaml\`，在 MySQL 中使用 \`dms\` 和 \`sqle\` 两个库，用户、项目和数据源由 DMS 管理。本站核对的 SQLE 公开代码中没有把 2.x 的数据迁移到 3.x 的工具，所以这里不给原地升级的步骤，只列出 ${p.series} 最后一个版本 ${p.release} 与 ${input.series} 第一个版本 ${first.release} 之间的差异，供你规划新部署和改写脚本时参考；之后各版本的变化见上文。`
        : `先按 ${p.series} 文档（在页面右上角的版本菜单中选 ${p.line}）中版本变更记录一节的升级路径页，升级到 ${p.series} 的最后一个版本 ${p.release}，再按本页的步骤升级到 ${target.release}，途经的变化是下表加上上文从 ${first.release} 起的各节。${has('deploy-manual/upgrade') ? `[升级与回滚](../deploy-manual/upgrade.md)一页说明了从 ${p.series} 升级时 RPM 和 Docker 部署各自要注意的地方。` : ''}下表是 ${p.release} 与 ${input.series} 第一个版本 ${first.release} 之间的变化。`,
      ...upgradeBlocks(d, p.facts, first.facts, input, ui),
      '',
    );
  }
  const markdown = [
    ...frontMatter(
      `升级到 ${target.release}：各版本的升级路径`,
      `从 SQLE ${input.releases[0].release} 起的每个 ${input.series} 版本${input.previous ? `以及 ${input.previous.series} ` : ''}升级到 ${target.release} 时要处理的配置项、默认值、端口、规则、接口和菜单变化，以及备份、合并配置、启动和回滚步骤。`,
      target.refs.sqle.date,
      '升级路径',
    ),
    `本页写给要把 SQLE 从某个旧版本升级到 ${target.release} 的部署者。升级失败多半出在途经的版本悄悄改掉的地方：一个被删除的配置项、一个换了默认值的端口、一条从规则模板中消失的规则、一个脚本还在调用却已删除的接口、一个改了名字的菜单。下面先给出每次升级都要走的步骤，再列出每个起始版本要处理的变化有多少条，最后按版本列出明细。表格由本站从每个发布标签提取的数据生成，每一行注明出处；逐个版本的全部变化见[版本变更记录](./${CHANGES_SLUG}.md)。`,
    '',
    '## 升级步骤',
    '',
    ...STEPS[input.line === 'v2' ? 'v2' : 'dms'](input, has),
    '',
    '## 各起始版本要处理的变化',
    '',
    `下表每一行是一个起始版本，数字是它与 ${target.release} 相比需要处理的变化条数。“默认值变化”包括配置模板和镜像、启动脚本中的默认值与端口。明细按版本列在下一节：从版本 A 升级时，要处理所有比 A 新的版本的小节；中途改过又改回的设置会在两个小节中各出现一次，以最新的为准。`,
    '',
    ...table(head, rows),
    '',
    '## 各版本带来的变化',
    '',
    `下面每一节是一个版本相对上一个版本的、升级时要处理的变化，从新到旧排列${quiet.length ? `；${quiet.join('、')} 没有这类变化，不单列` : ''}。新增的配置项和镜像设置一并列出，合并配置时按需补上。`,
    '',
    ...sections,
    ...cross,
  ].join('\n');
  return {slug: UPGRADE_SLUG, markdown};
}
