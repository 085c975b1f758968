// Inlined into every page's <head> by the pagefind plugin, so Ctrl/Cmd+K and
// `/` focus the search box from the first paint, before React has loaded:
// the keys a fast reader types next land in the box. Plain ES5, no imports.
document.addEventListener('keydown', function (event) {
  var target = event.target;
  var typing = target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
  var slash = event.key === '/' && !event.ctrlKey && !event.metaKey;
  var modK = (event.key === 'k' || event.key === 'K') && event.ctrlKey !== event.metaKey;
  if (event.altKey || event.shiftKey || typing || !(slash || modK)) return;
  var box = document.querySelector('input[data-search-box]');
  if (!box) return;
  event.preventDefault();
  box.focus();
});
