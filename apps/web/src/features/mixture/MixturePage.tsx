import { PlaceholderPage } from '../placeholder/PlaceholderPage';

export function MixturePage() {
  return <PlaceholderPage />;
}
