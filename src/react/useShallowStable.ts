import { useRef } from 'react';

/** Returns the previous object while the new one has the same own keys and values (inline `messages={{…}}`). */
export function useShallowStable<T extends object | undefined>(value: T): T {
  const ref = useRef(value);
  const prev = ref.current;
  if (prev !== value && !shallowEqual(prev, value)) ref.current = value;
  return ref.current;
}

function shallowEqual(a: object | undefined, b: object | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return (
    ka.length === kb.length &&
    ka.every(
      (k) =>
        Object.prototype.hasOwnProperty.call(b, k) &&
        Object.is((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
    )
  );
}
