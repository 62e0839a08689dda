// Sizewise, inside an iframe (/embed/<calculator>): tell the embedding page
// how tall the calculator is, whenever that changes, so web/embed.js can size
// the iframe. Outside an iframe this does nothing.
(function () {
  if (window.parent === window || !location.pathname.startsWith("/embed/")) {
    return;
  }
  var last = 0;
  // The height of the content, not of the frame's viewport: the body's box
  // (which can shrink as well as grow) or what overflows it.
  function height() {
    var b = document.body;
    if (!b) {
      return 0;
    }
    var h = b.getBoundingClientRect().height;
    var app = document.querySelector(".sw-app");
    if (app) {
      h = Math.max(h, app.getBoundingClientRect().bottom + window.scrollY);
    }
    return Math.ceil(h);
  }
  function post(force) {
    var h = height();
    if ((h === last && force !== true) || h === 0) {
      return;
    }
    last = h;
    // The height alone: any page may frame an embed, so what the reader
    // typed (the query) is never posted to it.
    window.parent.postMessage({ type: "sizewise:height", height: h }, "*");
  }
  var observed = null;
  function watch() {
    // go-app replaces the body's children when it starts (and the language
    // may change the text, and so the height, then): observe the body itself
    // and the app's root, re-attaching when the root is replaced.
    var app = document.querySelector(".sw-app");
    if (app && app !== observed) {
      ro.observe(app);
      observed = app;
    }
    post();
  }
  var ro = new ResizeObserver(post);
  // The embedding page asks again when its window is resized (embed.js): a
  // frame off the screen is not rendered, so its ResizeObserver stays quiet
  // until it is scrolled into view, while its height changed with the width.
  window.addEventListener("message", function (e) {
    if (e.source === window.parent && e.data && e.data.type === "sizewise:measure") {
      post(true);
    }
  });
  function start() {
    ro.observe(document.body);
    new MutationObserver(watch).observe(document.body, { childList: true, subtree: true, characterData: true });
    window.addEventListener("load", post);
    watch();
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
