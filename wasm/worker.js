// Sizewise service worker (go-app ServiceWorkerTemplate). It precaches every
// route and asset at install, then answers from the cache first, so the app
// works with no network after one visit. Navigations match the cached page of
// the path whatever the query string is: a share link never visited before
// (/stretched-bandwidth?write_iops=20000) opens offline, and the app reads its
// inputs from the URL once the WebAssembly starts.
const cacheName = "sizewise-{{.Version}}";
const resourcesToCache = {{.ResourcesToCache}};
// Cached once the rest is: the engine's Web Worker, which only some pages
// use; fetched after the first page's own download, never competing with it.
const resourcesLater = /*later*/[];

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(cacheName)
      .then((cache) => cache.addAll(resourcesToCache).then(() => {
        cache.addAll(resourcesLater).catch(() => {}); // fetched again on first use
      }))
      .then(() => self.skipWaiting())
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k !== cacheName).map((k) => caches.delete(k)))
      )
      .then(() => self.clients.claim())
  );
});

async function fromCache(request) {
  const cache = await caches.open(cacheName);
  const url = new URL(request.url);
  if (request.mode === "navigate") {
    let path = url.pathname;
    if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
    if (path.endsWith(".html")) path = path.slice(0, -5);
    if (path === "/index") path = "/";
    const page = await cache.match(path, { ignoreSearch: true });
    if (page) return page;
    try {
      return await fetch(request);
    } catch (err) {
      // Offline and not a known page: the app's own 404 page, which the
      // WebAssembly then routes like any other path.
      return (await cache.match("/404", { ignoreSearch: true })) || Response.error();
    }
  }
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  // A versioned asset not cached yet (the engine fetched before its
  // background caching finished) is kept for offline use.
  if (response.ok && url.pathname.startsWith("/web/")) {
    cache.put(request, response.clone()).catch(() => {});
  }
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) {
    return;
  }
  event.respondWith(fromCache(request));
});
