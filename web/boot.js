// Sizewise boot: runs before the WebAssembly app (a plain script in <head>,
// before go-app's deferred loader), for what the app cannot do itself.
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

  // 4. The reader's catalogue. app.wasm carries only the English texts; the
  // other languages' are static files (the site build writes their versioned
  // names in place of the empty map below). Start fetching the one the app
  // will choose (the same order as i18n.Choose: ?lang=, the remembered
  // choice, the browser's languages) while the WebAssembly downloads;
  // sizewiseCatalogue(lang) is the Promise of a catalogue's text, which the
  // app awaits before its first render (and, failing, draws in English).
  var catalogues = /*catalogues*/{};
  var fetched = {};
  window.sizewiseCatalogue = function (lang) {
    if (!Object.prototype.hasOwnProperty.call(catalogues, lang)) {
      return Promise.reject(new Error("no catalogue for " + lang));
    }
    if (!fetched[lang]) {
      fetched[lang] = fetch(catalogues[lang], { credentials: "same-origin" }).then(function (r) {
        if (!r.ok) {
          throw new Error("HTTP " + r.status + " for " + catalogues[lang]);
        }
        return r.text();
      });
      fetched[lang].catch(function () { delete fetched[lang]; });
    }
    return fetched[lang];
  };
  window.sizewiseCatalogue.langs = Object.keys(catalogues);
  function primary(tag) {
    return String(tag || "").split(";")[0].trim().toLowerCase().split(/[-_]/)[0];
  }
  function chosen() {
    var picks = [];
    try { picks.push(new URLSearchParams(window.location.search).get("lang")); } catch (e) { /* none */ }
    try { picks.push(window.localStorage.getItem("sizewise.lang")); } catch (e) { /* none */ }
    for (var i = 0; i < picks.length; i++) {
      var p = primary(picks[i]);
      if (p === "en" || Object.prototype.hasOwnProperty.call(catalogues, p)) {
        return p;
      }
    }
    var langs = navigator.languages || [navigator.language];
    for (var j = 0; j < langs.length; j++) {
      var q = primary(langs[j]);
      if (q === "en" || Object.prototype.hasOwnProperty.call(catalogues, q)) {
        return q;
      }
    }
    return "en";
  }
  var guess = chosen();
  if (guess !== "en") {
    window.sizewiseCatalogue(guess).catch(function () { /* the app says so */ });
  }
})();
