import { PageHeader } from '../../components/states';

export function GameServerRoutes() {
  return <PageHeader title="Game servers" />;
}
