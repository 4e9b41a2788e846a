import { useMemo } from 'react';
import { formatMessage, formMessages, resolvePart, type ElicitationMessages } from '../core/messages.js';
import { decideRequest, type DecidedRequest } from '../core/decide.js';
import { parsedByContent, readByContent } from './decidedRequest.js';
import { useHeldRequest } from './heldRequest.js';
import type { ElicitResult } from '../protocol/types.js';
import { ElicitationFormView, type FormViewInternals } from './ElicitationFormView.js';
import { useSettleOnce } from './useSettleOnce.js';
import type { ElicitationProps } from './surfaceTypes.js';
import { UrlElicitation } from './UrlElicitation.js';
import { cx } from './cx.js';

/** Any request: the form, URL mode, or an alert with Cancel for a mode we do not know. The mode
 * and the parse are decided once: the decision of the host that holds the request (by context,
 * `heldRequest.ts`), else the decision of this content (`decidedRequest.ts`). */
/** The decisions of requests no host holds, by content (`decidedRequest.ts`), with the form's parse. */
const decisions = new Map<string, DecidedRequest>();
const decideByContent = (request: unknown) => decideRequest(request, parsedByContent);

export function ElicitationView(props: ElicitationProps & FormViewInternals) {
  const { request, onOpen, onCopy, status, onDone, completion, notFinished, preset, ...common } = props;
  // Asked again on each render (an inline literal is a new object each time), it reads the decision back.
  const mode = useHeldRequest()?.decided ?? readByContent(decisions, request, decideByContent);
  switch (mode.kind) {
    case 'form':
      return <ElicitationFormView request={request} preset={preset} {...common} />;
    case 'url':
      return (
        <UrlElicitation
          request={request}
          onResult={common.onResult}
          serverName={common.serverName}
          labelledBy={common.labelledBy}
          messages={common.messages}
          className={common.className}
          locale={common.locale}
          requestKey={common.requestKey}
          armMs={common.armMs}
          onOpen={onOpen}
          onCopy={onCopy}
          status={status}
          onDone={onDone}
          completion={completion}
          notFinished={notFinished}
        />
      );
    case 'unknown':
      return (
        <UnknownMode
          mode={mode.mode}
          onResult={common.onResult}
          messages={common.messages}
          className={common.className}
        />
      );
    default:
      return mode satisfies never;
  }
}

function UnknownMode(props: {
  mode: unknown;
  onResult: (r: ElicitResult) => void;
  messages?: Partial<ElicitationMessages>;
  className?: string;
}) {
  const messages = useMemo(() => resolvePart(formMessages, props.messages), [props.messages]);
  const { settle } = useSettleOnce(props.onResult);
  const cancel = () => settle({ action: 'cancel' });
  return (
    <div className={cx('rme-root', props.className)} data-state="invalid">
      <div className="rme-request-error" role="alert">
        <p className="rme-request-error-title">{messages.requestInvalidTitle}</p>
        <p>{formatMessage(messages.unknownMode, { mode: JSON.stringify(props.mode) })}</p>
      </div>
      <div className="rme-actions">
        <button type="button" className="rme-button" onClick={cancel}>
          {messages.cancel}
        </button>
      </div>
    </div>
  );
}
