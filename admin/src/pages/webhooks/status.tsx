/** Enabled or disabled, in words (never by colour only), with the service's reason when it disabled it. */
export function WebhookStatus({ enabled, disabledReason }: { enabled: boolean; disabledReason?: string | null }) {
  return (
    <>
      <span className={`badge ${enabled ? 'ok' : 'warn'}`}>{enabled ? 'Enabled' : 'Disabled'}</span>
      {!enabled && disabledReason ? <span className="hint"> {disabledReason}</span> : null}
    </>
  );
}

/** Log times are UTC (ISO 8601 with Z): say so, since other times on the page are the store's. */
export function formatLogTime(iso: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})/.exec(iso);
  if (!m) return iso;
  return `${m[1]} ${m[2]}${iso.endsWith('Z') ? ' UTC' : ''}`;
}
