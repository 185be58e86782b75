import { Route, Routes } from 'react-router-dom';
import { NotFound } from '../NotFound';
import { StaffPage } from './StaffPage';

/** Everything under /staff. */
export function StaffRoutes() {
  return (
    <div className="access-page">
      <Routes>
        <Route index element={<StaffPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </div>
  );
}
