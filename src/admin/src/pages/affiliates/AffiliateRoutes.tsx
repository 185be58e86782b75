import { PageHeader } from '../../components/states';

export function AffiliateRoutes() {
  return <PageHeader title="Affiliates" />;
}
