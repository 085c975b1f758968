// Loader for the client build's copy of .docusaurus/docusaurus.config.mjs, the
// site config every page loads (site-data.js, ./entrySplit.ts). The page
// template and the plugin, preset and theme entries only serve the build: no
// client code reads them (neither Docusaurus's nor the site's), and the
// template alone is 0.8 KB gzip.
const buildOnly = ['ssrTemplate', 'plugins', 'presets', 'themes'];

module.exports = function siteConfigLoader(source) {
  const start = source.indexOf('export default {');
  if (start < 0) throw new Error('siteConfigLoader: .docusaurus/docusaurus.config.mjs no longer has the expected shape');
  const object = source.slice(start + 'export default '.length).replace(/;\s*$/, '');
  const config = JSON.parse(object);
  for (const key of buildOnly) delete config[key];
  return `${source.slice(0, start)}export default ${JSON.stringify(config)};\n`;
};
