/**
 * Remark plugin: turns every ```mermaid code block into two images drawn at
 * build time, a light and a dark one (CSS in custom.css shows the one of the
 * reader's colour mode). The SVGs become hashed files under assets/images, so
 * pages ship no Mermaid code and no SVG text in their JS chunk; each image
 * links to its file for a full-size view in a new tab.
 */
import type {Code, Heading, Root, RootContent} from 'mdast';
import type {MdxJsxAttribute, MdxJsxAttributeValueExpression, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {getFileLoaderUtils} from '@docusaurus/utils';
import {renderDiagrams, themes, type Rendered, type Theme} from './render';

/** What the first word of a Mermaid source draws, in words a reader uses. */
const kinds: [RegExp, string][] = [
  [/^(flowchart|graph)\b/, '流程图'],
  [/^sequenceDiagram\b/, '时序图'],
  [/^stateDiagram/, '状态图'],
  [/^classDiagram\b/, '类图'],
  [/^erDiagram\b/, '实体关系图'],
  [/^gantt\b/, '甘特图'],
];
const kindOf = (source: string) => {
  const first = source.replace(/^(%%.*\n|\s*\n|---\n[\s\S]*?\n---\n)*/, '').trim();
  return kinds.find(([pattern]) => pattern.test(first))?.[1] ?? '示意图';
};

const textOf = (node: RootContent): string =>
  'value' in node && typeof node.value === 'string' ? node.value : 'children' in node ? (node.children as RootContent[]).map(textOf).join('') : '';

/** A JSX attribute value `{code}`; MDX compiles the estree, `code` is its source text. */
const expression = (code: string, estreeExpression: object) =>
  ({
    type: 'mdxJsxAttributeValueExpression',
    value: code,
    data: {estree: {type: 'Program', sourceType: 'module', comments: [], body: [{type: 'ExpressionStatement', expression: estreeExpression}]}},
  }) as unknown as MdxJsxAttributeValueExpression;

/** `require("<loader>!<file>").default`: the bundler emits the file and gives its hashed URL. */
const assetUrl = (loader: string, file: string) => {
  const request = `${loader}${file.replace(/\\/g, '\\\\')}`;
  return expression(`require(${JSON.stringify(request)}).default`, {
    type: 'MemberExpression',
    object: {type: 'CallExpression', callee: {type: 'Identifier', name: 'require'}, arguments: [{type: 'Literal', value: request, raw: JSON.stringify(request)}], optional: false},
    property: {type: 'Identifier', name: 'default'},
    computed: false,
    optional: false,
  });
};

/** `style={{'--diagram-width': '<n>px'}}` */
const styleWidth = (width: number) => {
  const value = `${width}px`;
  return expression(`{'--diagram-width': '${value}'}`, {
    type: 'ObjectExpression',
    properties: [
      {
        type: 'Property',
        key: {type: 'Literal', value: '--diagram-width', raw: "'--diagram-width'"},
        value: {type: 'Literal', value, raw: `'${value}'`},
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
      },
    ],
  });
};

const attribute = (name: string, value: MdxJsxAttribute['value']): MdxJsxAttribute => ({type: 'mdxJsxAttribute', name, value});
const jsx = (name: string, attributes: MdxJsxAttribute[], children: MdxJsxFlowElement['children'] = []): MdxJsxFlowElement => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes,
  children,
});

function variant(theme: Theme, rendered: Rendered, alt: string, loader: string): MdxJsxFlowElement {
  const url = assetUrl(loader, rendered.file);
  const image = jsx('img', [
    attribute('src', url),
    attribute('alt', alt),
    attribute('width', String(Math.ceil(rendered.width))),
    attribute('height', String(Math.ceil(rendered.height))),
    // custom.css sizes the image from its natural width.
    attribute('style', styleWidth(Math.ceil(rendered.width))),
    // The hidden colour mode's image is never fetched.
    attribute('loading', 'lazy'),
    attribute('decoding', 'async'),
  ]);
  return jsx(
    'a',
    [
      attribute('className', `diagram__variant diagram__variant--${theme}`),
      attribute('href', url),
      attribute('target', '_blank'),
      attribute('rel', 'noopener'),
      attribute('title', '在新标签页中查看原图'),
      // The SVG is an asset emitted by the bundler, not a route.
      attribute('data-noBrokenLinkCheck', expression('true', {type: 'Literal', value: true, raw: 'true'})),
    ],
    [image],
  );
}

interface File {
  path: string;
  data: {frontMatter?: {title?: string}; compilerName?: string};
}

export default function diagrams() {
  return async (root: Root, file: File): Promise<void> => {
    const blocks: {node: Code; parent: Root | {children: RootContent[]}; heading: string}[] = [];
    let heading = file.data.frontMatter?.title ?? '';
    const walk = (parent: {children: RootContent[]}) => {
      for (const node of parent.children) {
        if (node.type === 'heading') heading = textOf(node as Heading);
        else if (node.type === 'code' && node.lang === 'mermaid') blocks.push({node, parent, heading});
        else if ('children' in node) walk(node as {children: RootContent[]});
      }
    };
    walk(root);
    if (blocks.length === 0) return;

    const sources = blocks.map(({node}) => node.value);
    const describe = (i: number) => `diagram ${i + 1} of ${blocks.length} (line ${blocks[i].node.position?.start.line}) in ${file.path}`;
    const [light, dark] = await Promise.all(themes.map((theme) => renderDiagrams(sources, theme, describe)));
    const loader = getFileLoaderUtils(file.data.compilerName === 'server').loaders.inlineMarkdownAssetImageFileLoader;

    // Several diagrams under one heading are numbered so each name is unique.
    const perHeading = new Map<string, number>();
    for (const block of blocks) perHeading.set(block.heading, (perHeading.get(block.heading) ?? 0) + 1);
    const seen = new Map<string, number>();
    blocks.forEach(({node, parent, heading: under}, i) => {
      const n = (seen.get(under) ?? 0) + 1;
      seen.set(under, n);
      const name = light[i].title || under;
      const alt = `${kindOf(node.value)}：${name}${!light[i].title && perHeading.get(under)! > 1 ? `（${n}）` : ''}`;
      const figure = jsx('figure', [attribute('className', 'diagram')], [variant('light', light[i], alt, loader), variant('dark', dark[i], alt, loader)]);
      parent.children.splice(parent.children.indexOf(node), 1, figure as RootContent);
    });
  };
}
