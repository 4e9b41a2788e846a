import { requestIdentity } from './requestGeneration.js';

// A request read once without a host: by its content, so a `request={{ … }}` literal rebuilt on
// every render (and StrictMode's second render) gets the reading of the first object with the same
// content. A host that holds the request passes its own decision instead (`heldRequest.ts`).

/** How many readings a cache keeps at most. */
const KEPT = 16;

/**
 * `read(request)`, or the reading `kept` has for the same content. An object without a content
 * identity (a cycle) is read each time it is asked (`read` may keep its own per-object reading).
 */
export function readByContent<T>(kept: Map<string, T>, request: unknown, read: (request: unknown) => T): T {
  const id = requestIdentity(request);
  if (id.startsWith('opaque:')) return read(request);
  let reading = kept.get(id);
  if (reading === undefined) {
    // Full: the old readings go (a page shows a handful of requests at a time).
    if (kept.size >= KEPT) kept.clear();
    kept.set(id, (reading = read(request)));
  }
  return reading;
}
