/**
 * The markup of a code block's lines, shared by the build, which writes it
 * highlighted (src/plugins/codeHighlight), and the browser, which shows it and
 * reads the code back for the copy button. One `token-line` per line, as the
 * theme's own lines, each closed by a <br> so an empty line keeps its height.
 */
const escapes: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;'};
const unescapes = Object.fromEntries(Object.entries(escapes).map(([char, entity]) => [entity, char]));

export const escapeHtml = (text: string): string => text.replace(/[&<>]/g, (char) => escapes[char]);

export const lineHtml = (content: string): string => `<span class="token-line">${content}<br></span>`;

/** Lines without highlighting: a block the build did not highlight. */
export const plainHtml = (code: string): string => code.split('\n').map((line) => lineHtml(escapeHtml(line))).join('');

/** The code a block's markup shows, as the reader copies it. */
export const codeOfHtml = (html: string): string =>
  html
    .split('<br></span>')
    .slice(0, -1)
    .map((line) => line.replace(/<[^>]*>/g, '').replace(/&(amp|lt|gt);/g, (entity) => unescapes[entity]))
    .join('\n');
