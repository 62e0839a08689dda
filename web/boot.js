// Sizewise boot: runs before the WebAssembly app (a plain script in <head>,
// before go-app's deferred loader), for two things the app cannot do itself.
(function () {
  // 1. Storage the browser denies. In a cross-site iframe with third-party
  // storage blocked, reading window.localStorage throws SecurityError, and
  // go-app reads it while starting, so the embed never started. Put an
  // in-memory stand-in in its place and say so: the calculators work, and the
  // plans page says why plans are unavailable (nothing would be kept).
  function shim() {
    var data = {};
    return {
      getItem: function (k) { return Object.prototype.hasOwnProperty.call(data, k) ? data[k] : null; },
      setItem: function (k, v) { data[String(k)] = String(v); },
      removeItem: function (k) { delete data[k]; },
      clear: function () { data = {}; },
      key: function (i) { var ks = Object.keys(data); return i < ks.length ? ks[i] : null; },
      get length() { return Object.keys(data).length; }
    };
  }
  ["localStorage", "sessionStorage"].forEach(function (name) {
    try {
      var s = window[name];
      s.getItem("sizewise.probe");
    } catch (e) {
      try {
        Object.defineProperty(window, name, { value: shim(), configurable: true });
      } catch (e2) { /* nothing more to do */ }
      if (name === "localStorage") {
        window.sizewiseStorageBlocked = true;
      }
    }
  });

  // 2. What the user types before the app is ready. The prerendered page
  // looks ready at once; the WebAssembly takes over a few seconds later and
  // redraws the form. Remember every value typed until then (by element id)
  // and which field had the focus, so the app can put them back.
  var typed = {};
  window.sizewiseTyped = typed;
  function ready() { return document.documentElement.getAttribute("data-wasm") === "ready"; }
  function remember(e) {
    var t = e.target;
    if (ready() || !t || !t.id) {
      return;
    }
    typed[t.id] = { value: t.value, checked: !!t.checked, type: t.type || "" };
  }
  document.addEventListener("input", remember, true);
  document.addEventListener("change", remember, true);
  document.addEventListener("focusin", function (e) {
    if (!ready() && e.target && e.target.id) {
      window.sizewiseFocus = e.target.id;
    }
  }, true);

  // 3. When the page is settled: sizewiseSettled() resolves once the app has
  // handled and drawn everything done so far (the app installs
  // sizewiseSettle, which takes the resolve function; before it runs, the
  // prerendered page is all there is).
  window.sizewiseSettled = function () {
    return new Promise(function (resolve) {
      if (ready() && typeof window.sizewiseSettle === "function") {
        window.sizewiseSettle(resolve);
      } else {
        resolve();
      }
    });
  };
})();
