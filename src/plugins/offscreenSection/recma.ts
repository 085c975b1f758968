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
 *
 * On a long page (entries of over PART_CHARS of code) the first entries'
 * functions stay in the page module and the others go to part modules of
 * about PART_CHARS each (`import("data:text/javascript;…")`), which the
 * client build puts in chunk files of their own. The page module hands them
 * to src/components/OffscreenSection/parts.ts and waits (a top-level await)
 * for the parts its first render needs: opened from its server HTML, only
 * those of the entries near the screen; the others load as their entries
 * near it. Before, the DML rule page loaded its whole text as script (ten
 * files, 420,000 characters) although the HTML already held it, and each
 * file cost the phone main-thread time to fetch and prepare. A part module
 * takes the names its functions use from the page module (the JSX runtime)
 * as a function of them, and imports nothing.
 */
import type {Expression, FunctionDeclaration, FunctionExpression, Identifier, ImportDeclaration, MemberExpression, Node, Program, Property, Statement} from 'estree';
import {createVisitors} from 'estree-util-scope';
import {toJs} from 'estree-util-to-js';
import {visit} from 'estree-util-visit';
import {OFFSCREEN_SECTION_COMPONENT} from '.';

/** The JSX runtime calls MDX compiles elements into (`_jsx`, `_jsxs`, and `_jsxDEV` in development). */
const JSX_CALLS = new Set(['_jsx', '_jsxs', '_jsxDEV']);

/** The function MDX compiles a document's content into. */
const CONTENT_FUNCTION = '_createMdxContent';

/** The module-level array of the functions that build each entry's elements (or, on a long page, what parts.ts makes of them). */
const ENTRIES = '_offscreenSections';

/** The local name of the runtime of a long page's parts. */
const PARTS_RUNTIME = '_offscreenParts';

/** Where that runtime is (a page is compiled with the site's aliases). */
export const PARTS_RUNTIME_MODULE = '@site/src/components/OffscreenSection/parts';

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

/** About how much code (characters) goes into one part module. */
export const PART_CHARS = 60_000;

/** The scheme of a part module: a data URI, so it needs no file and no loader, and the build cache keys it by its content. */
export const PART_MODULE_PREFIX = 'data:text/javascript;charset=utf-8;base64,';

/** Names declared at the top of the module (imports, variables, functions). */
function moduleNames(tree: Program): Set<string> {
  const names = new Set<string>();
  for (const statement of tree.body) {
    if (statement.type === 'ImportDeclaration') statement.specifiers.forEach((specifier) => names.add(specifier.local.name));
    if (statement.type === 'FunctionDeclaration' && statement.id) names.add(statement.id.name);
    if (statement.type === 'VariableDeclaration') for (const {id} of statement.declarations) if (id.type === 'Identifier') names.add(id.name);
  }
  return names;
}

/** The module's names the functions refer to (an identifier, not a property name). */
function namesUsed(functions: FunctionExpression[], among: Set<string>): string[] {
  const used = new Set<string>();
  for (const fn of functions) {
    visit(fn, (node, key, _index, parents) => {
      if (node.type !== 'Identifier' || !among.has(node.name)) return;
      const parent = parents.at(-1);
      if (parent?.type === 'MemberExpression' && key === 'property' && !parent.computed) return;
      if (parent?.type === 'Property' && key === 'key' && !parent.computed) return;
      used.add(node.name);
    });
  }
  return [...used].sort();
}

const codeOf = (program: Program) => toJs(program).value;

/** The functions in consecutive groups of about `partChars` characters of code each. */
function groupBySize(functions: FunctionExpression[], partChars: number): FunctionExpression[][] {
  const parts: FunctionExpression[][] = [[]];
  let size = 0;
  for (const fn of functions) {
    const length = codeOf({type: 'Program', sourceType: 'script', body: [{type: 'ExpressionStatement', expression: fn}]}).length;
    if (size > 0 && size + length > partChars) {
      parts.push([]);
      size = 0;
    }
    parts.at(-1)!.push(fn);
    size += length;
  }
  return parts;
}

/** A part module: a function of the page module's `names` that returns its entries' functions. */
function partModule(part: FunctionExpression[], names: string[]): string {
  const module: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ExportDefaultDeclaration',
        declaration: {
          type: 'FunctionExpression',
          params: names.map(identifier),
          body: {type: 'BlockStatement', body: [{type: 'ReturnStatement', argument: {type: 'ArrayExpression', elements: part}}]},
          generator: false,
          async: false,
        },
      },
    ],
  };
  return PART_MODULE_PREFIX + Buffer.from(codeOf(module)).toString('base64');
}

/**
 * The import of the runtime (src/components/OffscreenSection/parts.ts), the
 * declaration of ENTRIES as what it makes of the first group and the part
 * modules of the others (`[size, () => import(…)]`), and the wait for the
 * parts the page's first render needs.
 */
function entriesFromParts([first, ...rest]: FunctionExpression[][], names: string[], runtime: string): {runtimeImport: ImportDeclaration; statements: Statement[]} {
  const parts: Expression[] = rest.map((part) => ({
    type: 'ArrayExpression',
    elements: [
      {type: 'Literal', value: part.length},
      {type: 'ArrowFunctionExpression', params: [], body: {type: 'ImportExpression', source: {type: 'Literal', value: partModule(part, names)}}, expression: true},
    ],
  }));
  const init: Expression = {
    type: 'CallExpression',
    callee: identifier(PARTS_RUNTIME),
    arguments: [
      {type: 'ArrayExpression', elements: first},
      {type: 'ArrayExpression', elements: parts},
      {type: 'ArrayExpression', elements: names.map(identifier)},
    ],
    optional: false,
  };
  const ready: MemberExpression = {type: 'MemberExpression', object: identifier(ENTRIES), property: identifier('ready'), computed: false, optional: false};
  return {
    runtimeImport: {
      type: 'ImportDeclaration',
      specifiers: [{type: 'ImportSpecifier', imported: identifier('offscreenParts'), local: identifier(PARTS_RUNTIME)}],
      source: {type: 'Literal', value: runtime},
      attributes: [],
    },
    statements: [
      {type: 'VariableDeclaration', kind: 'const', declarations: [{type: 'VariableDeclarator', id: identifier(ENTRIES), init}]},
      {type: 'ExpressionStatement', expression: {type: 'AwaitExpression', argument: ready}},
    ],
  };
}

type Options = {
  /** About how much code (characters) goes into one part module. */
  partChars?: number;
  /** The module of the runtime of parts (tests give a file URL). */
  runtime?: string;
};

export default function recmaOffscreenSectionChildren({partChars = PART_CHARS, runtime = PARTS_RUNTIME_MODULE}: Options = {}) {
  return (tree: Program) => {
    const content = tree.body.find(
      (statement): statement is FunctionDeclaration => statement.type === 'FunctionDeclaration' && statement.id?.name === CONTENT_FUNCTION,
    );
    if (!content) return;
    const scope = contentScope(content);
    const entryFunctions: FunctionExpression[] = [];
    const wrappers: {children: Property; index: number}[] = [];
    visit(content, (node) => {
      if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier' || !JSX_CALLS.has(node.callee.name)) return;
      const [type, props] = node.arguments;
      if (!type || !isWrapper(type) || props?.type !== 'ObjectExpression') return;
      for (const property of props.properties) {
        if (property.type !== 'Property' || property.key.type !== 'Identifier' || property.key.name !== 'children') continue;
        if (property.value.type === 'ArrowFunctionExpression') continue;
        wrappers.push({children: property, index: entryFunctions.length});
        entryFunctions.push({
          type: 'FunctionExpression',
          params: scope.map(identifier),
          body: {type: 'BlockStatement', body: [{type: 'ReturnStatement', argument: property.value as Expression}]},
          generator: false,
          async: false,
        });
      }
    });
    if (entryFunctions.length === 0) return;
    // Only a module can import; MDX's `function-body` output (tests, evaluate) keeps them inline.
    const isModule = tree.body.some((statement) => statement.type === 'ImportDeclaration');
    const parts = isModule ? groupBySize(entryFunctions, partChars) : [entryFunctions];
    // `children: () => _offscreenSections[index](…scope)`, or on a long page `_offscreenSections.render(index, …scope)`.
    const member = (property: Expression, computed: boolean): MemberExpression => ({type: 'MemberExpression', object: identifier(ENTRIES), property, computed, optional: false});
    for (const {children, index} of wrappers) {
      const position: Expression = {type: 'Literal', value: index};
      const call: Expression =
        parts.length === 1
          ? {type: 'CallExpression', callee: member(position, true), arguments: scope.map(identifier), optional: false}
          : {type: 'CallExpression', callee: member(identifier('render'), false), arguments: [position, ...scope.map(identifier)], optional: false};
      children.value = {type: 'ArrowFunctionExpression', params: [], body: call, expression: true};
    }
    const afterContent = tree.body.indexOf(content) + 1;
    if (parts.length === 1) {
      // In an array, not as named functions: the minifier would put a function
      // called once back where it is called.
      const inline: Statement = {
        type: 'VariableDeclaration',
        kind: 'const',
        declarations: [{type: 'VariableDeclarator', id: identifier(ENTRIES), init: {type: 'ArrayExpression', elements: entryFunctions}}],
      };
      tree.body.splice(afterContent, 0, inline);
      return;
    }
    const {runtimeImport, statements} = entriesFromParts(parts, namesUsed(entryFunctions, moduleNames(tree)), runtime);
    tree.body.splice(afterContent, 0, ...statements);
    tree.body.unshift(runtimeImport);
  };
}
