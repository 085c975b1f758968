/**
 * The classic docs plugin, with one change: the version data every doc page
 * downloads keeps each doc's id, title and sidebar but not its description
 * (9 of the 12 KB gzip). Descriptions serve the theme's doc cards, which these
 * docs do not use; each page's own description stays in its head tags.
 * Wrapped rather than forked: everything else is the plugin as shipped.
 */
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import pluginContentDocs, {type LoadedContent, type Options, type PropVersionMetadata} from '@docusaurus/plugin-content-docs';

export {validateOptions} from '@docusaurus/plugin-content-docs';

/** The route tree with the version routes' data stripped (they sit under one docs root route). */
function withoutDescriptions(route: RouteConfig): RouteConfig {
  const routes = route.routes?.map(withoutDescriptions);
  const version = route.props?.version as PropVersionMetadata | undefined;
  if (!version?.docs) return {...route, routes};
  const docs = Object.fromEntries(Object.entries(version.docs).map(([id, {description: _, ...doc}]) => [id, doc]));
  return {...route, routes, props: {...route.props, version: {...version, docs}}};
}

export default async function docsPlugin(context: LoadContext, options: Options): Promise<Plugin<LoadedContent>> {
  const plugin = await pluginContentDocs(context, options as Parameters<typeof pluginContentDocs>[1]);
  return {
    ...plugin,
    contentLoaded: (args) =>
      plugin.contentLoaded!({...args, actions: {...args.actions, addRoute: (route) => args.actions.addRoute(withoutDescriptions(route))}}),
  };
}
