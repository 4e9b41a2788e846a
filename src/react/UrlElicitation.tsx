import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { formatMessage, formMessages, resolvePart, resultText, urlMessages, serverLabel } from '../core/messages.js';
import { urlRefusalText, urlWarningText } from '../core/urlWords.js';
import { textDirection } from '../core/locale.js';
import { hasBidiControls } from '../core/unicode.js';
import { inspectUrl, visibleUrlSegments } from '../core/url.js';
import { decideUrl } from '../core/urlRequest.js';
import { useArming } from './arming.js';
import { useCopy } from './useCopy.js';
import { useRequestGeneration } from './requestGeneration.js';
import { useSettleOnce } from './useSettleOnce.js';
import { useShallowStable } from './useShallowStable.js';
import type { UrlElicitationProps } from './surfaceTypes.js';
import { cx } from './cx.js';
import { ServerMessage } from './ServerMessage.js';
import { urlStatusOf, useHeldRequest } from './heldRequest.js';

/**
 * Opens a URL the way URL mode does by default: a new tab, with `noopener` and `noreferrer`.
 *
 * @example
 * ```tsx
 * <UrlElicitation request={params} onResult={send} onOpen={(url) => (isDesktopApp ? openInSystemBrowser(url) :
 * openInNewTab(url))} />
 * ```
 */
export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/**
 * URL mode: shows who asks, the message and the whole URL (host highlighted, hidden characters
 * made visible), warns about suspicious URLs, refuses dangerous ones, and opens only on consent.
 *
 * @example
 * ```tsx
 * <UrlElicitation request={{ mode: 'url', message: 'Sign in', url: 'https://auth.example.com/' }} onResult={respond}
 * serverName="Acme" />
 * ```
 */
export function UrlElicitation(props: UrlElicitationProps) {
  // A new request starts over, as the form does.
  const { generation, request } = useRequestGeneration(props.request, props.requestKey);
  return <UrlElicitationInner key={generation} {...props} request={request} />;
}

function UrlElicitationInner(props: UrlElicitationProps) {
  const { request, onResult, serverName, onOpen = openInNewTab, messages: overrides, className } = props;
  // Where the step stands and what "Done" does: the host's, when one holds the request; else the props.
  const held = useHeldRequest();
  const status = held ? urlStatusOf(held.status) : props.status;
  const onDone = held ? held.done : props.onDone;
  const notFinished = held ? held.notFinished : props.notFinished;
  const locale = props.locale ?? overrides?.locale;
  // 2026-07-28: the answer waits for "I've finished — continue"; asked again, consent was given.
  const byRetry = (held ? held.completion : props.completion) === 'retry';
  const stableOverrides = useShallowStable(overrides);
  const messages = useMemo(() => resolvePart({ ...formMessages, ...urlMessages }, stableOverrides), [stableOverrides]);
  // The request read as URL mode once (core's `decideUrl`, the reading the queue's decision makes):
  // nothing below reads its raw params.
  const { message, url } = useMemo(() => decideUrl(request), [request]);
  const inspection = useMemo(() => inspectUrl(url), [url]);
  const [phase, setPhase] = useState<'ask' | 'opened' | 'continued' | 'declined' | 'cancelled'>(
    byRetry && notFinished ? 'opened' : 'ask',
  );
  const { settle } = useSettleOnce(onResult);
  // Copying answers nothing, so it needs no arming: a person may copy the link to open it elsewhere.
  const { copy, state: copyState } = useCopy(props.onCopy);
  const urlRef = useRef<HTMLParagraphElement>(null);
  const server = serverLabel(serverName, messages);
  // The host the browser resolves (xn-- for IDN), never a look-alike reading of it.
  const host = inspection.openHost ?? '';
  const hostUnicode = inspection.parts?.hostUnicode ?? host;
  const base = useId();
  const ids = { title: `${base}title`, url: `${base}url`, warnings: `${base}warn` };

  // Each stage (asking, then waiting with Continue where Open was) arms on its own: a double click
  // on Open must not also press what replaced it.
  const arming = useArming(props.armMs ?? 0, phase);
  const whenArmed = (act: () => unknown) => () => void (arming.isArmed() && act());
  const open = () => {
    if (inspection.refusal) return;
    // The exact string the server sent: never rebuilt from parsed parts.
    onOpen(inspection.url);
    // By retry, consent answers nothing yet: "I've finished — continue" does.
    if (byRetry || settle({ action: 'accept' })) setPhase('opened');
  };
  const finished = () => settle({ action: 'accept' }) && setPhase('continued');
  const decline = () => settle({ action: 'decline' }) && setPhase('declined');
  const cancel = () => settle({ action: 'cancel' }) && setPhase('cancelled');
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && !e.defaultPrevented && (phase === 'ask' || (byRetry && phase === 'opened'))) {
      e.preventDefault();
      cancel();
    }
  };

  const waiting = arming.armed ? undefined : true;
  const complete = status === 'complete';
  const confirming = status === 'confirming';
  // What happened, in one live region that is there from the start: a line inserted with its text
  // is not announced by every screen reader. Focus goes to it when it changes (the buttons that
  // were pressed are gone).
  const outcome = ((): string => {
    switch (phase) {
      case 'ask':
        return '';
      case 'opened':
        if (byRetry)
          return notFinished
            ? formatMessage(messages.urlNotFinished, { server, host })
            : formatMessage(messages.urlWaitingRetry, { host });
        if (complete) return messages.urlComplete;
        return confirming
          ? formatMessage(messages.urlConfirming, { server })
          : formatMessage(messages.urlWaiting, { host });
      case 'continued':
        return resultText(messages, 'accept');
      case 'declined':
        return resultText(messages, 'decline');
      case 'cancelled':
        return resultText(messages, 'cancel');
      default:
        return phase satisfies never;
    }
  })();
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  return (
    <div
      className={cx('rme-root', 'rme-url', className)}
      lang={locale}
      dir={textDirection(locale)}
      role="group"
      aria-labelledby={props.labelledBy ?? ids.title}
      data-state={complete ? 'complete' : confirming && phase === 'opened' ? 'confirming' : phase}
      onKeyDown={onKeyDown}
      onKeyDownCapture={arming.onKeyDownCapture}
    >
      {props.labelledBy === undefined && (
        <p className="rme-server" id={ids.title}>
          {formatMessage(messages.urlRequestFrom, { server })}
        </p>
      )}
      {message && <ServerMessage caption={messages.serverTextNote} text={message} />}
      {hasBidiControls(message) && <p className="rme-warning">{messages.urlWarnMessageBidi}</p>}
      <div className="rme-url-box">
        <p className="rme-message-caption">{messages.urlCaption}</p>
        <p className="rme-url-text" id={ids.url} dir="ltr" translate="no" ref={urlRef}>
          <UrlText url={inspection.url} highlight={inspection.refusal ? undefined : inspection.highlightRange} />
        </p>
        {!inspection.refusal && host && (
          // The line follows the page's direction (a right-to-left label stands before the host);
          // only the host is isolated left-to-right, so its own characters cannot reorder it.
          <p className="rme-url-opens">
            <span className="rme-url-opens-label">{messages.urlOpensHost}</span>{' '}
            <bdi dir="ltr" translate="no" className="rme-url-opens-value">
              <strong className="rme-url-opens-host" data-testid="rme-url-opens-host">
                {hostUnicode}
              </strong>
              {hostUnicode !== host && <span className="rme-url-opens-ascii"> ({host})</span>}
            </bdi>
          </p>
        )}
        {!inspection.refusal && (
          <div className="rme-url-copy">
            <button
              type="button"
              className="rme-button rme-button-quiet"
              onClick={() => copy(inspection.url, urlRef.current)}
            >
              {messages.urlCopy}
            </button>
            <span aria-live="polite" className="rme-url-copied">
              {copyState === 'copied' ? messages.urlCopied : copyState === 'failed' ? messages.urlCopyFailed : ''}
            </span>
          </div>
        )}
      </div>
      {inspection.refusal ? (
        <div className="rme-request-error" role="alert">
          <p className="rme-request-error-title">{messages.urlRefusedTitle}</p>
          <p>{urlRefusalText(messages, inspection.refusal)}</p>
        </div>
      ) : (
        inspection.warnings.length > 0 && (
          <div className="rme-url-warnings" id={ids.warnings}>
            <p className="rme-url-warnings-title">
              <span aria-hidden="true">⚠ </span>
              {messages.urlWarningsTitle}
            </p>
            <ul>
              {inspection.warnings.map((w, i) => (
                <li key={i} data-warning={w.code}>
                  {urlWarningText(messages, w, locale)}
                </li>
              ))}
            </ul>
          </div>
        )
      )}
      {phase === 'ask' && (
        <div className="rme-actions">
          {!inspection.refusal && (
            <button
              type="button"
              className="rme-button rme-button-primary"
              onClick={whenArmed(open)}
              aria-disabled={waiting}
              aria-describedby={cx(ids.url, inspection.warnings.length ? ids.warnings : '')}
            >
              {formatMessage(messages.urlOpen, { host })}
            </button>
          )}
          <button type="button" className="rme-button" onClick={whenArmed(decline)} aria-disabled={waiting}>
            {messages.decline}
          </button>
          <button type="button" className="rme-button" onClick={whenArmed(cancel)} aria-disabled={waiting}>
            {messages.cancel}
          </button>
        </div>
      )}
      <p className="rme-outcome" role="status" tabIndex={-1} ref={outcomeRef}>
        {outcome}
      </p>
      {phase === 'opened' && byRetry && (
        <>
          <div className="rme-actions">
            <button
              type="button"
              className="rme-button rme-button-primary"
              onClick={whenArmed(finished)}
              aria-disabled={waiting}
            >
              {messages.urlContinue}
            </button>
            <button
              type="button"
              className="rme-button"
              onClick={whenArmed(() => onOpen(inspection.url))}
              aria-disabled={waiting}
            >
              {formatMessage(messages.urlOpenAgain, { host })}
            </button>
            <button type="button" className="rme-button" onClick={whenArmed(cancel)} aria-disabled={waiting}>
              {messages.cancel}
            </button>
          </div>
        </>
      )}
      {phase === 'opened' && !byRetry && (
        <>
          <div className="rme-actions">
            {!complete && (
              <button
                type="button"
                className="rme-button"
                onClick={whenArmed(() => onOpen(inspection.url))}
                aria-disabled={waiting}
              >
                {formatMessage(messages.urlOpenAgain, { host })}
              </button>
            )}
            <button
              type="button"
              className={confirming ? 'rme-button' : 'rme-button rme-button-primary'}
              onClick={whenArmed(() => onDone?.())}
              aria-disabled={waiting}
            >
              {confirming ? messages.urlStopWaiting : messages.urlDone}
            </button>
          </div>
        </>
      )}
    </div>
  );
}

/** The URL as text (never a link), host emphasised, hidden characters shown as U+ codes. */
function UrlText({ url, highlight }: { url: string; highlight?: [number, number] }) {
  return (
    <>
      {visibleUrlSegments(url, highlight).map((seg, i) =>
        seg.special ? (
          <span key={i} className="rme-url-special">
            {seg.text}
          </span>
        ) : seg.host ? (
          <strong key={i} className="rme-url-host">
            {seg.text}
          </strong>
        ) : (
          <span key={i}>{seg.text}</span>
        ),
      )}
    </>
  );
}
