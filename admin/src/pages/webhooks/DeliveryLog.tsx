import { Fragment, useEffect, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { SelectField } from '../../components/forms';
import { CursorPagination } from '../../components/CursorPagination';
import { QueryState, useNotice } from '../../components/states';
import { errorMessage } from '../../lib/errors';
import { useCursorPage } from '../../lib/cursor';
import { useListParams } from '../../lib/url';
import type { WebhookEvent, WebhookLogsQuery } from '../../gql/graphql';
import { ResendWebhookLogDocument, WebhookLogsDocument } from './documents';
import { EVENTS } from './events';
import { formatLogTime } from './status';
import { outcome } from './outcome';
import { useCan } from '../../lib/permissions';

type Log = WebhookLogsQuery['webhookLogsConnection']['edges'][number]['node'];

const LOG_PAGE_SIZE = 15;

const RESULTS = [
  { value: 'delivered', label: 'Delivered' },
  { value: 'failed', label: 'Failed' },
];

/**
 * A webhook's delivery attempts, newest first, a page at a time by cursor (webhookLogsConnection: the
 * cursor and filters in the URL), each with its details and a Resend button.
 */
export function DeliveryLog({ webhookId, version = 0 }: { webhookId: number; version?: number }) {
  const canResend = useCan()('webhooks:write');
  const { filters, set } = useListParams(['event', 'result'] as const);
  const cursor = useCursorPage(LOG_PAGE_SIZE);
  const success = filters.result === 'delivered' ? true : filters.result === 'failed' ? false : undefined;
  const [result, reexecute] = useQuery({
    query: WebhookLogsDocument,
    // The event select offers the enum's values; anything else is the API's to refuse (rule enum).
    variables: { webhookId, ...cursor.window, event: (filters.event || undefined) as WebhookEvent | undefined, success },
  });
  const [notice, announce] = useNotice();
  const [open, setOpen] = useState<string | null>(null);
  const [resending, setResending] = useState<string | null>(null);
  const [, resend] = useMutation(ResendWebhookLogDocument);
  const refresh = () => reexecute({ requestPolicy: 'network-only' });

  useEffect(() => {
    if (version) reexecute({ requestPolicy: 'network-only' });
  }, [version, reexecute]);

  async function resendLog(log: Log) {
    setResending(log.id);
    const r = await resend({ logId: log.id });
    setResending(null);
    if (r.error || !r.data) {
      announce(`Could not resend: ${r.error ? errorMessage(r.error) : 'no answer'}`, 'bad');
      return;
    }
    const sent = r.data.resendWebhookLog;
    announce(`Resent (${sent.event}): ${outcome(sent)}. The new attempt is at the top of the log.`, sent.success ? 'ok' : 'bad');
    refresh();
  }

  return (
    <section className="wh-log" aria-labelledby="wh-log-heading">
      <h2 id="wh-log-heading">Delivery log</h2>
      {notice}
      <div className="filters">
        <SelectField
          label="Event"
          value={filters.event}
          onChange={(event) => set({ event })}
          options={EVENTS.map((e) => ({ value: e.value, label: e.value }))}
          empty="All events"
        />
        <SelectField label="Result" value={filters.result} onChange={(r) => set({ result: r })} options={RESULTS} empty="Any result" />
        <button type="button" onClick={refresh} disabled={result.fetching}>
          {result.fetching ? 'Refreshing…' : 'Refresh'}
        </button>
      </div>
      <QueryState result={result} retry={refresh}>
        {({ webhookLogsConnection: webhookLogs }) =>
          webhookLogs.edges.length === 0 ? (
            <p className="empty">
              {filters.event || filters.result
                ? 'No deliveries match these filters.'
                : 'No deliveries yet: events the webhook subscribes to, and test messages, appear here.'}
            </p>
          ) : (
            <>
              <div className="table-wrap">
                <table aria-label="Delivery log">
                  <thead>
                    <tr>
                      <th scope="col">Sent</th>
                      <th scope="col">Event</th>
                      <th scope="col">Response</th>
                      <th scope="col">Result</th>
                      <th scope="col" className="num">
                        Time
                      </th>
                      <th scope="col">Actions</th>
                    </tr>
                  </thead>
                  <tbody>
                    {webhookLogs.edges.map(({ node: log }) => {
                      const detailId = `wh-log-${log.id}`;
                      const isOpen = open === log.id;
                      return (
                        <Fragment key={log.id}>
                          <tr>
                            <td>
                              {formatLogTime(log.createdAt)}
                              {log.isResend ? (
                                <>
                                  {' '}
                                  <span className="badge">Resend</span>
                                </>
                              ) : null}
                              {log.requestBody.test === true ? (
                                <>
                                  {' '}
                                  <span className="badge">Test</span>
                                </>
                              ) : null}
                            </td>
                            <td>
                              <code>{log.event}</code>
                            </td>
                            <td>{log.responseStatus ?? <span className="hint">No response</span>}</td>
                            <td>
                              <span className={`badge ${log.success ? 'ok' : 'bad'}`}>{log.success ? 'Delivered' : 'Failed'}</span>
                              {log.error ? <div className="hint wh-error">{log.error}</div> : null}
                            </td>
                            <td className="num wh-nowrap">{log.responseTimeMs} ms</td>
                            <td>
                              <div className="row">
                                <button type="button" aria-expanded={isOpen} aria-controls={detailId} onClick={() => setOpen(isOpen ? null : log.id)}>
                                  Details
                                </button>
                                {canResend ? (
                                  <button type="button" onClick={() => void resendLog(log)} disabled={resending !== null}>
                                    {resending === log.id ? 'Resending…' : 'Resend'}
                                  </button>
                                ) : null}
                              </div>
                            </td>
                          </tr>
                          {isOpen ? (
                            <tr id={detailId} className="wh-log-detail">
                              <td colSpan={6}>
                                <div className="wh-log-detail-inner">
                                  <LogDetails log={log} />
                                </div>
                              </td>
                            </tr>
                          ) : null}
                        </Fragment>
                      );
                    })}
                  </tbody>
                </table>
              </div>
              <CursorPagination
                page={{ ...webhookLogs, shown: webhookLogs.edges.length }}
                onNext={cursor.next}
                onPrevious={cursor.previous}
                label="Delivery log pages"
              />
            </>
          )
        }
      </QueryState>
    </section>
  );
}

function LogDetails({ log }: { log: Log }) {
  return (
    <dl className="details">
      <dt>Log ID</dt>
      <dd>
        <code>{log.id}</code>
      </dd>
      <dt>Sent</dt>
      <dd>{formatLogTime(log.createdAt)}</dd>
      <dt>Event</dt>
      <dd>
        <code>{log.event}</code>
      </dd>
      <dt>URL</dt>
      <dd className="wh-url">{log.url}</dd>
      <dt>Response status</dt>
      <dd>{log.responseStatus ?? 'No response'}</dd>
      <dt>Response time</dt>
      <dd>{log.responseTimeMs} ms</dd>
      <dt>Result</dt>
      <dd>{log.success ? 'Delivered' : `Failed${log.error ? `: ${log.error}` : ''}`}</dd>
      {log.isResend ? (
        <>
          <dt>Resend of</dt>
          <dd>
            <code>{log.originalLogId ?? '—'}</code>
          </dd>
        </>
      ) : null}
      <dt>Request body</dt>
      <dd>
        <pre className="wh-body" tabIndex={0} aria-label="Request body">
          {JSON.stringify(log.requestBody, null, 2)}
        </pre>
      </dd>
      <dt>Response body</dt>
      <dd>
        {log.responseBody === null || log.responseBody === undefined ? (
          'No response'
        ) : log.responseBody === '' ? (
          <span className="hint">Empty</span>
        ) : (
          <pre className="wh-body" tabIndex={0} aria-label="Response body">
            {log.responseBody}
          </pre>
        )}
      </dd>
    </dl>
  );
}
