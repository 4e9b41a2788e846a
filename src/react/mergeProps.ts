import type { Ref, RefCallback } from 'react';

type Props = Record<string, unknown>;
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/**
 * Merges prop objects the way a design system needs when it adds its own props to ours (React
 * Aria's rule): event handlers (`on` + capital) are chained, every one called in order; `className`s
 * are joined; `aria-describedby` and `aria-labelledby` lists are joined without repeats; `ref`s are
 * all attached; `style`s are merged. For `id`, the first one given stays: our labels, error and
 * description parts point at it. Anything else: the last one given wins.
 *
 * @example
 * ```tsx
 * <input {...mergeProps(props.inputProps, { onChange: track, ref: myRef, 'aria-describedby': 'my-tip', className:
 * 'ds-input' })} />
 * ```
 */
export function mergeProps<T extends (object | null | undefined)[]>(
  ...all: T
): UnionToIntersection<NonNullable<T[number]>> {
  const out: Props = {};
  for (const given of all) {
    if (!given) continue;
    const props = given as Props;
    for (const key in props) {
      const next = props[key];
      const prev = out[key];
      if (next === undefined) {
        if (!(key in out)) out[key] = undefined;
        continue;
      }
      if (prev === undefined) out[key] = next;
      else if (key === 'id') continue;
      else if (typeof prev === 'function' && typeof next === 'function' && /^on[A-Z]/.test(key))
        out[key] = chain(prev as Handler, next as Handler);
      else if (key === 'className' && typeof prev === 'string' && typeof next === 'string')
        out[key] = `${prev} ${next}`.trim();
      else if (
        (key === 'aria-describedby' || key === 'aria-labelledby') &&
        typeof prev === 'string' &&
        typeof next === 'string'
      )
        out[key] = joinIds(prev, next);
      else if (key === 'ref') out[key] = mergeRefs(prev as Ref<unknown>, next as Ref<unknown>);
      else if (key === 'style' && typeof prev === 'object' && typeof next === 'object')
        out[key] = { ...(prev as object), ...(next as object) };
      else out[key] = next;
    }
  }
  return out as UnionToIntersection<NonNullable<T[number]>>;
}

/**
 * One callback ref that sets every ref given (callback refs and ref objects alike). The same refs
 * give the same callback, so React does not detach and attach the element again on each render
 * (where a new function each time would make it do so).
 *
 * @example
 * ```tsx
 * <input ref={mergeRefs(props.inputProps.ref, myRef)} />
 * ```
 */
export function mergeRefs<E>(...refs: (Ref<E> | undefined)[]): RefCallback<E> {
  const given = refs.filter((ref) => ref != null) as Ref<unknown>[];
  // The callback of exactly these refs, in this order, is kept at the last one's step.
  let step = mergedRefs;
  for (const ref of given) {
    let next = step.get(ref!);
    if (!next) step.set(ref!, (next = new WeakMap()));
    step = next;
  }
  step.merged ??= (element) => {
    for (const ref of given) {
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    }
  };
  return step.merged;
}

/** A step of the merged refs' cache: the refs with one more, and the callback of those so far. */
type Step = WeakMap<object, Step> & { merged?: RefCallback<unknown> };
const mergedRefs: Step = new WeakMap();

type Handler = (...args: unknown[]) => unknown;
const chain =
  (a: Handler, b: Handler) =>
  (...args: unknown[]) => {
    a(...args);
    b(...args);
  };

function joinIds(a: string, b: string): string {
  const ids = a.split(/\s+/).filter(Boolean);
  for (const id of b.split(/\s+/)) if (id && !ids.includes(id)) ids.push(id);
  return ids.join(' ');
}
