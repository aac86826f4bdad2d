import type { Page } from '@playwright/test';

/** Page model of /predicao-desempenho: animal form, diet rows, results. */
export class PredictionPage {
  constructor(private readonly page: Page) {}

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/predicao-desempenho${query}`);
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

  /** Chooses an entry of the save and export menu (save-prediction, create-supplement, export-<kind>). */
  async chooseMenu(testId: string): Promise<void> {
    await this.page.getByTestId('prediction-menu').click();
    await this.page.getByTestId(testId).click();
  }

  async save(name: string): Promise<void> {
    await this.chooseMenu('save-prediction');
    await this.page.getByTestId('save-name').fill(name);
    await this.page.getByTestId('save-confirm').click();
  }

  savedName() {
    return this.page.getByTestId('saved-prediction-name');
  }

  async reset(): Promise<void> {
    await this.page.getByTestId('reset-prediction').click();
  }

  /** Opens My predictions and the saved prediction called `name`. */
  async openSaved(name: string): Promise<void> {
    await this.page.getByTestId('my-predictions').click();
    await this.page
      .getByTestId('saved-prediction')
      .filter({ hasText: name })
      .getByTestId('open-prediction')
      .click();
  }

  /** The results card (gain, gains by nutrient, excretion, methane). */
  results() {
    return this.page.locator('section[aria-labelledby="prediction-results-title"]');
  }
}
