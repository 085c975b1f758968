/**
 * Remark plugin: every fenced code block becomes `<CodeBlock className html>`
 * with its lines highlighted here, at build time (src/theme/CodeBlock shows
 * them). Fence options such as titles or highlighted lines are not supported:
 * a fence that has one fails the build, naming the file, rather than losing
 * the option silently.
 */
import type {Code, Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {highlight, registerLanguages} from './highlight';

export type Options = {languages: readonly string[]};

export default function codeHighlight({languages}: Options) {
  registerLanguages(languages);
  return (tree: Root, file: {path?: string}) => {
    const walk = (parent: {children: RootContent[]}) => {
      parent.children.forEach((node, index) => {
        if (node.type === 'code') parent.children[index] = codeBlock(node, file.path) as RootContent;
        else if ('children' in node) walk(node as {children: RootContent[]});
      });
    };
    walk(tree);
  };
}

function codeBlock({lang, meta, value}: Code, file = 'a page'): MdxJsxFlowElement {
  if (meta) {
    throw new Error(`${file}: the code block option "${meta}" after \`\`\`${lang ?? ''} is not supported; remove it`);
  }
  const language = lang ?? 'text';
  return {
    type: 'mdxJsxFlowElement',
    name: 'CodeBlock',
    attributes: [
      {type: 'mdxJsxAttribute', name: 'className', value: `language-${language}`},
      {type: 'mdxJsxAttribute', name: 'html', value: highlight(value, language)},
    ],
    children: [],
  };
}
