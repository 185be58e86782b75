import { Route, Routes } from 'react-router-dom';
import { NotFound } from '../NotFound';
import { GameServerList } from './GameServerList';
import { GameServerCreatePage, GameServerEditPage } from './GameServerPages';
import { RequirePermission } from '../../lib/permissions';

/** Everything under /game-servers. */
export function GameServerRoutes() {
  return (
    <Routes>
      <Route index element={<GameServerList />} />
      <Route
        path="new"
        element={
          <RequirePermission need="game_servers:write" title="New game server">
            <GameServerCreatePage />
          </RequirePermission>
        }
      />
      <Route path=":id" element={<GameServerEditPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
