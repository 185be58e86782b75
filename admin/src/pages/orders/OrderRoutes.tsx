import { Route, Routes } from 'react-router-dom';
import { NotFound } from '../NotFound';
import { OrderListPage } from './OrderList';
import { OrderDetailPage } from './OrderDetail';
import { OrderCreatePage } from './OrderCreate';
import './orders.css';
import { RequirePermission } from '../../lib/permissions';

/** Everything under /orders. */
export function OrderRoutes() {
  return (
    <div className="orders-page">
      <Routes>
        <Route index element={<OrderListPage />} />
        <Route
          path="new"
          element={
            <RequirePermission need="orders:write" title="New order">
              <RequirePermission need="catalog:read" title="New order">
                <OrderCreatePage />
              </RequirePermission>
            </RequirePermission>
          }
        />
        <Route path=":id" element={<OrderDetailPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </div>
  );
}
