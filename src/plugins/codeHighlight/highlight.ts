/**
 * Highlights code at build time with the Prism the theme would run in the
 * browser (prism-react-renderer's, plus the site's extra languages), so
 * readers download no Prism. Tokens keep Prism's class names; colours come
 * from CSS written from the Prism themes (./index.ts).
 */
import {Prism, normalizeTokens} from 'prism-react-renderer';
import {escapeHtml, lineHtml} from '../../theme/CodeBlock/html';

const registered = new Set<string>();

/** Adds Prism components (`prismjs/components/prism-<name>`), which expect a global `Prism` while they load. */
export function registerLanguages(languages: readonly string[]): void {
  const globalScope = globalThis as {Prism?: unknown};
  const previous = globalScope.Prism;
  globalScope.Prism = Prism;
  try {
    for (const language of languages) {
      if (registered.has(language)) continue;
      require(`prismjs/components/prism-${language}`);
      registered.add(language);
    }
  } finally {
    if (previous === undefined) delete globalScope.Prism;
    else globalScope.Prism = previous;
  }
}

/** The lines of a code block as HTML; a language Prism does not know stays plain. */
export function highlight(code: string, language: string): string {
  const grammar = Prism.languages[language];
  const lines = normalizeTokens(grammar ? Prism.tokenize(code, grammar) : [code]);
  return lines
    .map((line) =>
      lineHtml(
        line
          // An empty line is one '\n' token: the <br> already ends it.
          .filter((token) => !(line.length === 1 && token.content === '\n'))
          .map(({types, content}) =>
            types.length === 1 && types[0] === 'plain' ? escapeHtml(content) : `<span class="token ${types.join(' ')}">${escapeHtml(content)}</span>`,
          )
          .join(''),
      ),
    )
    .join('');
}
