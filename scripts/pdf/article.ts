/**
 * Runs inside the browser on the HTML of one built doc page: turns its article
 * into a section of the printed manual. The page is parsed, not opened (the
 * static HTML holds the whole article since diagrams are drawn at build time),
 * which makes a manual of 100 pages take seconds instead of a minute. Passed to
 * `page.evaluate`, so it must be self-contained (no imports, no outside variables).
 */
export type ArticleOptions = {
  /** The page's built HTML and its address on the build server. */
  html: string;
  url: string;
  /** Id of the page's section in the manual, e.g. `page-deploy-manual-intro`. */
  anchor: string;
  /** Categories around the page in the sidebar: its title becomes `h(depth + 1)`. */
  depth: number;
  /** Path of every page in the manual (no trailing slash) → its section id. */
  anchors: Record<string, string>;
  /** Public origin of the site, for links to pages the manual does not hold. */
  publicOrigin: string;
};

export function articleForPrint(options: ArticleOptions): {title: string; html: string} {
  const {html, url, anchor, depth, anchors, publicOrigin} = options;
  const location = new URL(url);
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const root = parsed.querySelector<HTMLElement>('article .theme-doc-markdown');
  if (!root) {
    throw new Error(`${location.pathname}: no article`);
  }

  // Screen-only controls: heading "#" links and copy buttons.
  root.querySelectorAll('.hash-link, button').forEach((element) => element.remove());

  // Tabs: paper cannot switch, so every panel is printed under its label.
  root.querySelectorAll('.tabs-container').forEach((tabs) => {
    const labels = [...tabs.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent ?? '');
    tabs.querySelectorAll('[role="tabpanel"]').forEach((panel, index) => {
      panel.removeAttribute('hidden');
      const label = document.createElement('p');
      label.className = 'pdf-tab-label';
      label.textContent = labels[index] ?? '';
      panel.before(label);
    });
    tabs.querySelector('[role="tablist"]')?.remove();
  });

  // Code in one colour: each of Prism's token spans would be a tagged element, a text run and a
  // colour change of its own in the PDF (a sixth of the structure of the v4 manual).
  root.querySelectorAll('.token-line > span').forEach((token) => token.replaceWith(token.textContent ?? ''));
  root.querySelectorAll('.token-line').forEach((line) => line.normalize());

  // Collapsed details would hide their text on paper.
  root.querySelectorAll('details').forEach((details) => {
    details.setAttribute('open', '');
    details.querySelectorAll(':scope > div').forEach((body) => body.removeAttribute('style'));
  });

  // Lazy images outside the viewport would never load in the printed document.
  root.querySelectorAll('img').forEach((image) => {
    image.setAttribute('loading', 'eager');
    image.setAttribute('src', new URL(image.getAttribute('src')!, location).href);
    image.removeAttribute('srcset');
  });

  // Ids must be unique in the joined document: prefix them with the page's anchor,
  // and follow every reference (in-page links, SVG url(#…), href="#…", <style>).
  const renamed = new Map<string, string>();
  root.querySelectorAll('[id]').forEach((element) => {
    const id = `${anchor}--${element.id}`;
    renamed.set(element.id, id);
    element.id = id;
  });
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  root.querySelectorAll('*').forEach((element) => {
    for (const attribute of [...element.attributes]) {
      if (attribute.value.includes('url(#')) {
        element.setAttribute(
          attribute.name,
          attribute.value.replace(/url\((['"]?)#([^'")]+)\1\)/g, (all, quote, id) =>
            renamed.has(id) ? `url(${quote}#${renamed.get(id)}${quote})` : all,
          ),
        );
      }
    }
    const ref = element.getAttribute('xlink:href');
    if (element.namespaceURI === 'http://www.w3.org/2000/svg' && ref?.startsWith('#') && renamed.has(ref.slice(1))) {
      element.setAttribute('xlink:href', `#${renamed.get(ref.slice(1))}`);
    }
  });
  root.querySelectorAll('style').forEach((style) => {
    let css = style.textContent ?? '';
    for (const [from, to] of renamed) {
      css = css.replace(new RegExp(`#${escape(from)}(?![\\w-])`, 'g'), `#${to}`);
    }
    style.textContent = css;
  });

  // Links: to a page of the manual → its section; elsewhere on the site → the public site.
  const pathKey = (pathname: string) =>
    decodeURI(pathname).replace(/\/index\.html$|\.html$/, '').replace(/\/$/, '');
  root.querySelectorAll('a[href]').forEach((link) => {
    const href = link.getAttribute('href')!;
    if (href.startsWith('#')) {
      const target = decodeURIComponent(href.slice(1));
      link.setAttribute('href', `#${renamed.get(target) ?? anchor}`);
      return;
    }
    const destination = new URL(href, location);
    if (destination.origin !== location.origin) {
      return;
    }
    const page = anchors[pathKey(destination.pathname)];
    if (page) {
      const hash = decodeURIComponent(destination.hash.slice(1));
      link.setAttribute('href', hash ? `#${page}--${hash}` : `#${page}`);
    } else {
      link.setAttribute('href', publicOrigin + destination.pathname + destination.search + destination.hash);
    }
    link.removeAttribute('target');
  });

  // Headings move down one level per enclosing category, so Chromium's outline
  // (built from heading levels) nests pages under their categories.
  root.querySelectorAll('h1, h2, h3, h4, h5, h6').forEach((heading) => {
    const original = Number(heading.tagName[1]);
    const moved = document.createElement(`h${Math.min(6, original + depth)}`);
    for (const attribute of [...heading.attributes]) {
      moved.setAttribute(attribute.name, attribute.value);
    }
    // Print sizes follow the level inside the page, not the outline level.
    moved.classList.add(`pdf-h${original}`);
    moved.append(...heading.childNodes);
    heading.replaceWith(moved);
  });
  const title = root.querySelector('header > h1, header > h2, header > h3, header > h4');
  if (!title) {
    throw new Error(`${location.pathname}: no page title`);
  }
  title.id = anchor;
  title.classList.add('pdf-page-title');

  root.classList.add('pdf-page');
  return {title: title.textContent!.trim(), html: root.outerHTML};
}
