/**
 * Recma plugin: the children of every entry body wrapper (OFFSCREEN_SECTION_COMPONENT)
 * are compiled into a function, `children: () => …`, instead of elements
 * built when the page renders. The wrapper calls it only when it renders the
 * entry (src/components/OffscreenSection): a page hydrated from the server's
 * HTML then builds the elements of the entries near the screen, not the
 * 20,000 of the DML rule page at once.
 */
import type {ArrowFunctionExpression, Node, Program} from 'estree';
import {visit} from 'estree-util-visit';
import {OFFSCREEN_SECTION_COMPONENT} from '.';

/** The JSX runtime calls MDX compiles elements into (`_jsx`, `_jsxs`, and `_jsxDEV` in development). */
const JSX_CALLS = new Set(['_jsx', '_jsxs', '_jsxDEV']);

function isWrapper(node: Node): boolean {
  // MDX takes the component from its provider: `const {OffscreenSection} = _components`.
  return node.type === 'Identifier' && node.name === OFFSCREEN_SECTION_COMPONENT;
}

export default function recmaOffscreenSectionChildren() {
  return (tree: Program) => {
    visit(tree, (node) => {
      if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier' || !JSX_CALLS.has(node.callee.name)) return;
      const [type, props] = node.arguments;
      if (!type || !isWrapper(type) || props?.type !== 'ObjectExpression') return;
      for (const property of props.properties) {
        if (property.type !== 'Property' || property.key.type !== 'Identifier' || property.key.name !== 'children') continue;
        if (property.value.type === 'ArrowFunctionExpression') continue;
        const deferred: ArrowFunctionExpression = {
          type: 'ArrowFunctionExpression',
          params: [],
          body: property.value as ArrowFunctionExpression['body'],
          expression: true,
        };
        property.value = deferred;
      }
    });
  };
}
