/**
 * What of a built doc page goes into the search index. Runs at build time on
 * a copy of the HTML; the served page is not changed.
 */
import {load} from 'cheerio';

/**
 * Sections that only list links to other pages (「相关文档」 and the like):
 * a heading followed by nothing but lists whose items are each a single link.
 * Indexed, they would make a page match every title it links to and add a
 * heading that leads nowhere, so they are left out.
 */
export function dropNavigationSections(html: string): string {
  const $ = load(html);
  $('[data-pagefind-body] :is(h2, h3)').each((_, heading) => {
    const body = $(heading).nextUntil('h2, h3');
    const onlyLinkLists =
      body.length > 0 &&
      body.toArray().every((el) => {
        if (!['ul', 'ol'].includes(el.tagName)) return false;
        return $(el)
          .children('li')
          .toArray()
          .every((li) => {
            const link = $(li).children('a');
            return link.length === 1 && link.text().trim() === $(li).text().trim();
          });
      });
    if (onlyLinkLists) {
      $(heading).attr('data-pagefind-ignore', 'all');
      body.attr('data-pagefind-ignore', 'all');
    }
  });
  return $.html();
}
