// The theme's code block with the extra Prism languages registered beside it
// (see src/plugins/prismOnDemand.ts): the chunk ./index.tsx loads on demand.
import './prismLanguages';

export {default} from '@theme-original/CodeBlock';
