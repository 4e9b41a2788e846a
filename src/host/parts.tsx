/**
 * The shells' compound parts: the pieces of one request as `<ElicitationHost>`'s dialog or an
 * inline card shows it, for a host that lays them out itself (the shell's `children`).
 *
 * @example
 * ```tsx
 * <ElicitationHost queue={queue}>
 *   <ElicitationParts.Header />
 *   <ElicitationParts.Body />
 * </ElicitationHost>
 * ```
 *
 * @module
 */
import type { ReactNode } from 'react';
import { useShownContext, type ShownRequest } from './shownRequest.js';

// The shells' compound parts: a host that passes children to `<ElicitationHost>`,
// `<ElicitationInline>` or `<ElicitationCard>` lays out each request with these, and shows a fact of
// its own (a tool call's title, a scope) by placing its own element among them. Each part places
// what the shell rendered for it, so the parts hold no logic of their own and cannot drift from the
// default layout, which is built from them (`requestUiParts.tsx`).

export type { ShownRequest } from './shownRequest.js';

/**
 * The request being shown, for a host's own part: the queue's entry (every fact it holds), the
 * asker's name, the catalogue and the locale. Throws when used outside a shell's layout.
 *
 * @example
 * ```tsx
 * function Scope() {
 *   const { entry } = ElicitationParts.useShown();
 *   return entry.scope?.toolTitle ? <p className="my-scope">{entry.scope.toolTitle}</p> : null;
 * }
 * ```
 */
export function useShown(): ShownRequest {
  const { pieces: _pieces, ...shown } = useShownContext('useShown()');
  return shown;
}

/**
 * The header: the title (which names the dialog or card and takes focus when the dialog opens),
 * then its children, by default `<Notes />`, `<Since />` and `<More />`. Every layout places it
 * once: without it the request has no name.
 *
 * @example
 * ```tsx
 * <ElicitationHost queue={queue}>
 *   <ElicitationParts.Header>
 *     <ElicitationParts.Notes />
 *     <Scope />
 *   </ElicitationParts.Header>
 *   <ElicitationParts.Body />
 * </ElicitationHost>
 * ```
 */
export function Header(props: { children?: ReactNode }) {
  const shown = useShownContext('Header');
  return (
    <div className={`rme-${shown.surface}-header`}>
      {shown.pieces.title}
      {props.children === undefined ? (
        <>
          <Notes />
          <Since />
          <More />
        </>
      ) : (
        props.children
      )}
    </div>
  );
}

/**
 * The lines under the title: the server's claim, the tool call that asks (an agent's), "asked
 * again", the step in a round, and each field left out.
 *
 * @example
 * ```tsx
 * <ElicitationParts.Header><ElicitationParts.Notes /></ElicitationParts.Header>
 * ```
 */
export function Notes() {
  return <>{useShownContext('Notes').pieces.notes}</>;
}

/**
 * "Asked 3 min ago", from one minute on, while the request waits.
 *
 * @example
 * ```tsx
 * <ElicitationParts.Header><ElicitationParts.Since /></ElicitationParts.Header>
 * ```
 */
export function Since() {
  return <>{useShownContext('Since').pieces.since}</>;
}

/**
 * In the dialog, how many other requests wait after this one (nothing on a card).
 *
 * @example
 * ```tsx
 * <ElicitationParts.Header><ElicitationParts.More /></ElicitationParts.Header>
 * ```
 */
export function More() {
  return <>{useShownContext('More').pieces.more}</>;
}

/**
 * The request itself: its form or URL step with its actions and "Stop requests from …", or how it
 * ended (a card's round: each question it has passed, then the one the person is on).
 *
 * @example
 * ```tsx
 * <ElicitationParts.Body />
 * ```
 */
export function Body() {
  return <>{useShownContext('Body').pieces.body}</>;
}
