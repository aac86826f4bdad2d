import type { Page } from '@playwright/test';

/** Page model of /predicao-desempenho: animal form, diet rows, results. */
export class PredictionPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/predicao-desempenho');
  }

  async addFeed(name: string): Promise<void> {
    const picker = this.page.getByTestId('feed-picker').getByRole('combobox');
    await picker.fill(name);
    await this.page.getByRole('option', { name, exact: true }).click();
  }

  row(name: string) {
    return this.page.getByTestId('diet-row').filter({ hasText: name });
  }

  async setAmount(name: string, text: string, unit?: 'kg' | 'g' | 'mg'): Promise<void> {
    const row = this.row(name);
    await row.getByTestId('diet-amount').fill(text);
    if (unit) {
      await row.getByRole('combobox').click();
      await this.page.getByRole('option', { name: unit, exact: true }).click();
    }
  }

  async predict(): Promise<void> {
    await this.page.getByTestId('predict').click();
  }

  expectedGain() {
    return this.page.getByTestId('expected-gain');
  }

  error() {
    return this.page.getByTestId('prediction-error');
  }
}
