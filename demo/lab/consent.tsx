import { useState } from 'react';
import { ElicitationHost, ElicitationInline, ElicitationProvider, ElicitationQueue, type ElicitationSource } from '../../src/host';
import { pickMessages } from '../../src/core';
import ar from '../../src/locales/ar';
import ja from '../../src/locales/ja';
import pseudo from '../../src/locales/pseudo';

// The e2e lab's consent case: a chat composer beside the dialog host (or, with `?presentation=inline`,
// the inline cards), driven from the test through `window.__consent`. Each answer the queue gives
// is what a bridge sends to the server, so `window.__labResults` is the server's log: `{ id, result }`
// per answered request, `{ id, withdrawn: true }` when the server withdrew it.

interface ConsentLab {
  ask(id: string, params: unknown, options?: { server?: string; endpoint?: string; withdrawAfterMs?: number }): void;
  withdraw(id: string): void;
  snapshot(): unknown;
}

const record = (entry: unknown) => (window as unknown as { __labResults: unknown[] }).__labResults.push(entry);

// One per page (StrictMode calls state initialisers twice; the API must reach the queue shown).
let made: ReturnType<typeof makeLab> | undefined;

export function ConsentLabCase() {
  const [lab] = useState(() => (made ??= makeLab()));
  return (
    <ElicitationProvider queue={lab.queue}>
      <div>
        <h1>Chat</h1>
        <label>
          Message <input type="text" name="chat" autoComplete="off" />
        </label>
        <button type="button">Send</button>
        {lab.inline && <ElicitationInline messages={lab.messages} headingLevel={2} />}
      </div>
      <ElicitationHost messages={lab.messages} />
    </ElicitationProvider>
  );
}

function makeLab() {
  const inline = typeof location !== 'undefined' && new URLSearchParams(location.search).get('presentation') === 'inline';
  const queue = new ElicitationQueue({ presentation: inline ? 'inline' : 'dialog' });
  const sources = new Map<string, ElicitationSource>();
  const controllers = new Map<string, AbortController>();
  const api: ConsentLab = {
    ask(id, params, options = {}) {
      // A fresh source object per call, as a reconnecting client makes: identity is the name.
      const name = options.server ?? 'Example server';
      const source = sources.get(`${name}|${options.endpoint ?? ''}`) ?? { serverName: name };
      sources.set(`${name}|${options.endpoint ?? ''}`, source);
      const controller = new AbortController();
      controllers.set(id, controller);
      // When each request arrived, in event time, so a test can tell how late an input landed.
      (window as unknown as { __askedAt: Record<string, number> }).__askedAt[id] = performance.now();
      queue.ask(source, params, { signal: controller.signal }).result.then(
        (result) => record({ id, result }),
        () => record({ id, withdrawn: true }),
      );
      if (options.withdrawAfterMs !== undefined) setTimeout(() => controller.abort(), options.withdrawAfterMs);
    },
    withdraw: (id) => controllers.get(id)?.abort(),
    snapshot: () => queue.getSnapshot(),
  };
  if (typeof window !== 'undefined') {
    const w = window as unknown as { __consent: ConsentLab; __askedAt: Record<string, number>; __inputAt: number };
    w.__consent = api;
    w.__askedAt = {};
    w.__inputAt = 0;
    for (const type of ['keydown', 'pointerdown']) document.addEventListener(type, (e) => (w.__inputAt = e.timeStamp), true);
  }
  // `?dir=rtl`: an Arabic page, with the strings a right-to-left screenshot shows (a sample, not a catalogue).
  const rtl = typeof location !== 'undefined' && new URLSearchParams(location.search).get('dir') === 'rtl';
  if (rtl) {
    document.documentElement.dir = 'rtl';
    document.documentElement.lang = 'ar';
  }
  // `?locale=ar|ja|en-XA`: a shipped catalogue, chosen as a host would (the page itself stays English and left to right).
  const locale = typeof location !== 'undefined' ? new URLSearchParams(location.search).get('locale') : null;
  const messages = locale ? pickMessages(locale, [ar, ja, pseudo]) : rtl ? ARABIC_SAMPLE : undefined;
  // `?askOnLoad`: a request that arrives as the page first renders, before the hosts have loaded
  // what shows it (their form and URL step load on demand).
  if (typeof location !== 'undefined' && new URLSearchParams(location.search).has('askOnLoad')) {
    api.ask('on-load', { message: 'Book a table', requestedSchema: { type: 'object', properties: { guests: { type: 'integer', title: 'Guests', default: 2 } } } }, { server: 'Bistro' });
  }
  return { queue, inline, messages };
}

const ARABIC_SAMPLE = {
  dialogTitle: 'طلب من {server}',
  serverTextNote: 'كتبه الخادم',
  urlCaption: 'العنوان (لا يُفتح حتى تختار ذلك)',
  urlOpensHost: 'يفتح:',
  urlOpen: 'افتح {host}',
  urlCopy: 'نسخ الرابط',
  decline: 'رفض',
  cancel: 'إلغاء',
  dialogStopAsking: 'أوقف طلبات {server}',
};
