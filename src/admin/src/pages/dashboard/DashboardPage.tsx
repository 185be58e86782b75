import { PageHeader } from '../../components/states';

export function DashboardPage() {
  return <PageHeader title="Dashboard" />;
}
