import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** A notice handed over by navigate(..., { state: { notice } }) ("Webhook deleted."), announced once. */
export function useHandedNotice(announce: (message: string) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const notice = (location.state as { notice?: string } | null)?.notice;
  useEffect(() => {
    if (!notice) return;
    announce(notice);
    // Drop it from the history entry, so a reload or going back does not announce it again.
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [notice, announce, navigate, location.pathname, location.search]);
}

/**
 * Like the shared useNotice (a polite live region, cleared after a while), with a tone: a failed
 * delivery is announced in the error colour, and its words say so too.
 */
export function useToneNotice(): [ReactNode, (message: string, tone?: 'ok' | 'bad') => void] {
  const [message, setMessage] = useState<{ text: string; tone: 'ok' | 'bad' } | null>(null);
  useEffect(() => {
    if (!message) return;
    const t = setTimeout(() => setMessage(null), 10000);
    return () => clearTimeout(t);
  }, [message]);
  const announce = useCallback((text: string, tone: 'ok' | 'bad' = 'ok') => setMessage({ text, tone }), []);
  const node = (
    <p className={`notice${message?.tone === 'bad' ? ' wh-notice-bad' : ''}`} role="status" aria-live="polite">
      {message?.text ?? ''}
    </p>
  );
  return [node, announce];
}
