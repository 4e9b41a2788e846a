import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import '../src/styles/styles.css';
import { floor } from './contestants/floor';
import { jsonforms } from './contestants/jsonforms';
import { ours } from './contestants/ours';
import { oursNative } from './contestants/oursNative';
import { rjsf } from './contestants/rjsf';
import type { Contestant } from './contestants/types';
import { makeSchema } from './schemas';

// One contestant per page (?c=<id>); the runner drives it through window.bench.
const contestants: Record<string, Contestant> = { ours, 'ours-native': oursNative, rjsf, jsonforms, floor };
const contestant = contestants[new URLSearchParams(location.search).get('c') ?? '']!;
const stage = document.getElementById('stage')!;
const renders = (window as unknown as { __benchRenders: { renders: number; commits: number } }).__benchRenders;

let mounted: { root: Root; container: HTMLElement } | null = null;
let resolveResult: ((r: unknown) => void) | null = null;
let resultAt = 0;
// The moment the result exists, not when the page is done re-rendering after it.
const onResult = (r: unknown) => {
  resultAt = performance.now();
  resolveResult?.(r);
};

function unmount() {
  if (!mounted) return;
  const { root, container } = mounted;
  flushSync(() => root.unmount());
  container.remove();
  mounted = null;
}

// Collects garbage outside the timed region (Chromium runs with --expose-gc; see settle()).
const collect = (window as unknown as { gc?: () => void }).gc ?? (() => {});

/** Mounts a form of `n` fields; returns ms from a synchronous render to forced layout. */
function mount(n: number, allDefaults = false): number {
  unmount();
  const schema = makeSchema(n, { allDefaults });
  const container = document.createElement('div');
  stage.append(container);
  const root = createRoot(container);
  const t0 = performance.now();
  flushSync(() => root.render(contestant.element(schema, onResult)));
  container.getBoundingClientRect();
  document.body.offsetHeight;
  const ms = performance.now() - t0;
  mounted = { root, container };
  return ms;
}

const setNativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;

/**
 * Types 20 characters into the first text field: mean ms per key (input event, then pending
 * promise work, to forced layout), and the most components any one key re-rendered.
 */
async function keystroke(): Promise<{ ms: number; renders: number }> {
  const input = mounted!.container.querySelector<HTMLInputElement>('input[type="text"], input:not([type])')!;
  let total = 0;
  let most = 0;
  for (const ch of 'abcdefghijklmnopqrst') {
    const before = renders.renders;
    const t0 = performance.now();
    setNativeValue.call(input, input.value + ch);
    flushSync(() => input.dispatchEvent(new Event('input', { bubbles: true })));
    // Validation that finishes in promises (react-hook-form) and the renders it schedules count too.
    for (let i = 0; i < 10; i++) await Promise.resolve();
    document.body.offsetHeight;
    total += performance.now() - t0;
    most = Math.max(most, renders.renders - before);
  }
  return { ms: total / 20, renders: most };
}

/** Runs `work` at the start of a frame and resolves with the ms until that frame has been
 * rendered (style, layout, paint): the time a person waits to see the result. */
function inFrame(work: () => void): Promise<number> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const t0 = performance.now();
      work();
      // A task posted now runs after this frame's rendering steps.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now() - t0);
      channel.port2.postMessage(null);
    }),
  );
}

/**
 * Types 20 characters into the first text field as a person does: one key per frame, each frame
 * rendered and painted before the next key. Mean ms from the key to its painted frame.
 */
async function keystrokePainted(): Promise<number> {
  const input = mounted!.container.querySelector<HTMLInputElement>('input[type="text"], input:not([type])')!;
  input.focus();
  let total = 0;
  for (const ch of 'abcdefghijklmnopqrst') {
    total += await inFrame(() => {
      setNativeValue.call(input, input.value + ch);
      flushSync(() => input.dispatchEvent(new Event('input', { bubbles: true })));
    });
  }
  return total / 20;
}

/** Mounts a form of `n` fields at the start of a frame: ms until that frame is painted. */
async function mountPainted(n: number): Promise<number> {
  unmount();
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
  const schema = makeSchema(n, {});
  const container = document.createElement('div');
  stage.append(container);
  const root = createRoot(container);
  const ms = await inFrame(() => flushSync(() => root.render(contestant.element(schema, onResult))));
  mounted = { root, container };
  return ms;
}

/** Turns our stylesheet on or off (on by default), to measure both. */
function setStylesheet(on: boolean) {
  for (const sheet of Array.from(document.styleSheets)) {
    if (Array.from(sheet.cssRules).some((rule) => rule.cssText.includes('.rme-'))) sheet.disabled = !on;
  }
}

/** Mounts a fresh form, submits it (required fields are empty, so it fails), then types as above. */
async function keystrokeAfterSubmit(n: number): Promise<{ ms: number; renders: number }> {
  mount(n);
  flushSync(() => contestant.submit(mounted!.container));
  // Let asynchronous validation settle and render its errors.
  await new Promise((r) => setTimeout(r, 50));
  return keystroke();
}

/** Mounts a valid form (every field defaulted), then times the submit click → the result callback. */
async function submit(n: number): Promise<number> {
  mount(n, true);
  const result = new Promise((r) => (resolveResult = r));
  const t0 = performance.now();
  contestant.submit(mounted!.container);
  const value = await Promise.race([result, new Promise((r) => setTimeout(() => r('timeout'), 10_000))]);
  const ms = resultAt - t0;
  resolveResult = null;
  if (value === 'timeout') throw new Error(`${contestant.id}: no result after submit`);
  return ms;
}

/** Unmounts and collects, after each mount sample: the next sample starts from a settled heap (it
 * pays for its own allocations, not for the previous mount's garbage), and the page leaves no
 * garbage to be collected while another contestant's page is measured. */
function settle() {
  unmount();
  collect();
}

/** One mount sample (synchronous or painted), then settle. */
function mountSample(n: number): number {
  const ms = mount(n);
  settle();
  return ms;
}
async function mountPaintedSample(n: number): Promise<number> {
  const ms = await mountPainted(n);
  settle();
  return ms;
}

const yieldTask = () => new Promise<void>((r) => setTimeout(r, 0));

/**
 * Our inline cards under a flood: `n` requests from one server, each arriving in a task of its own
 * (as messages from a connection do). Returns the longest of those tasks (the arrival and the render
 * it caused, to forced layout), the same `n` arriving in one task (a reconnect re-delivering all),
 * and one request's arrival into an empty transcript, each in ms.
 */
async function inlineFlood(n: number): Promise<{ longest: number; burst: number; one: number }> {
  unmount();
  const { ElicitationInline, ElicitationQueue } = await import('../src/host');
  const schema = makeSchema(10);
  const request = (i: number) => ({ message: `Request ${i}`, requestedSchema: schema });
  const run = async (arrive: (queue: InstanceType<typeof ElicitationQueue>) => Promise<number>) => {
    const queue = new ElicitationQueue({ presentation: 'inline' });
    const container = document.createElement('div');
    stage.append(container);
    const root = createRoot(container);
    flushSync(() => root.render(<ElicitationInline queue={queue} armMs={0} />));
    await yieldTask();
    const ms = await arrive(queue);
    flushSync(() => root.unmount());
    container.remove();
    collect();
    return ms;
  };
  // A task: the ask, React's render of it (a microtask), and layout, timed from inside the next task's start.
  const task = async (work: () => void) => {
    const t0 = performance.now();
    work();
    await Promise.resolve();
    await Promise.resolve();
    document.body.offsetHeight;
    const ms = performance.now() - t0;
    await yieldTask();
    return ms;
  };
  const one = await run((queue) => task(() => queue.ask({ serverName: 'Flood' }, request(0))));
  const longest = await run(async (queue) => {
    let max = 0;
    for (let i = 0; i < n; i++) max = Math.max(max, await task(() => queue.ask({ serverName: 'Flood' }, request(i))));
    return max;
  });
  const burst = await run((queue) => task(() => {
    for (let i = 0; i < n; i++) queue.ask({ serverName: 'Flood' }, request(i));
  }));
  return { longest, burst, one };
}

Object.assign(window, {
  bench: { id: contestant.id, label: contestant.label, mount, mountPainted, mountSample, mountPaintedSample, keystroke, keystrokePainted, keystrokeAfterSubmit, submit, unmount, settle, setStylesheet, inlineFlood },
});
