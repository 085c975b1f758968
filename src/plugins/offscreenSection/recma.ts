/**
 * Recma plugin: the children of every entry body wrapper (OFFSCREEN_SECTION_COMPONENT)
 * are compiled into a function, `children: () => …`, instead of elements
 * built when the page renders. The wrapper calls it only when it renders the
 * entry (src/components/OffscreenSection): a page hydrated from the server's
 * HTML then builds the elements of the entries near the screen, not the
 * 20,000 of the DML rule page at once.
 *
 * Each entry's elements are built by a function of its own at the top of the
 * module (in one array), which the child function calls with the names of the
 * content function it may use. Left inside the content function, the entries
 * made it the whole page's text (600 KB on the DML page), and Chrome parsed
 * all of it the first time it ran, in one task of the page's hydration (12 ms
 * on this machine, unthrottled). A function at the top level is parsed when it
 * first runs, that is when its entry nears the screen.
 */
import type {ArrowFunctionExpression, Expression, FunctionDeclaration, FunctionExpression, Identifier, MemberExpression, Node, Program} from 'estree';
import {createVisitors} from 'estree-util-scope';
import {visit} from 'estree-util-visit';
import {OFFSCREEN_SECTION_COMPONENT} from '.';

/** The JSX runtime calls MDX compiles elements into (`_jsx`, `_jsxs`, and `_jsxDEV` in development). */
const JSX_CALLS = new Set(['_jsx', '_jsxs', '_jsxDEV']);

/** The function MDX compiles a document's content into. */
const CONTENT_FUNCTION = '_createMdxContent';

/** The module-level array of the functions that build each entry's elements. */
const ENTRIES = '_offscreenSections';

function isWrapper(node: Node): boolean {
  // MDX takes the component from its provider: `const {OffscreenSection} = _components`.
  return node.type === 'Identifier' && node.name === OFFSCREEN_SECTION_COMPONENT;
}

/** The parameters and variables of the content function: all an entry's elements can refer to besides the module's names. */
function contentScope(content: FunctionDeclaration): string[] {
  const scopes = createVisitors();
  let names: string[] = [];
  visit(content, {
    enter: (node) => scopes.enter(node),
    leave: (node) => {
      // The function's scope holds its parameters, its body's block scope the rest.
      if (node === content.body) names = scopes.scopes.slice(1).flatMap((scope) => scope.defined);
      scopes.exit(node);
    },
  });
  return names;
}

const identifier = (name: string): Identifier => ({type: 'Identifier', name});

export default function recmaOffscreenSectionChildren() {
  return (tree: Program) => {
    const content = tree.body.find(
      (statement): statement is FunctionDeclaration => statement.type === 'FunctionDeclaration' && statement.id?.name === CONTENT_FUNCTION,
    );
    if (!content) return;
    const scope = contentScope(content);
    // In an array, not as named functions: the minifier would put a function
    // called once back where it is called.
    const entries = identifier(ENTRIES);
    const entryFunctions: FunctionExpression[] = [];
    visit(content, (node) => {
      if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier' || !JSX_CALLS.has(node.callee.name)) return;
      const [type, props] = node.arguments;
      if (!type || !isWrapper(type) || props?.type !== 'ObjectExpression') return;
      for (const property of props.properties) {
        if (property.type !== 'Property' || property.key.type !== 'Identifier' || property.key.name !== 'children') continue;
        if (property.value.type === 'ArrowFunctionExpression') continue;
        const entry: MemberExpression = {type: 'MemberExpression', object: identifier(ENTRIES), property: {type: 'Literal', value: entryFunctions.length}, computed: true, optional: false};
        entryFunctions.push({
          type: 'FunctionExpression',
          params: scope.map(identifier),
          body: {type: 'BlockStatement', body: [{type: 'ReturnStatement', argument: property.value as Expression}]},
          generator: false,
          async: false,
        });
        const deferred: ArrowFunctionExpression = {
          type: 'ArrowFunctionExpression',
          params: [],
          body: {type: 'CallExpression', callee: entry, arguments: scope.map(identifier), optional: false},
          expression: true,
        };
        property.value = deferred;
      }
    });
    if (entryFunctions.length === 0) return;
    tree.body.splice(tree.body.indexOf(content) + 1, 0, {
      type: 'VariableDeclaration',
      kind: 'const',
      declarations: [{type: 'VariableDeclarator', id: entries, init: {type: 'ArrayExpression', elements: entryFunctions}}],
    });
  };
}
