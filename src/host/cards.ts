// Finding an inline card on the page. Keys restart at 1 in every queue, so a card is named by its
// queue's scope and its item's key (two chat panes, two queues: one pane's focus never lands on
// the other's card), and looked up in the document of the element that asks, never `document`.

const scopes = new WeakMap<object, string>();
let scopeCount = 0;

/** The value of a card's `data-rme-card`: its queue's scope and its item's key (`q2:7`). */
export function cardId(queue: object, key: number | ''): string {
  let prefix = scopes.get(queue);
  if (prefix === undefined) scopes.set(queue, (prefix = `q${++scopeCount}`));
  return `${prefix}:${key}`;
}

/** The card of `key` in `queue`, in `doc`. */
export const findCard = (doc: Document | undefined, queue: object, key: number) =>
  doc?.querySelector<HTMLElement>(`[data-rme-card="${cardId(queue, key)}"]`) ?? null;
