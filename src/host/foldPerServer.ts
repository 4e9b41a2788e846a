import type { InlineItem } from './inlineItems.js';

// How many waiting cards each server shows: past `max`, the rest fold into one "Show n more from …" row.

/** A row of the inline list: a card, or the fold of a server's hidden waiting cards. */
export type Row =
  | { item: InlineItem; server?: undefined; hidden?: undefined }
  | { item?: undefined; server: string; hidden: number };

/** The items in order, with each server's waiting cards past `max` folded into one row after its last shown one. */
export function foldPerServer(items: readonly InlineItem[], max: number, expanded: ReadonlySet<string>): Row[] {
  const pending = new Map<string, number>();
  for (const item of items)
    if (item.pending) pending.set(item.pending.serverName, (pending.get(item.pending.serverName) ?? 0) + 1);
  const rows: Row[] = [];
  const seen = new Map<string, number>();
  for (const item of items) {
    if (!item.pending) {
      rows.push({ item });
      continue;
    }
    const server = item.pending.serverName;
    const total = pending.get(server)!;
    const n = (seen.get(server) ?? 0) + 1;
    seen.set(server, n);
    if (total <= max || expanded.has(server) || n <= max) rows.push({ item });
    if (n === max && total > max && !expanded.has(server)) rows.push({ server, hidden: total - max });
  }
  return rows;
}
