/**
 * The extraction modules, in output order. Adding a kind of fact is one
 * import and one entry here: the CLI runs every module for every version.
 */
import {configKeysModule} from './config-keys';
import type {ExtractModule} from './module';
import {rulesModule} from './rules';
import {uiLabelsModule} from './ui-labels';
import {apiModule} from './api';

export const modules: ExtractModule[] = [rulesModule, configKeysModule, uiLabelsModule, apiModule];
