// The notification bell (docs/product/shell.md#screens, docs/product/calls.md#shell-calls, docs/product/shell.md#constants; docs/product/calculation.md#notification-panel): an administrator shares a diet
// read-only with a new user and sends them a general message; the user sees the count on the bell, opens
// the panel, clicks the shared diet and lands on the wizard with it opened read-only, and the count drops;
// the message shows its text and goes home.
import {
  expect,
  newUser,
  registerByApi,
  setAccountLanguage,
  test,
  ADMIN,
  post,
  signInByApi,
} from '../fixtures';
import { saveDietByApi, uncalculatedDietRecord } from '../diet-records';

const WORDS = {
  pt: {
    index: 0,
    shared: 'compartilhou a dieta',
    readOnly: 'somente para leitura',
    empty: 'Nenhuma notificação',
  },
  en: { index: 1, shared: 'shared the diet', readOnly: 'read-only', empty: 'No notifications' },
} as const;

for (const language of ['pt', 'en'] as const) {
  test(`[${language}] a shared diet and a message reach the new user's bell; opening them marks them read`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const words = WORDS[language];

    // The recipient: a new free account.
    const user = newUser(`bell-${language}`);
    await registerByApi(request, user, 'pecuarista');
    await setAccountLanguage(request, user, words.index);
    const login = await post<{ user: { id: number } }>(request, 'auth/appLogin', {
      email: user.email,
      password: user.password,
    });
    const userId = login.user.id;

    // The administrator saves a diet, shares it read-only with them and writes them a message.
    const admin = await post<{ token: string }>(request, 'auth/appLogin', ADMIN);
    const dietName = `Dieta do sino ${language} ${Date.now() % 100_000}`;
    const dietId = await saveDietByApi(request, admin.token, uncalculatedDietRecord({ nome: dietName }));
    await post(
      request,
      'compartilhar/criar',
      { id_dieta: dietId, email: user.email, pode_ler: true, pode_editar: false, pode_compartilhar: false },
      admin.token,
    );
    const messageTitle = `Aviso ${language} ${Date.now() % 100_000}`;
    await post(
      request,
      'adm/notificacoes/enviar',
      {
        titulo: messageTitle,
        mensagem: 'Manutenção no sábado.',
        destino: { tipo: 'usuarios', usuarios: [userId] },
      },
      admin.token,
    );

    // The user signs in: two unread notifications on the bell.
    await signInByApi(page, user);
    await expect(page).toHaveURL(/\/dashboard$/);
    const badge = page.getByTestId('notification-badge');
    await expect(badge).toHaveText('2');

    // The panel words the share; a click marks it read and opens it read-only in the wizard.
    await page.getByTestId('notification-bell').click();
    const panel = page.getByTestId('notification-panel');
    await expect(panel.getByTestId('notification-item')).toHaveCount(2);
    const shared = panel.getByTestId('notification-item').filter({ hasText: dietName });
    await expect(shared).toContainText(words.shared);
    await shared.click();
    await expect(page).toHaveURL(
      new RegExp(
        `/formulacao-dieta\\?did=${dietId}&compartilhamentoID=\\d+&compartilhamento=\\d+&pessoa=${userId}$`,
      ),
    );
    await expect(page.getByTestId('saved-name')).toContainText(dietName);
    await expect(page.getByTestId('read-only-reason')).toContainText(words.readOnly);
    await expect(page.getByTestId('save-diet')).toBeDisabled();
    await expect(badge).toHaveText('1');

    // The message shows its text, then the app goes home; nothing is left unread.
    await page.getByTestId('notification-bell').click();
    const message = panel.getByTestId('notification-item').filter({ hasText: messageTitle });
    await expect(panel.getByTestId('notification-item')).toHaveCount(1);
    await message.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Manutenção no sábado.');
    await dialog.getByRole('button').click();
    await expect(page).not.toHaveURL(/formulacao-dieta/);
    await expect(badge).toHaveCount(0);
    await page.getByTestId('notification-bell').click();
    await expect(panel.getByTestId('notification-item')).toHaveCount(1);
    await expect(panel.getByTestId('notification-item')).toHaveAttribute('data-read', 'true');
  });
}
