// Sizewise, inside an iframe (/embed/<calculator>): tell the embedding page
// how tall the calculator is, whenever that changes, so web/embed.js can size
// the iframe. Outside an iframe this does nothing.
(function () {
  if (window.parent === window || !location.pathname.startsWith("/embed/")) {
    return;
  }
  var last = 0;
  function post() {
    var h = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (h === last) {
      return;
    }
    last = h;
    window.parent.postMessage({ type: "sizewise:height", height: h, path: location.pathname + location.search }, "*");
  }
  function start() {
    new ResizeObserver(post).observe(document.documentElement);
    post();
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
