/** Turns the MDX components our pages use into Markdown a reader or a language model can read. */

const EDITION_NOTE = '> **企业版**：以下功能仅在 SQLE 企业版中提供，社区版不包含。';

export function toPlainMarkdown(markdown: string): string {
  return markdown
    .replace(/<Edition\s+ee\s*\/>/g, EDITION_NOTE)
    .replace(/^[ \t]*<\/?Tabs\b[^>]*>[ \t]*\n?/gm, '')
    .replace(/<TabItem\b[^>]*\blabel="([^"]+)"[^>]*>/g, '**$1**')
    .replace(/^[ \t]*<\/TabItem>[ \t]*\n?/gm, '')
    .replace(/^[ \t]*<\/?OffscreenSection>[ \t]*\n?/gm, '');
}

/** The plugin's fixed English heading of the link list. */
export function translateBoilerplate(text: string): string {
  return text.replace(/^## Table of Contents$/m, '## 目录').replace(/^> Version: /m, '> 版本：');
}
