// Loader for the client build's copy of .docusaurus/routes.js. Each route's
// component is a react-loadable component that ComponentCreator builds as the
// module runs: ~330 of them, a class and its loaders each, in the task that
// runs main.js, though a page renders the few of its own route. A getter
// builds each one when the router first asks for it and keeps it.
module.exports = function routesLoader(source) {
  let routes = 0;
  const lazy = source.replace(/component: (ComponentCreator\('[^']*', '[^']*'\))/g, (_, call) => {
    routes += 1;
    return `get component() { const component = ${call}; Object.defineProperty(this, 'component', {value: component}); return component; }`;
  });
  if (routes === 0) throw new Error("routesLoader: .docusaurus/routes.js has no `component: ComponentCreator(…)`; its format changed");
  return lazy;
};
