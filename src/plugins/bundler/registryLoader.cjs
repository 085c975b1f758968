// Loader for the client build's copy of .docusaurus/registry.js. Each entry is
// [load chunk, module path, module id]; the path only lets the server render
// report which modules a page used (react-loadable's Capture), and the
// browser never reads it. Blanking it takes ~290 source paths (~2 KB gzip)
// out of the main bundle every page loads.
module.exports = function registryLoader(source) {
  return source.replace(/(\/\* webpackChunkName: "[^"]+" \*\/ "[^"]+"\)), "[^"]+", (require\.resolveWeak\()/g, '$1, 0, $2');
};
