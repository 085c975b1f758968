import fs from 'node:fs';
import {ENTRY_SCRIPT_NAMES, isEntryScript} from '../../src/plugins/bundler/entrySplit';
import {test, expect, docFile, docUrl, gotoHydrated, sidebarHrefs, specPages, versions} from './helpers';

test.describe('colour mode', () => {
  test.use({colorScheme: 'dark'});

  test('defaults to light even when the system prefers dark; the switch survives reload', async ({page}) => {
    await gotoHydrated(page, docUrl('v4', 'intro'));
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.locator('.navbar button[class*="toggleButton"]').first().click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('announcement bar', () => {
  const bar = '.theme-announcement-bar';

  test('stays closed after reload once closed', async ({page}) => {
    await gotoHydrated(page, '/sqle-docs/');
    await expect(page.locator(bar)).toContainText('升级指南');
    await page.locator(`${bar} button[aria-label="关闭"]`).click();
    await expect(page.locator(bar)).toHaveCount(0);
    await page.reload();
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
    await expect(page.locator(bar)).toHaveCount(0);
  });

  test('its link opens the upgrade guide', async ({page}) => {
    await gotoHydrated(page, '/sqle-docs/');
    await page.locator(bar).getByRole('link', {name: '升级指南'}).click();
    await expect(page).toHaveURL(new RegExp(`${docUrl('v4', 'deploy-manual/upgrade')}$`));
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.getByRole('heading', {name: '找不到页面'})).toHaveCount(0);
  });

  test('shows again to readers who closed an older announcement', async ({page}) => {
    await page.goto('/sqle-docs/');
    await page.evaluate(() => {
      localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    });
    await gotoHydrated(page, '/sqle-docs/');
    await expect(page.locator(bar)).toBeVisible();
  });
});

test('at 995 px the mobile layout, at 997 px the desktop sidebar', async ({page}) => {
  await page.setViewportSize({width: 995, height: 800});
  await gotoHydrated(page, docUrl('v4', 'intro'));
  await expect(page.locator('nav.menu')).toBeHidden();
  const menuButton = page.locator('button.navbar__toggle');
  await expect(menuButton).toBeVisible();
  await menuButton.click();
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
  await expect(page.locator('.navbar-sidebar').locator('a[href$="/docs/deploy-manual/intro"]').first()).toBeAttached();

  await page.setViewportSize({width: 997, height: 800});
  await gotoHydrated(page, docUrl('v4', 'intro'));
  await expect(page.locator('nav.menu')).toBeVisible();
  await expect(page.locator('button.navbar__toggle')).toBeHidden();
});

test('the skip link moves focus to the main content', async ({page}) => {
  await gotoHydrated(page, docUrl('v4', 'intro'));
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: '跳到主要内容'});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  // The next Tab lands inside <main>, past the navbar and the sidebar.
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
  expect(inMain).toBe(true);
});

test('the 下一页 link at the foot of a page opens the next page of the sidebar', async ({page}) => {
  await gotoHydrated(page, docUrl('v4', 'deploy-manual/rpm'));
  const order = await sidebarHrefs(page);
  const pager = page.getByRole('navigation', {name: '上一页与下一页'});
  await pager.getByRole('link', {name: /下一页/}).click();
  await expect(page).toHaveURL(new RegExp(`${order[order.indexOf(docUrl('v4', 'deploy-manual/rpm')) + 1]}$`));
  await expect(pager.getByRole('link', {name: /上一页/})).toHaveAttribute('href', docUrl('v4', 'deploy-manual/rpm'));
});

test('the TOC lists every h2 and h3 heading of the page', async ({page}) => {
  await gotoHydrated(page, docUrl('v4', 'deploy-manual/config'));
  const toc = page.locator('.theme-doc-toc-desktop');
  const headings = await page
    .locator('article .markdown')
    .evaluate((root) => [...root.querySelectorAll('h2[id], h3[id]')].map((h) => `${h.tagName} ${h.id}`));
  expect(headings.filter((h) => h.startsWith('H2')).length).toBeGreaterThan(0);
  expect(headings.filter((h) => h.startsWith('H3')).length).toBeGreaterThan(0);
  const tocTargets = await toc.locator('a').evaluateAll((as) =>
    as.map((a) => decodeURIComponent(new URL((a as HTMLAnchorElement).href).hash.slice(1))),
  );
  expect(tocTargets.sort()).toEqual(headings.map((h) => h.split(' ')[1]).sort());
});

test('a tab choice in a group is remembered across pages and reloads', async ({page}) => {
  await gotoHydrated(page, docUrl('v4', 'deploy-manual/upgrade'));
  const tab = (label: string) => page.getByRole('tab', {name: label, exact: true}).first();
  await tab('Docker').click();
  await expect(tab('Docker')).toHaveAttribute('aria-selected', 'true');
  await gotoHydrated(page, docUrl('v4', 'deploy-manual/config'));
  await expect(tab('Docker')).toHaveAttribute('aria-selected', 'true');
  await page.reload();
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
  await expect(tab('Docker')).toHaveAttribute('aria-selected', 'true');
});

test('served under a wrong base path, the home page shows the base-URL warning', async ({page}) => {
  const {ports, origin} = await import('../servers');
  await page.goto(`${origin(ports.wrongBase)}/`);
  await expect(page.locator('#__docusaurus-base-url-issue-banner')).toBeVisible();
});

test('the navbar marks only the section being read as active', async ({page}) => {
  const left = '.navbar__items:not(.navbar__items--right)';
  const active = page.locator(`${left} a.navbar__link--active, ${left} a.dropdown__link--active`);
  await gotoHydrated(page, docUrl('v4', 'deploy-manual/rpm'));
  await expect(active).toHaveText(['安装部署']);
  await gotoHydrated(page, docUrl('v4', 'intro'));
  await expect(active).toHaveCount(0);
  await gotoHydrated(page, docUrl('v4', 'online-demo'));
  await expect(active).toHaveText(['在线体验']);
});

/**
 * Every language the pages' code blocks name, and the first page showing it.
 * `text` is plain on purpose, `mermaid` becomes a diagram, `sql_diff` has no
 * Prism grammar.
 */
const NOT_HIGHLIGHTED = new Set(['text', 'mermaid', 'sql_diff']);
const pagesByLanguage = new Map<string, string>();
for (const version of versions) {
  for (const id of specPages[version]) {
    for (const [, language] of fs.readFileSync(docFile(version, id), 'utf8').matchAll(/^\s*```(\w+)/gm)) {
      if (!NOT_HIGHLIGHTED.has(language) && !pagesByLanguage.has(language)) pagesByLanguage.set(language, docUrl(version, id));
    }
  }
}

test('code blocks of every language the pages use are highlighted, without hydration errors', async ({page}) => {
  test.slow();
  expect([...pagesByLanguage.keys()]).toEqual(expect.arrayContaining(['bash', 'sql', 'ini', 'groovy', 'java', 'yaml']));
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  const plain: string[] = [];
  for (const url of new Set(pagesByLanguage.values())) {
    await gotoHydrated(page, url);
    const languages = [...pagesByLanguage].filter(([, at]) => at === url).map(([language]) => language);
    for (const language of languages) {
      // Unhighlighted code is one `token plain` per line in one colour; a
      // grammar splits it into keywords, strings, comments… in their colours.
      const tokens = page.locator(`pre.language-${language}`).first().locator('.token');
      const {kinds, colours} = await tokens.evaluateAll((spans) => ({
        kinds: [...new Set(spans.flatMap((s) => [...s.classList]).filter((c) => c !== 'token' && c !== 'plain'))],
        colours: new Set(spans.map((s) => getComputedStyle(s).color)).size,
      }));
      if (kinds.length === 0 || colours < 2) plain.push(`${language} at ${url}: token kinds [${kinds.join(' ')}], ${colours} colour(s)`);
    }
  }
  expect(plain).toEqual([]);
  expect(errors).toEqual([]);
});

// Code arrives highlighted from the build (src/plugins/codeHighlight): opened
// directly or reached by a link within the site, a block is highlighted and
// its copy button copies the code.
test('a code block, opened directly or reached by a link, is highlighted and copies its code', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const target = docUrl('v4', 'deploy-manual/Docker');
  const copyFirstBlock = async () => {
    const block = page.locator('.theme-code-block', {has: page.locator('pre.language-bash')}).first();
    await expect(block.locator('.token.function, .token.keyword, .token.string').first()).toBeVisible();
    // innerText sets each line apart with an empty one; the copied code has none.
    const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
    const code = lines(await block.locator('pre code').innerText());
    // A block gets its buttons as it nears the screen, where a reader can reach them.
    await block.scrollIntoViewIfNeeded();
    // The 「复制成功」 label shows for one second.
    await block.getByRole('button', {name: '复制代码到剪贴板'}).click();
    await expect(block.getByRole('button', {name: '复制成功'})).toBeVisible();
    expect(lines(await page.evaluate(() => navigator.clipboard.readText()))).toEqual(code);
  };

  await gotoHydrated(page, target);
  await copyFirstBlock();

  await gotoHydrated(page, docUrl('v4', 'intro'));
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await page.locator('footer').getByRole('link', {name: '安装部署'}).click();
  await expect(page).toHaveURL(new RegExp(`${docUrl('v4', 'deploy-manual/intro')}$`));
  await page.locator('nav.menu').getByRole('link', {name: /Docker/}).first().click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await copyFirstBlock();
});

// Block colours come from CSS per colour mode, not from script: a reader who
// chose dark sees dark blocks even before (or without) the page's script.
test('code blocks take the colour mode from the first paint and follow the switch', async ({page}) => {
  await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  const block = page.locator('.theme-code-block', {has: page.locator('pre.language-bash')}).first();
  const colours = () =>
    block.evaluate((element) => ({
      background: getComputedStyle(element).backgroundColor,
      command: getComputedStyle(element.querySelector('.token.function')!).color,
    }));
  const dark = {background: 'rgb(30, 30, 30)', command: 'rgb(220, 220, 170)'};
  const light = {background: 'rgb(255, 255, 255)', command: 'rgb(0, 0, 255)'};

  await page.route('**/assets/js/**', (route) => route.abort());
  await page.goto(docUrl('v4', 'deploy-manual/Docker'));
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await colours()).toEqual(dark);

  await page.unroute('**/assets/js/**');
  await gotoHydrated(page, docUrl('v4', 'deploy-manual/Docker'));
  expect(await colours()).toEqual(dark);
  await page.getByRole('button', {name: /切换浅色\/暗黑模式/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await colours()).toEqual(light);
});

test("a page's text is painted before its scripts are fetched, and the page still hydrates", async ({page}) => {
  await gotoHydrated(page, docUrl('v4', 'user-manual/intro'));
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/assets/js/'))
      .map((entry) => ({file: entry.name.replace(/.*\//, ''), start: entry.startTime})),
  }));
  const entryScripts = timing.scripts.filter(({file}) => isEntryScript(file));
  expect(entryScripts).toHaveLength(ENTRY_SCRIPT_NAMES.length);
  for (const {start} of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.paint!);
  await page.getByRole('link', {name: '安装部署', exact: true}).first().click();
  await expect(page.locator('article h1')).not.toHaveText('用户手册');
});

// patches/@docusaurus+core+*.patch: on a phone, evaluating main.js and then
// the page's route modules in one go was one long task before the page could
// answer input.
test("the browser gets a turn between evaluating main.js and React taking the page", async ({page}) => {
  await page.addInitScript(() => {
    // main.js sets window.docusaurus as it runs (and src/clientModules/prefetch
    // once more, right after): a task queued the first time runs before the next one.
    let docusaurus: unknown;
    Object.defineProperty(window, 'docusaurus', {
      configurable: true,
      get: () => docusaurus,
      set(value) {
        const first = docusaurus === undefined;
        docusaurus = value;
        if (!first) return;
        setTimeout(() => {
          (window as {rootAfterMainJs?: boolean}).rootAfterMainJs = 'docusaurusRoot' in window;
        }, 0);
      },
    });
  });
  await gotoHydrated(page, docUrl('v4', 'user-manual/intro'));
  expect(await page.evaluate(() => (window as {rootAfterMainJs?: boolean}).rootAfterMainJs)).toBe(false);
});

// Chrome builds each SVG image as a document of its own on the main thread
// (src/css/custom.css): the page chrome draws its icons without any.
test('the logo, search magnifier, breadcrumb separators and carets show, drawn without SVG images', async ({page}) => {
  /** The icon an element or pseudo-element shows: its box, fill and outline, and any background image. */
  const icon = (selector: string, pseudo: string) =>
    page.locator(selector).first().evaluate((element, pseudoElement) => {
      const style = getComputedStyle(element, pseudoElement);
      return {width: parseFloat(style.width), fill: style.backgroundColor, clip: style.clipPath, image: style.backgroundImage};
    }, pseudo);
  /** A visible outline: a box with some width, a fill that is not transparent, cut to a polygon, no image. */
  const drawn = async (selector: string, pseudo: string) => {
    const shown = await icon(selector, pseudo);
    expect(shown.width).toBeGreaterThan(0);
    expect(shown).toMatchObject({clip: expect.stringMatching(/^polygon/), image: 'none'});
    expect(shown.fill).not.toBe('rgba(0, 0, 0, 0)');
  };

  await page.setViewportSize({width: 390, height: 844});
  await gotoHydrated(page, docUrl('v4', 'user-manual/intro'));
  await expect(page.locator('.navbar__brand').getByRole('img', {name: 'SQLE 标志'})).toBeVisible();
  await drawn('.theme-doc-toc-mobile > button', '::after');
  await drawn('.breadcrumbs__item:not(:last-child)', '::after');

  await page.setViewportSize({width: 1280, height: 800});
  await expect(page.locator('.menu__link--sublist-caret').first()).toBeVisible();
  await drawn('.menu__link--sublist-caret', '::after');
  await expect(page.getByRole('link', {name: 'GitHub 上的 SQLE 仓库'}).locator('svg')).toBeVisible();
  const magnifier = page.locator('.navbar__search svg');
  await expect(magnifier).toBeVisible();
  // Inside the search box, left of the placeholder text.
  const [box, glass] = [await page.locator('.navbar__search-input').boundingBox(), await magnifier.boundingBox()];
  expect(glass!.x).toBeGreaterThan(box!.x);
  expect(glass!.y).toBeGreaterThanOrEqual(box!.y);
  expect(glass!.y + glass!.height).toBeLessThanOrEqual(box!.y + box!.height);
  expect(await icon('.navbar__search-input', '')).toMatchObject({image: 'none'});

  // No image of the navbar or breadcrumbs, nor any background or mask on the page, is an SVG file or data: URL
  // (the diagram this page shows is content, not chrome).
  const svgImages = await page.evaluate(() => [
    ...[...document.querySelectorAll('.navbar img, .breadcrumbs img')].map((image) => image.getAttribute('src') ?? ''),
    ...[...document.querySelectorAll('*')].flatMap((element) =>
      ['', '::before', '::after'].flatMap((pseudo) => {
        const style = getComputedStyle(element, pseudo || null);
        return [style.backgroundImage, style.maskImage];
      }),
    ),
  ].filter((source) => /\.svg\b|image\/svg/.test(source)));
  expect(svgImages).toEqual([]);
});
