import { PlaceholderPage } from '../placeholder/PlaceholderPage';

/** /predicao-desempenho (issue 6 item 2). */
export function PredictionPage() {
  return <PlaceholderPage />;
}
