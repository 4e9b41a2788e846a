import { useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import type { ElicitationMessages } from '../core/messages.js';
import type { SettledEntry } from '../engine/queue.js';
import { summaryItemText } from '../core/summary.js';
import { describeSettled } from './settled.js';
import { useCopy } from '../react/useCopy.js';
import { ServerMessage } from '../react/ServerMessage.js';

/** What became of a request: one line, and an unanswered form's draft with a Copy button. */
export function SettledBody(props: {
  settled: SettledEntry;
  messages: ElicitationMessages;
  locale?: string;
  cardRef?: RefObject<HTMLElement | null>;
}) {
  const { settled, messages } = props;
  // A card re-renders with every change to the queue; the request is parsed once per ending.
  const { line, draft, message } = useMemo(
    () => describeSettled(settled, messages, props.locale),
    [settled, messages, props.locale],
  );
  const lineRef = useRef<HTMLParagraphElement>(null);
  const { copy, state: copyState } = useCopy();
  const listRef = useRef<HTMLUListElement>(null);
  // The card just ended under the person's focus (their control is gone): the line takes it.
  useLayoutEffect(() => {
    const active = document.activeElement;
    const card = props.cardRef?.current;
    if (!active || active === document.body || (card && card.contains(active) && active !== lineRef.current))
      lineRef.current?.focus();
    // Only when it ends, not on later renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="rme-settled">
      {message !== undefined && <ServerMessage caption={messages.serverTextNote} text={message} />}
      <p className="rme-settled-line" tabIndex={-1} ref={lineRef}>
        {line}
      </p>
      {draft.length > 0 && (
        <div className="rme-settled-draft">
          <p className="rme-settled-draft-title">{messages.settledDraft}</p>
          <ul className="rme-settled-draft-list" ref={listRef}>
            {draft.map((d) => (
              <li key={d.key}>{summaryItemText(d, messages)}</li>
            ))}
          </ul>
          <div className="rme-actions">
            <button
              type="button"
              className="rme-button"
              onClick={() => copy(draft.map((d) => summaryItemText(d, messages)).join('\n'), listRef.current)}
            >
              {messages.settledCopy}
            </button>
            <span role="status" className="rme-settled-copied">
              {copyState === 'copied'
                ? messages.settledCopied
                : copyState === 'failed'
                ? messages.settledCopyFailed
                : ''}
            </span>
          </div>
        </div>
      )}
    </div>
  );
}
