// Memory Center console: keyboard shortcuts for the review queue. The pages work without it.
(function () {
  "use strict";
  var items = Array.prototype.slice.call(document.querySelectorAll("[data-candidate]"));
  var current = -1;

  function select(index) {
    if (!items.length) return;
    current = Math.max(0, Math.min(items.length - 1, index));
    items.forEach(function (item, i) { item.classList.toggle("selected", i === current); });
    items[current].focus({ preventScroll: true });
    items[current].scrollIntoView({ block: "nearest" });
  }

  function form(action) {
    return current < 0 ? null : items[current].querySelector('form[data-action="' + action + '"]');
  }

  function typing(target) {
    var tag = target && target.tagName;
    return tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || (target && target.isContentEditable);
  }

  document.addEventListener("keydown", function (event) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (typing(event.target)) {
      if (event.key === "Escape") event.target.blur();
      return;
    }
    var key = event.key;
    if (key === "/") {
      var filter = document.querySelector("[data-filter]");
      if (filter) { event.preventDefault(); filter.focus(); }
      return;
    }
    if (!items.length) return;
    if (key === "j") { select(current + 1); event.preventDefault(); }
    else if (key === "k") { select(current - 1); event.preventDefault(); }
    else if (key === "a" && form("accept")) { event.preventDefault(); form("accept").submit(); }
    else if (key === "e" && form("edit")) { event.preventDefault(); form("edit").submit(); }
    else if (key === "r" && form("reject")) {
      event.preventDefault();
      form("reject").querySelector('input[name="reason"]').focus();
    }
  });

  items.forEach(function (item, i) {
    item.addEventListener("click", function () { current = i; select(i); });
  });
  if (items.length) select(0);
})();
