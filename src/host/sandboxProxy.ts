// The sandbox page a host serves for MCP Apps, on an origin of its own (the sandbox-proxy pattern of
// the MCP Apps spec). The host frames it; it frames the app's document with an opaque origin of its
// own (`sandbox="allow-scripts allow-forms"`: no same-origin, no popups, no top navigation), so
// two apps open at once cannot reach each other either, and passes messages between the two. It
// talks only to the page that framed it (its origin, read from `ancestorOrigins` or the referrer)
// and to the app it made, and makes one app per load.

const script = `(() => {
  const say = (text) => { document.body.textContent = text; };
  if (window.parent === window) return say('This page is an MCP Apps sandbox: it only runs inside a host.');
  let host = null;
  try { host = (location.ancestorOrigins && location.ancestorOrigins[0]) || new URL(document.referrer).origin; } catch (e) { host = null; }
  if (!host || host === 'null') return say('The page that framed this sandbox is unknown.');
  let app = null;
  window.addEventListener('message', (event) => {
    const data = event.data;
    if (event.source === window.parent && event.origin === host) {
      if (data && data.method === 'ui/notifications/sandbox-resource-ready') {
        if (app || !data.params || typeof data.params.html !== 'string') return;
        app = document.createElement('iframe');
        app.setAttribute('sandbox', 'allow-scripts allow-forms');
        app.setAttribute('title', 'App');
        app.srcdoc = data.params.html;
        document.body.appendChild(app);
      } else if (app && app.contentWindow) {
        app.contentWindow.postMessage(data, '*');
      }
    } else if (app && event.source === app.contentWindow) {
      window.parent.postMessage(data, host);
    }
  });
  window.parent.postMessage({ jsonrpc: '2.0', method: 'ui/notifications/sandbox-proxy-ready', params: {} }, host);
})();`;

/**
 * The sandbox page for MCP Apps, as a complete HTML document: serve it (as `text/html`) from an
 * origin that serves nothing else of yours, and give its URL to the bridge (`apps: { sandbox }`).
 * The page framing it must allow that origin in `frame-src`.
 *
 * @example
 * ```tsx
 * // A Node server on the sandbox origin (another port or host than the app's):
 * createServer((req, res) => { res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
 * res.end(sandboxProxyHtml); }).listen(5180);
 * ```
 */
export const sandboxProxyHtml = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><title>MCP Apps sandbox</title>
<style>html,body{margin:0;height:100%;overflow:hidden;background:transparent}iframe{display:block;width:100%;height:100%;border:0}</style>
</head><body><script>${script}</script></body></html>
`;
