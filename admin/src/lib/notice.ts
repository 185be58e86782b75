import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * A notice handed to the next page by navigate(..., { state: { notice } }) ("Package created.",
 * "Webhook deleted."), announced once there.
 */
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
