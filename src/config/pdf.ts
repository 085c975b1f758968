/**
 * Where each version's PDF manual lives in the build (`npm run pdf` writes it;
 * the footer, the intro pages and the tests link or read it from here).
 */
import type {DocsVersion} from './versions';
import {pagesWithoutMarkdown} from './pageMarkdown';
import {apiPageSlugs} from '../plugins/api-reference/groups';

/**
 * Pages left out of the manual: the generated table of contents (SUMMARY) has
 * no text of its own, and the manual prints its own table of contents. The
 * generated API operation pages would add hundreds of printed pages whose
 * collapsed schemas print closed; the manual keeps the reference's overview,
 * which leads to the site.
 */
export const pagesWithoutPdf = [...pagesWithoutMarkdown, ...apiPageSlugs.map((slug) => `api-reference/${slug}`)];

/** File of a version's PDF, relative to the build folder and the base URL: `pdf/sqle-docs-v4.pdf`. */
export const pdfFile = (version: Pick<DocsVersion, 'label'>) => `pdf/sqle-docs-${version.label}.pdf`;

/** Name of the PDF destination where a page starts (the contents and links between pages lead there). */
export const pdfPageAnchor = (id: string) => `page-${id.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/**
 * Link target for Docusaurus `Link`/footer items: `pathname://` makes it a plain
 * link to a static file (no client-side routing, no broken-link check), and
 * Docusaurus still puts the base URL in front of it.
 */
export const pdfLink = (version: Pick<DocsVersion, 'label'>) => `pathname:///${pdfFile(version)}`;
