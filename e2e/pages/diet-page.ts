import type { Locator, Page } from '@playwright/test';

/** Page model of /formulacao-dieta (the four-step diet wizard and its result). */
export class DietPage {
  constructor(private readonly page: Page) {}

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/formulacao-dieta${query}`);
  }

  next(): Locator {
    return this.page.getByTestId('wizard-next');
  }

  step(key: 'animal' | 'requirements' | 'feeds' | 'restrictions'): Locator {
    return this.page.getByTestId(`step-${key}`);
  }

  /**
   * Types in the catalogue search and picks the feed by its shown name (an incomplete feed's option goes on
   * with what it lacks, so the name must start the option's text).
   */
  async addFeed(name: string): Promise<void> {
    const search = this.page.getByTestId('feed-search');
    await search.fill(name);
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await this.page.getByRole('option', { name: new RegExp(`^${escaped}( |$)`) }).click();
  }

  price(feedId: string): Locator {
    return this.page.getByTestId(`feed-price-${feedId}`);
  }

  selectedFeeds(): Locator {
    return this.page.getByTestId('selected-feed');
  }

  async calculate(): Promise<void> {
    await this.page.getByTestId('calculate-diet').click();
  }

  result(): Locator {
    return this.page.getByTestId('diet-result');
  }

  costPerDay(): Locator {
    return this.page.getByTestId('cost-per-day');
  }

  resultFeed(feedId: string): Locator {
    return this.page.locator(`[data-testid="result-feed"][data-feed-id="${feedId}"]`);
  }

  conflicts(): Locator {
    return this.page.getByTestId('conflict');
  }

  async save(name: string): Promise<void> {
    await this.page.getByTestId('save-diet').click();
    await this.page.getByTestId('save-name').fill(name);
    await this.page.getByTestId('save-confirm').click();
  }
}
