/**
 * Writes every generated docs page (gitignored): the audit-rule reference, the
 * HTTP API reference and the release history of each version. `npm start`,
 * `npm run build` and the unit tests run it first (npm pre-hooks); the fault
 * builds and the bench run it in their copies. One process for the three, so
 * tsx starts once. `--require-notes` fails when a release has no written summary.
 */
import {parseArgs} from 'node:util';
import {generate as generateApiReference} from '../src/plugins/api-reference/generate';
import {generate as generateReleaseHistory} from '../src/plugins/release-history/generate';
import {generate as generateRuleReference} from '../src/plugins/rule-reference/generate';

const {values} = parseArgs({options: {'require-notes': {type: 'boolean'}}});
generateRuleReference();
generateApiReference();
generateReleaseHistory(!!values['require-notes']);
