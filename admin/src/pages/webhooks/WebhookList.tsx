import { Link } from 'react-router-dom';
import { useQuery } from 'urql';
import { Pagination } from '../../components/Pagination';
import { PageHeader, QueryState, useNotice } from '../../components/states';
import { formatDateTime } from '../../lib/format';
import { useListParams } from '../../lib/url';
import { WebhooksDocument } from './documents';
import { useHandedNotice } from '../../lib/notice';
import { WebhookStatus } from './status';
import { IfAllowed } from '../../lib/permissions';

/** /webhooks: the store's webhooks, each linked by its URL (secrets are never listed). */
export function WebhookList() {
  const { page, setPage } = useListParams([]);
  const [result, reexecute] = useQuery({ query: WebhooksDocument, variables: { page } });
  const [notice, announce] = useNotice();
  useHandedNotice(announce);
  return (
    <>
      <PageHeader title="Webhooks">
        <IfAllowed need="webhooks:write">
          <Link className="button primary" to="/webhooks/new">
            New webhook
          </Link>
        </IfAllowed>
      </PageHeader>
      {notice}
      <p className="hint" style={{ marginBottom: '0.75rem' }}>
        Webhooks receive the store’s order events as signed HTTPS POSTs. Open one to see its delivery log.
      </p>
      <QueryState result={result} retry={reexecute}>
        {({ webhooks }) =>
          webhooks.data.length === 0 ? (
            <p className="empty">{webhooks.meta.total === 0 ? 'No webhooks yet.' : 'No webhooks on this page.'}</p>
          ) : (
            <>
              <div className="table-wrap">
                <table aria-label="Webhooks">
                  <thead>
                    <tr>
                      <th scope="col">URL</th>
                      <th scope="col">Name</th>
                      <th scope="col">Events</th>
                      <th scope="col">Status</th>
                      <th scope="col">Created</th>
                    </tr>
                  </thead>
                  <tbody>
                    {webhooks.data.map((w) => (
                      <tr key={w.id}>
                        <td className="wh-url wh-url-cell">
                          <Link to={`/webhooks/${w.id}`}>{w.url}</Link>
                        </td>
                        <td>{w.name}</td>
                        <td>
                          {w.scopes.map((s) => (
                            <code key={s} style={{ display: 'block' }}>
                              {s}
                            </code>
                          ))}
                        </td>
                        <td>
                          <WebhookStatus enabled={w.enabled} disabledReason={w.disabledReason} />
                        </td>
                        <td>{formatDateTime(w.createdAt)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pagination meta={webhooks.meta} onPage={setPage} label="Webhook pages" />
            </>
          )
        }
      </QueryState>
    </>
  );
}
