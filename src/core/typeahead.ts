/**
 * The option that typing on a closed select picks, as native selects do: the first label after
 * the current one that starts with what was typed; typing one letter again and again cycles
 * through the labels that start with it. Returns -1 when nothing matches.
 */
export function typeaheadMatch(labels: readonly string[], typed: string, current: number): number {
  const search = typed.toLocaleLowerCase();
  if (!search || labels.length === 0) return -1;
  const repeated = [...search].every((c) => c === search[0]);
  const query = repeated ? search[0]! : search;
  // A new or repeated letter moves on from the current option; a longer prefix may stay on it.
  const start = repeated ? current + 1 : Math.max(current, 0);
  for (let i = 0; i < labels.length; i++) {
    const k = (((start + i) % labels.length) + labels.length) % labels.length;
    if (labels[k]!.toLocaleLowerCase().startsWith(query)) return k;
  }
  return -1;
}
