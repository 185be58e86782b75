import { Link } from 'react-router-dom';
import { PageHeader } from '../components/states';

export function NotFound() {
  return (
    <>
      <PageHeader title="Page not found" />
      <p>
        There is no page here. <Link to="/">Back to the dashboard</Link>
      </p>
    </>
  );
}
