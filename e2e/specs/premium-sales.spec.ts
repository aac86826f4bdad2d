// Premium sales (issue 32 item 4): a producer requests "Pecuarista, 12 meses, R$ 299"; "My subscriptions"
// shows it pending; the administrator's grant dialog opens on the requested plan (type, end day, price) with
// "Conceder" enabled; once granted, /user names the real plan, in pt and es.
import type { TPlanOffer, TPremiumRequest } from '@cocho/contracts';
import { ADMIN, expect, newUser, post, registerByApi, setAccountLanguage, test } from '../fixtures';
import { LoginPage } from '../pages/login-page';

const WORDS = {
  pt: {
    index: 0,
    pending: 'Pedidos em análise',
    grant: 'Conceder',
    granted: 'Solicitação concedida.',
    plan: 'Plano',
    producer: 'Pecuarista',
    until: 'até',
  },
  es: {
    index: 2,
    pending: 'Solicitudes en análisis',
    grant: 'Conceder',
    granted: 'Solicitud concedida.',
    plan: 'Plan',
    producer: 'Ganadero',
    until: 'hasta',
  },
} as const;

/** The day before the same date a year later in Brasília (12 months, today counted), as DD/MM/YYYY. */
function yearEndDay(): { iso: string; shown: string } {
  const today = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
  const [year, month, date] = today.split('-').map(Number) as [number, number, number];
  const lastOfMonth = new Date(Date.UTC(year + 1, month, 0)).getUTCDate();
  const end = new Date(Date.UTC(year + 1, month - 1, Math.min(date, lastOfMonth), 12));
  end.setUTCDate(end.getUTCDate() - 1);
  const iso = end.toISOString().slice(0, 10);
  const [y, m, d] = iso.split('-');
  return { iso, shown: `${d}/${m}/${y}` };
}

for (const language of ['pt', 'es'] as const) {
  test(`[${language}] a requested producer plan is granted from the request and shown as the real plan`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const words = WORDS[language];
    const user = newUser(`sale-${language}`);
    const token = await registerByApi(request, user, 'pecuarista');
    await setAccountLanguage(request, user, words.index);
    await setAccountLanguage(request, ADMIN, words.index);
    const offers = (await post<{ data: TPlanOffer[] }>(request, 'planos/ofertas', {}, token)).data;
    const offer = offers.find((candidate) => candidate.codigo === 'pecuarista_anual');
    expect(offer, 'the producer offer is seeded').toBeTruthy();
    const sent = (
      await post<{ data: TPremiumRequest }>(
        request,
        'premium/solicitar',
        { id_oferta: offer?.id, forma_pagamento: 'pix' },
        token,
      )
    ).data;

    // The customer sees the request waiting in "My subscriptions".
    await page.goto('/login');
    await new LoginPage(page).signIn(user.email, user.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/seja-premium');
    await expect(page.getByRole('heading', { name: words.pending })).toBeVisible();
    await expect(page.getByTestId('subscriptions-pending')).toContainText(offer?.nome[language] ?? '');

    // The administrator's dialog starts from the requested plan, and "Conceder" is enabled at once.
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await adminPage.goto('/login');
    await new LoginPage(adminPage).signIn(ADMIN.email, ADMIN.password);
    await expect(adminPage).not.toHaveURL(/\/login/);
    await adminPage.goto(`/adm/solicitacaoPremium?id=${sent.id}`);
    const dialog = adminPage.getByRole('dialog');
    const requested = dialog.getByTestId('grant-requested-plan');
    await expect(requested).toContainText(offer?.nome[language] ?? '');
    await expect(requested).toContainText(/299,00/);
    const end = yearEndDay();
    await expect(dialog.getByTestId('grant-end')).toHaveValue(end.iso);
    await expect(dialog.getByTestId('grant-blockers')).toHaveCount(0);
    await dialog.getByRole('button', { name: words.grant }).click();
    await expect(adminPage.getByText(words.granted)).toBeVisible();
    await adminContext.close();

    // The customer's /user names the plan with its end; the request is no longer pending.
    await page.goto('/user');
    await expect(page.getByTestId('user-plan')).toContainText(
      `${words.plan}: ${words.producer} ${words.until} ${end.shown}`,
    );
    await page.goto('/seja-premium');
    await expect(page.getByTestId('subscriptions-active').getByTestId('subscription')).toHaveCount(1);
    await expect(page.getByTestId('subscriptions-pending')).toHaveCount(0);
  });
}
