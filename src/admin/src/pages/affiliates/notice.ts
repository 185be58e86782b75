import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** A notice handed over by the page that navigated here ("created", "deleted"), announced once. */
export function useHandedNotice(announce: (message: string) => void) {
  const location = useLocation();
  const handed = (location.state as { notice?: string } | null)?.notice;
  useEffect(() => {
    if (handed) announce(handed);
  }, [handed, announce]);
}
