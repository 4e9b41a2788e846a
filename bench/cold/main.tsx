// The first request on a cold page: a host page mounts <ElicitationHost>, and a request arrives as
// it first renders. bench/run.mjs builds this page twice (the request UI as its own chunk, as a host
// ships it, and inlined, as before issue 37) and reads `window.cold`: from the request's arrival to
// the first frame showing the dialog, and to the first frame where its Submit answers (armed).
import { createRoot } from 'react-dom/client';
import { ElicitationHost, ElicitationQueue } from '../../src/host';
import '../../src/styles/styles.css';

const queue = new ElicitationQueue();
createRoot(document.getElementById('root')!).render(<ElicitationHost queue={queue} />);
const asked = performance.now();
queue.ask({ serverName: 'Bench' }, { message: 'Cold start', requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } } } });
const cold: { shown?: number; armed?: number } = {};
(window as unknown as { cold: typeof cold }).cold = cold;
const frame = (now: number) => {
  const submit = document.querySelector('dialog[open] button[type="submit"]');
  if (submit && cold.shown === undefined) cold.shown = now - asked;
  if (submit && !submit.hasAttribute('aria-disabled')) cold.armed = now - asked;
  else requestAnimationFrame(frame);
};
requestAnimationFrame(frame);
