/**
 * Remark plugin: marks sections that only list links to other pages
 * (「相关文档」 and the like) with `data-pagefind-ignore="all"`, so Pagefind
 * leaves them out of the index. Indexed, they would make a page match every
 * title it links to and add a heading that leads nowhere. Done while the page
 * is compiled, not by re-parsing the built HTML before indexing (that cost
 * most of the indexing time).
 *
 * A navigation section: an h2 or h3 followed, up to the next h2 or h3, by
 * nothing but lists whose items each hold a single link and no other text.
 */
import type {Heading, List, Root, RootContent} from 'mdast';
import {toString} from 'mdast-util-to-string';

// hast property name of the `data-pagefind-ignore` attribute.
const IGNORE = {dataPagefindIgnore: 'all'};

const isSectionHeading = (node: RootContent): node is Heading => node.type === 'heading' && node.depth <= 3;

function isLinkOnlyList(node: RootContent): node is List {
  return (
    node.type === 'list' &&
    node.children.every((item) => {
      const [paragraph, ...rest] = item.children;
      if (rest.length > 0 || paragraph?.type !== 'paragraph') return false;
      const links = paragraph.children.filter((child) => child.type === 'link');
      return links.length === 1 && toString(links[0]).trim() === toString(paragraph).trim();
    })
  );
}

function ignore(node: Heading | List): void {
  node.data = {...node.data, hProperties: {...node.data?.hProperties, ...IGNORE}};
}

export default function navigationSections() {
  return (tree: Root): void => {
    tree.children.forEach((node, index) => {
      if (!isSectionHeading(node) || node.depth < 2) return;
      const next = tree.children.slice(index + 1);
      const end = next.findIndex(isSectionHeading);
      const body = end < 0 ? next : next.slice(0, end);
      if (body.length > 0 && body.every(isLinkOnlyList)) {
        ignore(node);
        body.forEach((list) => ignore(list as List));
      }
    });
  };
}
