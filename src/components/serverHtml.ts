/**
 * Props that have React keep an element's children as the server rendered
 * them while the page hydrates: an element with `dangerouslySetInnerHTML` is
 * not walked, and in production React neither compares nor replaces the
 * children it finds (the technique of react-hydration-on-demand). Rendering
 * the same element later without these props has React render its children
 * afresh. Used for parts not worth hydrating yet (./OffscreenSection) or at
 * all (./DesktopOnly).
 */
export const KEEP_SERVER_HTML = {dangerouslySetInnerHTML: {__html: ''}, suppressHydrationWarning: true} as const;
