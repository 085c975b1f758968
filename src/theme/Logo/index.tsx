/**
 * Swizzled (ejected, small): the navbar logo is drawn inline instead of being
 * loaded as <img src="logo.svg">. Chrome builds every SVG image as a document
 * of its own on the main thread while it lays the page out; on a phone (4×
 * slowed CPU) the first one on a page took about 45 ms. An inline <svg> is
 * part of the page. Otherwise as the theme's Logo: a link to the home page,
 * the alt text of the navbar config, the navbar title beside it; one drawing
 * for both colour modes (the config's `srcDark` is not read).
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useThemeConfig} from '@docusaurus/theme-common';
import type {Props} from '@theme/Logo';
import LogoMark from '@site/static/img/logo.svg';

export default function Logo({imageClassName, titleClassName, ...linkProps}: Props): ReactNode {
  const {navbar: {title, logo}} = useThemeConfig();
  const home = useBaseUrl(logo?.href ?? '/');
  const mark = logo && <LogoMark role="img" aria-label={logo.alt} className={logo.className} />;
  return (
    <Link to={home} {...linkProps}>
      {imageClassName ? <div className={imageClassName}>{mark}</div> : mark}
      {title != null && <b className={titleClassName}>{title}</b>}
    </Link>
  );
}
