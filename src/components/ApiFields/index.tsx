import React from 'react';

/**
 * The fields of a request or response body, as HTML the API-reference
 * generator wrote at build time: nested lists in native `<details>`, which
 * open and close without any script. One string instead of hundreds of MDX
 * elements keeps these large pages cheap to compile and to hydrate. Imported
 * by the generated pages only, so no other page downloads it.
 */
export default function ApiFields({html}: {html: string}): React.JSX.Element {
  return <div className="api-fields" dangerouslySetInnerHTML={{__html: html}} />;
}
