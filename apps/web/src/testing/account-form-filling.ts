/** Filling the account fields (ui/account) in component tests: sign-in, the user page, a new account. */
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const inputOf = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
/**
 * Every key and click as a user makes it, one after the other, without a timer between keys: React handles
 * each key's input event at once, so the wait added nothing but time (a form fill types over a hundred keys).
 */
const user = () => userEvent.setup({ delay: null });

/** Types `text` into the field (what it held cleared first) and leaves it. */
export async function typeAndBlur(testId: string, text: string) {
  const input = inputOf(testId);
  await user().clear(input);
  await user().type(input, text);
  fireEvent.blur(input);
}

/** Opens the select and chooses the option named `optionName`. */
export async function choose(testId: string, optionName: RegExp | string) {
  await user().click(screen.getByTestId(testId));
  await user().click(await screen.findByRole('option', { name: optionName }));
}

/** Types `typed` into the searchable field and picks the option named `optionName`. */
export async function pick(testId: string, typed: string, optionName: string) {
  const input = inputOf(testId);
  await user().clear(input);
  await user().type(input, typed);
  await user().click(await screen.findByRole('option', { name: optionName }));
}

/**
 * Fills the account fields after the name, e-mail and password with a valid Brazilian producer: profile,
 * how they heard of Cocho, birth date, sex, phone, CPF, and an address in Viçosa (MG).
 */
export async function fillBrazilianProfile() {
  await choose('account-perfil', 'Pecuarista');
  await choose('account-como_conheceu', 'Livros');
  await typeAndBlur('account-data_nascimento', '14031985');
  await choose('account-sexo', 'Feminino');
  await typeAndBlur('account-telefone', '(31) 98765-4321');
  await typeAndBlur('account-numero_documento', '529.982.247-25');
  await pick('account-endereco.estado', 'Minas', 'Minas Gerais (MG)');
  await pick('account-endereco.cidade', 'Viço', 'Viçosa');
  await typeAndBlur('account-endereco.logradouro', 'Rua A');
  await typeAndBlur('account-endereco.numero', '10');
}
