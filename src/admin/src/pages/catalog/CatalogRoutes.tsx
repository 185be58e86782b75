import { PageHeader } from '../../components/states';

export function CatalogRoutes() {
  return <PageHeader title="Catalog" />;
}
