import { PlaceholderPage } from '../placeholder/PlaceholderPage';

export function SupplementPage() {
  return <PlaceholderPage />;
}
