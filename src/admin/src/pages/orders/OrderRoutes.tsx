import { PageHeader } from '../../components/states';

export function OrderRoutes() {
  return <PageHeader title="Orders" />;
}
