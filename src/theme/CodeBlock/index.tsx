// Wraps the code block only to register the extra Prism languages here,
// in the chunk of pages that show code, instead of in every page's entry
// chunk (see src/plugins/prismOnDemand.ts).
import './prismLanguages';

export {default} from '@theme-original/CodeBlock';
