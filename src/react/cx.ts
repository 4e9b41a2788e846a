/**
 * Class names (or ids) joined with spaces, leaving out the empty ones: `cx('rme-root', className)`.
 */
export function cx(...names: (string | false | null | undefined)[]): string {
  let out = '';
  for (const name of names) if (name) out = out ? `${out} ${name}` : name;
  return out;
}
