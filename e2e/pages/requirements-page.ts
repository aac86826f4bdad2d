import type { Page } from '@playwright/test';

type Field = 'min' | 'ideal' | 'max';

/** Page model of /calcula-exigencias: the animal form and the requirements table. */
export class RequirementsPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/calcula-exigencias');
  }

  animalInput(field: string) {
    return this.page.getByTestId(`animal-input-${field}`);
  }

  async fillAnimal(values: Record<string, string>): Promise<void> {
    for (const [field, text] of Object.entries(values)) await this.animalInput(field).fill(text);
  }

  calculateButton() {
    return this.page.getByTestId('calculate-requirements');
  }

  async calculate(): Promise<void> {
    await this.calculateButton().click();
  }

  summaryValue(key: string) {
    return this.page.getByTestId(`summary-${key}-value`);
  }

  row(key: string) {
    return this.page.getByTestId(`requirement-row-${key}`);
  }

  cell(key: string, field: Field) {
    return this.page.getByTestId(`requirement-${key}-${field}`);
  }

  async editCell(key: string, field: Field, text: string): Promise<void> {
    const cell = this.cell(key, field);
    await cell.click();
    await cell.fill(text);
    await cell.press('Enter');
  }

  editedMarker(key: string) {
    return this.page.getByTestId(`requirement-edited-${key}`);
  }

  resetTable() {
    return this.page.getByTestId('reset-requirements');
  }
}
