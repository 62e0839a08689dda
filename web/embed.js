// Sizewise embed helper for documentation pages. Include it once:
//
//   <script src="https://YOUR-SIZEWISE-SITE/web/embed.js" defer></script>
//   <iframe class="sizewise-embed" title="vSAN stretched-cluster bandwidth"
//     src="https://YOUR-SIZEWISE-SITE/embed/stretched-bandwidth?write_iops=20000"
//     loading="lazy"></iframe>
//
// It keeps every Sizewise iframe as tall as the calculator inside it, from the
// height messages the calculator posts. Messages are only accepted from the
// iframe that sent them, at the origin of its src.
(function () {
  function frames() {
    return document.querySelectorAll("iframe.sizewise-embed, iframe[data-sizewise]");
  }
  function style(f) {
    f.style.width = f.style.width || "100%";
    f.style.border = f.style.border || "0";
    f.style.display = "block";
    if (!f.style.height) {
      f.style.height = "640px";
    }
  }
  window.addEventListener("message", function (e) {
    var d = e.data;
    if (!d || d.type !== "sizewise:height" || typeof d.height !== "number") {
      return;
    }
    var list = frames();
    for (var i = 0; i < list.length; i++) {
      var f = list[i];
      if (f.contentWindow !== e.source) {
        continue;
      }
      var origin;
      try {
        origin = new URL(f.src, location.href).origin;
      } catch (err) {
        return;
      }
      if (origin !== e.origin) {
        return;
      }
      f.style.height = Math.max(120, Math.min(d.height, 20000)) + "px";
      f.setAttribute("data-sizewise-height", String(d.height));
    }
  });
  function init() {
    var list = frames();
    for (var i = 0; i < list.length; i++) {
      style(list[i]);
    }
  }
  // A frame off the screen is not rendered, so it cannot notice that a new
  // width changed its height: ask every frame to measure itself again.
  var pending = 0;
  window.addEventListener("resize", function () {
    clearTimeout(pending);
    pending = setTimeout(function () {
      var list = frames();
      for (var i = 0; i < list.length; i++) {
        var origin;
        try {
          origin = new URL(list[i].src, location.href).origin;
        } catch (err) {
          continue;
        }
        if (list[i].contentWindow) {
          list[i].contentWindow.postMessage({ type: "sizewise:measure" }, origin);
        }
      }
    }, 100);
  });
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", init);
  } else {
    init();
  }
})();
