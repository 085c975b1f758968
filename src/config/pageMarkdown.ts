/**
 * Doc ids that get no Markdown copy: the table of contents is generated from
 * the sidebar at build time and has no text of its own. Read by the llms
 * plugin (what to skip) and the page actions (what not to offer).
 */
export const pagesWithoutMarkdown = ['SUMMARY'];
