// Loader for the client build's copy of .docusaurus/codeTranslations.json,
// which every page loads whole (site-data.js, ./entrySplit.ts). The plugin
// passes the keys of features the site does not load (./index.ts): their
// strings could never show. An entry ending in "." stands for every key it
// starts (`theme.blog.`).
module.exports = function translationsLoader(source) {
  const {unused} = this.getOptions();
  const messages = JSON.parse(source);
  for (const key of Object.keys(messages)) {
    if (unused.some((prefixOrKey) => key === prefixOrKey || (prefixOrKey.endsWith('.') && key.startsWith(prefixOrKey)))) {
      delete messages[key];
    }
  }
  return JSON.stringify(messages);
};
