// The page fpsig serves, run under Node with Dawn's binding (the `webgpu` npm package) instead of
// a browser: the same script, fetched from fpsig, in a context whose `navigator.gpu` is Dawn's.
//
//   npm install webgpu            # in any folder; run the next line there
//   node --experimental-websocket path/to/node-page.mjs URL [BACKEND]
//
// URL is the one `fpsig serve` prints; BACKEND is Dawn's (vulkan, opengles, opengl, d3d12,
// metal; default vulkan). The API is known here, not inferred: it goes to fpsig in the page's
// description.

import { pathToFileURL } from "node:url";
import { resolve } from "node:path";
import vm from "node:vm";

const [url, backend = "vulkan"] = process.argv.slice(2);
if (!url) {
  console.error("usage: node --experimental-websocket node-page.mjs URL [BACKEND]");
  process.exit(2);
}
const webgpu = await import(pathToFileURL(resolve("node_modules/webgpu/index.js")).href);
const page = new URL(url);
const html = await (await fetch(page)).text();
const script = html.match(/<script>([\s\S]*)<\/script>/)?.[1];
if (!script) {
  console.error("fpsig's page has no script (wrong URL or token?)");
  process.exit(1);
}

/// An element of the page: what the script writes is printed instead of shown.
function element(id) {
  return {
    set textContent(text) { if (id === "state" || id === "step") console.log(text); },
    get textContent() { return ""; },
    className: "", max: 1, value: 0,
    replaceChildren() {},
    insertRow() { return { insertCell: () => ({}) }; },
  };
}

const elements = new Map();
const document = {
  getElementById: (id) => elements.get(id) ?? elements.set(id, element(id)).get(id),
  createElement: () => ({ set innerHTML(_) {}, insertRow: () => ({ insertCell: () => ({}) }) }),
};

/// The browser's WebSocket sends the page's origin; Node's is told to.
class PageSocket extends WebSocket {
  constructor(address) {
    super(address, { headers: { Origin: page.origin } });
  }
}

const version = JSON.parse(await (await import("node:fs/promises"))
  .readFile(resolve("node_modules/webgpu/package.json"), "utf8")).version;
const context = {
  ...webgpu.globals,
  navigator: {
    gpu: webgpu.create([`backend=${backend}`]),
    userAgent: `Node.js/${process.versions.node} (${process.platform}) dawn.node/${version}`,
    userAgentData: {
      getHighEntropyValues: async () => ({
        platform: process.platform === "linux" ? "Linux" : process.platform,
        fullVersionList: [{ brand: "Dawn.node", version }],
      }),
    },
  },
  knownApi: backend,
  location: { search: page.search, host: page.host },
  window: { isSecureContext: true },
  document,
  WebSocket: PageSocket,
  URL: { createObjectURL: () => "" },
  Blob, TextEncoder, TextDecoder, URLSearchParams, JSON, Object, Math, Map, Uint8Array, DataView,
  console, setTimeout,
};
vm.createContext(context);
vm.runInContext(script, context);
