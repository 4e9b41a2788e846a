// The example server's MCP App for `pick_seat` (app-rendered elicitation, SEP-3118): a seat plan
// that answers the form request it is forwarded. One document per variant, each under its own
// `ui://` URI, so the demo and the e2e reach every path a host must handle:
//   seat-plan     a person picks a seat and confirms (the ordinary case)
//   bad-answer    "Confirm" sends a seat that is not in the schema (the host must refuse it)
//   eager         answers the moment it gets the request, with no one touching it
//   no-elicitation  starts, but does not declare `elicitation` (the host shows its own form)
// `ui://example/missing` is named by a variant too and is not served at all.

export const UI_EXTENSION = 'io.modelcontextprotocol/ui';
export const APP_MIME = 'text/html;profile=mcp-app';
export const SEAT_VARIANTS = ['seat-plan', 'bad-answer', 'eager', 'no-elicitation', 'throws', 'missing'];
export const appUri = (variant) => `ui://example/${variant}`;

const ROWS = ['A', 'B', 'C', 'D'];
const TAKEN = new Set(['A2', 'B3', 'C1', 'D4']);
export const SEATS = ROWS.flatMap((r) => [1, 2, 3, 4].map((n) => `${r}${n}`)).filter((s) => !TAKEN.has(s));

/** The request's schema: complete by itself, so a host without apps shows the same question. */
export const seatSchema = {
  type: 'object',
  properties: {
    seat: { type: 'string', title: 'Seat', oneOf: SEATS.map((s) => ({ const: s, title: `Seat ${s}${s.endsWith('1') || s.endsWith('4') ? ' (window)' : ''}` })) },
    meal: { type: 'boolean', title: 'Meal on board', default: false },
  },
  required: ['seat'],
};

/** Whether a client's capabilities (initialize, or a 2026 request's `_meta`) take an app for an elicitation. */
export function clientTakesApps(capabilities) {
  const ui = capabilities?.extensions?.[UI_EXTENSION];
  return Boolean(capabilities?.elicitation && ui && typeof ui.elicitation === 'object' && Array.isArray(ui.mimeTypes) && ui.mimeTypes.includes(APP_MIME));
}

/** The `pick_seat` request: the app hint only where the client declared app elicitation (the SEP's MUST). */
export function seatRequest(variant, appsDeclared, leg = 'out') {
  return {
    mode: 'form',
    message: leg === 'back' ? 'Pick a seat for the flight back from Lisbon.' : 'Pick a seat for the flight to Lisbon.',
    requestedSchema: seatSchema,
    ...(appsDeclared && { _meta: { ui: { resourceUri: appUri(variant) } } }),
  };
}

/** The `resources/read` result for `uri`, or undefined when no such app is served. */
export function readSeatApp(uri) {
  const variant = SEAT_VARIANTS.find((v) => appUri(v) === uri);
  if (!variant || variant === 'missing') return undefined;
  return { contents: [{ uri, mimeType: APP_MIME, text: seatAppHtml(variant) }] };
}

function seatAppHtml(variant) {
  const seats = ROWS.map((r) => [1, 2, 3, 4].map((n) => `${r}${n}`));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Seat plan</title>
<style>
body{font:15px/1.4 system-ui,sans-serif;margin:0;padding:12px;color:#1b1b1f;background:#f6f7fb}
h1{font-size:16px;margin:0 0 8px}
.plan{display:grid;grid-template-columns:repeat(2,3rem) 1.5rem repeat(2,3rem);gap:6px;margin:8px 0}
.plan button{height:2.5rem;border:1px solid #8a8fa3;border-radius:6px;background:#fff;font:inherit}
.plan button[aria-pressed=true]{background:#2f5bd3;color:#fff;border-color:#2f5bd3}
.plan button:disabled{background:#dde0ea;color:#6b7080}
.gap{visibility:hidden}
#isolation{font-size:12px;color:#4a4f60}
#confirm{margin-top:8px;padding:6px 14px;font:inherit}
</style></head>
<body><main>
<h1 id="title">Seat plan</h1>
<p id="message"></p>
<div class="plan" role="group" aria-labelledby="title">
${seats.map((row) => row.map((s, i) => `${i === 2 ? '<span class="gap"></span>' : ''}<button type="button" data-seat="${s}" aria-pressed="false"${TAKEN.has(s) ? ' disabled aria-label="' + s + ' (taken)"' : ''}>${s}</button>`).join('')).join('\n')}
</div>
<label><input type="checkbox" id="meal"> Meal on board</label><br>
<button type="button" id="confirm">Confirm seat</button>
<p id="isolation"></p>
</main>
<script>
(() => {
  const variant = ${JSON.stringify(variant)};
  // What this frame can reach of the page around it: the host's document and storage must be out of reach.
  const probe = (f) => { try { f(); return 'readable'; } catch (e) { return 'blocked'; } };
  document.getElementById('isolation').textContent =
    'Host document: ' + probe(() => window.top.document.title) + ' · storage: ' + probe(() => window.localStorage.length) + ' · cookies: ' + probe(() => document.cookie);
  let nextId = 1, pending = null, chosen = null;
  const send = (message) => window.parent.postMessage(Object.assign({ jsonrpc: '2.0' }, message), '*');
  const size = () => send({ method: 'ui/notifications/size-changed', params: { height: document.documentElement.scrollHeight } });
  for (const b of document.querySelectorAll('[data-seat]')) b.addEventListener('click', () => {
    chosen = b.dataset.seat;
    for (const o of document.querySelectorAll('[data-seat]')) o.setAttribute('aria-pressed', String(o === b));
  });
  const answer = (content) => { if (pending !== null) { send({ id: pending, result: { action: 'accept', content } }); pending = null; } };
  document.getElementById('confirm').addEventListener('click', () => {
    if (variant === 'bad-answer') return answer({ seat: 'Z9', meal: 'yes please' });
    if (chosen) answer({ seat: chosen, meal: document.getElementById('meal').checked });
  });
  window.addEventListener('message', (event) => {
    const m = event.data;
    if (!m || m.jsonrpc !== '2.0') return;
    if (m.id === 1 && m.result) {
      send({ method: 'ui/notifications/initialized', params: {} });
      size();
    } else if (m.method === 'elicitation/create') {
      pending = m.id;
      document.getElementById('message').textContent = m.params && m.params.message || '';
      if (variant === 'eager') answer({ seat: 'B1', meal: true });
    }
  });
  // The plan's height follows its content (the host sizes the frame to it).
  new ResizeObserver(size).observe(document.body);
  // A broken app: it fails before it ever says ui/initialize (the host tells at once).
  if (variant === 'throws') throw new Error('The seat plan could not start.');
  const capabilities = variant === 'no-elicitation' ? {} : { elicitation: {} };
  send({ id: nextId++, method: 'ui/initialize', params: { protocolVersion: '2026-01-26', appInfo: { name: 'seat-plan', version: '1.0.0' }, appCapabilities: capabilities } });
})();
</script>
</body></html>`;
}
