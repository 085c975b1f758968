/**
 * The JS minifier Docusaurus configures, with one option changed: text
 * outside ASCII stays as UTF-8 instead of `\uXXXX` escapes.
 *
 * Docusaurus keeps `ascii_only` from an old UglifyJS workaround (emoji and
 * regexes, create-react-app#2488) that SWC does not need. On a Chinese site it
 * costs a lot: every character of page text becomes six bytes of source. The
 * DML rule page's content chunk is 34,000 escapes in 608 KB, and Chrome scans
 * every byte of a script before it runs it. Both servers send scripts as
 * UTF-8, and a script without a charset inherits the page's (UTF-8).
 */
import {getSwcJsMinimizerOptions, rspack} from '@docusaurus/faster';
import type {Configuration, WebpackPluginInstance} from 'webpack';

type Minimizers = NonNullable<Configuration['optimization']>['minimizer'];

type SwcMinimizerOptions = NonNullable<
  NonNullable<ConstructorParameters<typeof rspack.SwcJsMinimizerRspackPlugin>[0]>['minimizerOptions']
>;

/** Options of Docusaurus's SWC minifier, with non-ASCII text kept as is. */
export function utf8MinifierOptions(): SwcMinimizerOptions {
  const {format, ...options} = getSwcJsMinimizerOptions();
  // Typed for terser; SWC reads the same names (Docusaurus casts them too).
  return {minify: true, ...options, format: {...format, ascii_only: false}} as SwcMinimizerOptions;
}

/** The minimizer list with Docusaurus's SWC minifier swapped for one that keeps UTF-8 text. */
export function withUtf8Minifier(minimizers: Minimizers): Minimizers {
  return minimizers?.map((minimizer) =>
    minimizer instanceof rspack.SwcJsMinimizerRspackPlugin
      ? (new rspack.SwcJsMinimizerRspackPlugin({minimizerOptions: utf8MinifierOptions()}) as unknown as WebpackPluginInstance)
      : minimizer,
  );
}
