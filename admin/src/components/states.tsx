import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { CombinedError, OperationContext } from '@urql/core';
import { errorMessage } from '../lib/errors';

export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <p className="loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" /> {label}
    </p>
  );
}

/** What "Try again" calls: a query's own `reexecute` fits as it is (or any function of no argument). */
export type Retry = (opts?: Partial<OperationContext>) => void;

export function ErrorState({ error, retry }: { error: CombinedError; retry?: Retry }) {
  return (
    <div className="error-state" role="alert">
      <p>
        <strong>Could not load this.</strong> {errorMessage(error)}
      </p>
      {retry ? (
        // A retry goes past the cache to the network: the cached answer is the failed one.
        <button type="button" onClick={() => retry({ requestPolicy: 'network-only' })}>
          Try again
        </button>
      ) : null}
    </div>
  );
}

/**
 * The loading / error / data switch every page uses. While a refresh runs over data already on
 * screen, the data stays and a quiet status says it is refreshing.
 */
export function QueryState<T>({
  result,
  retry,
  children,
  empty,
  loadingLabel,
}: {
  result: { data?: T; fetching: boolean; error?: CombinedError; stale?: boolean };
  retry?: Retry;
  children: (data: T) => ReactNode;
  empty?: (data: T) => boolean;
  loadingLabel?: string;
}) {
  if (result.error && !result.data) return <ErrorState error={result.error} retry={retry} />;
  if (!result.data) return <Loading label={loadingLabel} />;
  return (
    <>
      {result.error ? <ErrorState error={result.error} retry={retry} /> : null}
      {empty?.(result.data) ? <p className="empty">Nothing here yet.</p> : children(result.data)}
    </>
  );
}

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  // Moving focus to the new page's heading tells keyboard and screen-reader users the page changed.
  useEffect(() => {
    document.title = `${title} · Store admin`;
    ref.current?.focus();
  }, [title]);
  return (
    <div className="page-header">
      <h1 tabIndex={-1} ref={ref}>
        {title}
      </h1>
      {children ? <div className="page-actions">{children}</div> : null}
    </div>
  );
}

/**
 * A polite announcement after a change ("Saved."), cleared after a while. A failure announced here
 * ("Delivery failed: ...") takes the error colour; its words say so too, never the colour alone.
 */
export function useNotice(): [ReactNode, (message: string, tone?: 'ok' | 'bad') => void] {
  const [message, setMessage] = useState<{ text: string; tone: 'ok' | 'bad' } | null>(null);
  useEffect(() => {
    if (!message) return;
    const t = setTimeout(() => setMessage(null), 8000);
    return () => clearTimeout(t);
  }, [message]);
  const announce = useCallback((text: string, tone: 'ok' | 'bad' = 'ok') => setMessage({ text, tone }), []);
  const node = (
    <p className={`notice${message?.tone === 'bad' ? ' notice-bad' : ''}`} role="status" aria-live="polite">
      {message?.text ?? ''}
    </p>
  );
  return [node, announce];
}

/**
 * Delete and other one-way actions ask twice, inline (no window.confirm: keyboard and tests alike).
 * `name` gives a fuller accessible name when the visible label leans on its row ("Delete" ->
 * "Delete note 3"); `backLabel` names the way out where "Cancel" would read as an action ("Cancel order").
 */
export function ConfirmButton({
  label,
  name,
  confirmLabel,
  backLabel = 'Cancel',
  onConfirm,
  disabled,
  tone = 'danger',
}: {
  label: string;
  name?: string;
  confirmLabel?: string;
  backLabel?: string;
  onConfirm(): void;
  disabled?: boolean;
  tone?: 'danger' | 'primary';
}) {
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button type="button" className={tone} aria-label={name} onClick={() => setAsking(true)} disabled={disabled}>
        {label}
      </button>
    );
  return (
    <span className="confirm">
      <button
        type="button"
        className={tone}
        autoFocus
        disabled={disabled}
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {confirmLabel ?? `Yes, ${label.toLowerCase()}`}
      </button>
      <button type="button" onClick={() => setAsking(false)}>
        {backLabel}
      </button>
    </span>
  );
}

/** A scrolling table box that keyboard users can scroll too (focusable, named region). */
export function TableWrap({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={`table-wrap${className ? ` ${className}` : ''}`} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

/** A secret the API shows once (server token, webhook secret): visible now, never again. */
export function SecretOnce({ label, value, onDone }: { label: string; value: string; onDone?: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <section className="secret-once" aria-label={label}>
      <h2>{label}</h2>
      <p>Copy it now: it is shown only this once and cannot be read again.</p>
      <code className="secret" data-testid="secret-value">
        {value}
      </code>
      <div className="row">
        <button
          type="button"
          onClick={() => {
            void navigator.clipboard?.writeText(value).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          {copied ? 'Copied' : 'Copy'}
        </button>
        {onDone ? (
          <button type="button" onClick={onDone}>
            I have stored it
          </button>
        ) : null}
      </div>
    </section>
  );
}
