// The Sizewise engine in a Web Worker: the page posts it the heavy jobs (the
// cache simulation, a trace replay) and keeps its own thread for typing and
// drawing. The engine is a WebAssembly build of the Go engine alone
// (wasm/engine); the site build writes its versioned name below.
importScripts("/wasm_exec.js");

const queue = [];
self.onmessage = (e) => queue.push(e.data);

const go = new Go();
const wasm = "/web/engine.wasm";
const load = WebAssembly.instantiateStreaming
  ? WebAssembly.instantiateStreaming(fetch(wasm), go.importObject)
  : fetch(wasm).then((r) => r.arrayBuffer()).then((b) => WebAssembly.instantiate(b, go.importObject));

load.then((r) => {
  go.run(r.instance); // returns once main waits for messages
  self.onmessage = (e) => self.sizewiseEngine(e.data);
  for (const m of queue.splice(0)) self.sizewiseEngine(m);
  postMessage({ready: true});
}).catch((err) => {
  postMessage({fatal: String(err)});
});
