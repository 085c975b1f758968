/**
 * The HTML template of every page: Docusaurus's own, except that the page's
 * scripts are fetched once the page has been painted, instead of with
 * `defer`. A deferred script that is already at hand (cached, or fast to
 * download) runs before the text is painted, and on a phone that is ~125 KB
 * of JavaScript between the reader and the text the HTML already holds. The
 * page works before its scripts run: links are plain links, and the search
 * box takes typing from the first paint (src/plugins/pagefind).
 */
import defaultTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import {readingPositionKey, restoreReadingPosition} from '../clientModules/readingPosition';
import {OFFSCREEN_SECTION_CLASS} from '../plugins/offscreenSection';

const deferredScripts =
  /<% it\.scripts\.forEach\(\(script\) => \{ %>\s*<script src="<%= it\.baseUrl %><%= script %>" defer><\/script>\s*<% \}\); %>/;

/**
 * The page's scripts, the route chunks first: main.js finds them in place
 * instead of fetching them after it runs (src/plugins/bundler/pageChunks.ts).
 * They go in an attribute, so the script below reads the same on every page
 * and the Content-Security-Policy needs one hash for it.
 */
const pageScripts = `<%= JSON.stringify([
      ...it.scripts.filter((script) => !/^assets\\/js\\/(runtime~)?main\\./.test(script)),
      ...it.scripts.filter((script) => /^assets\\/js\\/(runtime~)?main\\./.test(script)),
    ].map((script) => it.baseUrl + script)) %>`;

/**
 * Adds the scripts once the parsed page has been painted, in order
 * (`async = false`), as `defer` would have run them. "Painted" is the
 * browser's first-contentful-paint entry (delivered once the frame is on
 * screen) and, should that have come before parsing ended, the frame after
 * it. A page opened in a background tab paints nothing until shown: there
 * the scripts are added at once, and so they are where the browser has no
 * paint timing. After a paint each script is added in a task of its own:
 * starting a download is a few milliseconds of main-thread work on a phone,
 * and a page's ten or so scripts added in one go were a long task of their
 * own (a hidden tab, which delays timers, gets them at once).
 */
const scriptsAfterPaint = `<script data-scripts="${pageScripts}">
      (function (scripts) {
        function add(src) {
          var script = document.createElement('script');
          script.src = src;
          script.async = false;
          document.head.appendChild(script);
        }
        function load(oneTaskEach) {
          scripts.forEach(function (src) {
            if (oneTaskEach) setTimeout(add, 0, src);
            else add(src);
          });
        }
        function afterNextFrame() {
          requestAnimationFrame(function () { requestAnimationFrame(function () { load(true); }); });
        }
        function afterPaint() {
          var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
          if (document.hidden || !types || types.indexOf('paint') < 0) return load();
          var observer = new PerformanceObserver(function (list) {
            if (list.getEntriesByName('first-contentful-paint').length === 0) return;
            observer.disconnect();
            afterNextFrame();
          });
          observer.observe({type: 'paint', buffered: true});
        }
        if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
        else afterPaint();
      })(JSON.parse(document.currentScript.getAttribute('data-scripts')));
    </script>`;

/**
 * On a long generated page, the reading position is restored by content, not
 * by the browser in pixels (src/clientModules/readingPosition.ts). On a reload
 * or a back/forward page load that is done here, right after the page's HTML,
 * so the reader is not shown the top of the page until the scripts run.
 */
const appHtml = '<div id="__docusaurus"><%~ it.appHtml %></div>';
const readingPositionOnLoad = `<script>
      (function () {
        if (!document.querySelector('.${OFFSCREEN_SECTION_CLASS}')) return;
        history.scrollRestoration = 'manual';
        var entry = window.performance && performance.getEntriesByType && performance.getEntriesByType('navigation')[0];
        if (entry && entry.type !== 'navigate') restoreReadingPosition();
        ${readingPositionKey.toString()}
        ${restoreReadingPosition.toString()}
      })();
    </script>`;

if (!deferredScripts.test(defaultTemplate) || !defaultTemplate.includes(appHtml)) {
  throw new Error("Docusaurus's page template no longer loads scripts as src/config/ssrTemplate.ts expects: update it");
}

export const ssrTemplate = defaultTemplate.replace(deferredScripts, scriptsAfterPaint).replace(appHtml, `${appHtml}\n    ${readingPositionOnLoad}`);
