import { Route, Routes } from 'react-router-dom';
import { NotFound } from '../NotFound';
import { GameServerList } from './GameServerList';
import { GameServerCreatePage, GameServerEditPage } from './GameServerPages';

/** Everything under /game-servers. */
export function GameServerRoutes() {
  return (
    <Routes>
      <Route index element={<GameServerList />} />
      <Route path="new" element={<GameServerCreatePage />} />
      <Route path=":id" element={<GameServerEditPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
