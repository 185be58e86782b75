import { Route, Routes } from 'react-router-dom';
import { NotFound } from '../NotFound';
import { OrderListPage } from './OrderList';
import { OrderDetailPage } from './OrderDetail';
import { OrderCreatePage } from './OrderCreate';
import './orders.css';

/** Everything under /orders. */
export function OrderRoutes() {
  return (
    <div className="orders-page">
      <Routes>
        <Route index element={<OrderListPage />} />
        <Route path="new" element={<OrderCreatePage />} />
        <Route path=":id" element={<OrderDetailPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </div>
  );
}
