import { Link } from 'react-router-dom';
import { useQuery } from 'urql';
import { Pagination } from '../../components/Pagination';
import { PageHeader, QueryState, useNotice } from '../../components/states';
import { formatDateTime } from '../../lib/format';
import { useListParams } from '../../lib/url';
import { GameServersDocument } from './documents';
import { useHandedNotice } from '../../lib/notice';
import { IfAllowed } from '../../lib/permissions';

/** /game-servers: the store's game servers, a page at a time (tokens are never listed). */
export function GameServerList() {
  const { page, setPage } = useListParams([]);
  const [result, reexecute] = useQuery({ query: GameServersDocument, variables: { page } });
  const [notice, announce] = useNotice();
  useHandedNotice(announce);
  return (
    <>
      <PageHeader title="Game servers">
        <IfAllowed need="game_servers:write">
          <Link className="button primary" to="/game-servers/new">
            New game server
          </Link>
        </IfAllowed>
      </PageHeader>
      {notice}
      <p className="hint" style={{ marginBottom: '0.75rem' }}>
        Each game server polls its commands from the API with its own token. A token is shown only when the server is created or its token is rotated.
      </p>
      <QueryState result={result} retry={reexecute}>
        {({ gameServers }) =>
          gameServers.data.length === 0 ? (
            <p className="empty">{gameServers.meta.total === 0 ? 'No game servers yet: add one to deliver commands.' : 'No game servers on this page.'}</p>
          ) : (
            <>
              <div className="table-wrap">
                <table aria-label="Game servers">
                  <thead>
                    <tr>
                      <th scope="col">Name</th>
                      <th scope="col">Type</th>
                      <th scope="col" className="num">
                        ID
                      </th>
                      <th scope="col">Created</th>
                      <th scope="col">Last changed</th>
                    </tr>
                  </thead>
                  <tbody>
                    {gameServers.data.map((s) => (
                      <tr key={s.id}>
                        <td>
                          <Link to={`/game-servers/${s.id}`}>{s.name}</Link>
                        </td>
                        <td>{s.type ?? <span className="hint">Not set</span>}</td>
                        <td className="num">{s.id}</td>
                        <td>{formatDateTime(s.createdAt)}</td>
                        <td>{formatDateTime(s.updatedAt)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pagination meta={gameServers.meta} onPage={setPage} label="Game server pages" />
            </>
          )
        }
      </QueryState>
    </>
  );
}
