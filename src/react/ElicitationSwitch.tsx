import { useMemo } from 'react';
import { formatMessage, formMessages, resolvePart, type ElicitationMessages } from '../core/messages.js';
import type { ElicitResult } from '../protocol/types.js';
import type { ComponentType } from 'react';
import type { ElicitationFormProps } from './ElicitationFormBase.js';
import { useSettleOnce } from './requestLifecycle.js';
import { UrlElicitation, type UrlElicitationProps } from './UrlElicitation.js';

/**
 * Props of `<Elicitation>`: the form's props plus URL mode's `onOpen`, `status` and `onDone`.
 *
 * @example
 * ```tsx
 * const props: ElicitationProps = { request: params, onResult: send, serverName: 'Acme', onOpen: (url) => window.open(url) };
 * ```
 */
export interface ElicitationProps
  extends Omit<ElicitationFormProps, 'request'>,
    Pick<UrlElicitationProps, 'onOpen' | 'status' | 'onDone'> {
  /** Any `elicitation/create` params: form mode when `mode` is absent or "form", URL mode for "url". */
  request: unknown;
}

/** Picks the UI for the request's mode, with the form component of the entry point. */
export function ElicitationSwitch(props: ElicitationProps & { Form: ComponentType<ElicitationFormProps> }) {
  const { request, onOpen, status, onDone, Form, ...common } = props;
  const mode = typeof request === 'object' && request !== null ? (request as { mode?: unknown }).mode : undefined;
  if (mode === undefined || mode === 'form') return <Form request={request} {...common} />;
  if (mode === 'url') {
    return (
      <UrlElicitation
        request={request}
        onResult={common.onResult}
        serverName={common.serverName}
        messages={common.messages}
        className={common.className}
        locale={common.locale}
        requestKey={common.requestKey}
        onOpen={onOpen}
        status={status}
        onDone={onDone}
      />
    );
  }
  return <UnknownMode mode={mode} onResult={common.onResult} messages={common.messages} className={common.className} />;
}

function UnknownMode(props: { mode: unknown; onResult: (r: ElicitResult) => void; messages?: Partial<ElicitationMessages>; className?: string }) {
  const messages = useMemo(() => resolvePart(formMessages, props.messages), [props.messages]);
  const { settle } = useSettleOnce(props.onResult);
  const cancel = () => settle({ action: 'cancel' });
  return (
    <div className={['rme-root', props.className].filter(Boolean).join(' ')} data-state="invalid">
      <div className="rme-request-error" role="alert">
        <p className="rme-request-error-title">{messages.unknownModeTitle}</p>
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
