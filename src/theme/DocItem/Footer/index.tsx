// Wraps the doc footer to add the feedback link under every page's text.
import React from 'react';
import Footer from '@theme-original/DocItem/Footer';
import Feedback from '@site/src/components/PageActions/Feedback';

export default function DocItemFooterWrapper(): React.JSX.Element {
  return (
    <>
      <Feedback />
      <Footer />
    </>
  );
}
