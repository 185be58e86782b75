import { Route, Routes } from 'react-router-dom';
import { NotFound } from '../NotFound';
import { GiftCardDetailPage } from './GiftCardDetail';
import { GiftCardList } from './GiftCardList';
import './gift-cards.css';

/** Everything under /gift-cards. */
export function GiftCardRoutes() {
  return (
    <Routes>
      <Route index element={<GiftCardList />} />
      <Route path=":id" element={<GiftCardDetailPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
