import { PageHeader } from '../../components/states';

export function WebhookRoutes() {
  return <PageHeader title="Webhooks" />;
}
