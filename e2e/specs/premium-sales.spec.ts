// Premium sales: a producer requests "Pecuarista, 12 meses, R$ 299"; "My
// subscriptions" shows it pending; the administrator's grant dialog opens on the requested plan (type, end
// day, price) with "Conceder" enabled; once granted, /user names the real plan, and the customer is told: a
// bell notice with the end day and an e-mail in their language. A refused request reaches the customer with
// the administrator's reason, in the bell and by e-mail. In pt and es.
//
// On PostgreSQL (e2e/playwright.config.ts: a throw-away schema):
//   COCHO_E2E_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test \
//     npx playwright test -c e2e/playwright.config.ts e2e/specs/premium-sales.spec.ts --workers=1
import type { TPlanOffer, TPremiumRequest } from '@cocho/contracts';
import {
  ADMIN,
  expect,
  newUser,
  post,
  registerByApi,
  setAccountLanguage,
  test,
  signInByApi,
} from '../fixtures';
import { mailsSentTo } from '../outbox';
import type { SentMail } from '../outbox';
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
    grantedNotice: 'Seu plano Premium foi liberado',
    validUntil: 'Válido até',
    grantedMail: 'Cocho: seu plano Premium foi liberado',
    reasonLabel: 'Motivo da recusa (opcional)',
    refuse: 'Recusar',
    refused: 'Solicitação recusada.',
    refusedNotice: 'Seu pedido de plano Premium não foi aprovado',
    refusedMail: 'Cocho: pedido de plano Premium não aprovado',
    reason: 'Motivo',
    locale: 'pt-BR',
  },
  es: {
    index: 2,
    pending: 'Solicitudes en análisis',
    grant: 'Conceder',
    granted: 'Solicitud concedida.',
    plan: 'Plan',
    producer: 'Ganadero',
    until: 'hasta',
    grantedNotice: 'Su plan Premium fue habilitado',
    validUntil: 'Válido hasta',
    grantedMail: 'Cocho: su plan Premium fue habilitado',
    reasonLabel: 'Motivo del rechazo (opcional)',
    refuse: 'Rechazar',
    refused: 'Solicitud rechazada.',
    refusedNotice: 'Su solicitud de plan Premium no fue aprobada',
    refusedMail: 'Cocho: solicitud de plan Premium no aprobada',
    reason: 'Motivo',
    locale: 'es',
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

/** A day as the e-mails write it (long date in the language). */
function longDay(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', dateStyle: 'long' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

/** Waits for the mail with this subject to reach the address (mail is sent after the answer). */
async function waitForMail(email: string, subject: string): Promise<SentMail> {
  let found: SentMail | undefined;
  await expect
    .poll(async () => {
      found = (await mailsSentTo(email)).find((mail) => mail.subject === subject);
      return found?.subject;
    })
    .toBe(subject);
  return found as SentMail;
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
    await signInByApi(page, user, '/seja-premium');
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

    // The customer is told: a bell notice naming the end day (the page load polled the bell) …
    await expect(page.getByTestId('notification-badge')).toBeVisible({ timeout: 20_000 });
    await page.getByTestId('notification-bell').click();
    const notice = page
      .getByTestId('notification-panel')
      .getByTestId('notification-item')
      .filter({ hasText: words.grantedNotice });
    await expect(notice).toContainText(`${words.validUntil} ${end.shown}`);
    // … and an e-mail in their language, with the end day.
    const mail = await waitForMail(user.email, words.grantedMail);
    expect(mail.body).toContain(longDay(end.iso, words.locale));
  });

  test(`[${language}] a refused premium request reaches the customer with the reason, in the bell and by e-mail`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const words = WORDS[language];
    const user = newUser(`refused-${language}`);
    const token = await registerByApi(request, user, 'pecuarista');
    await setAccountLanguage(request, user, words.index);
    await setAccountLanguage(request, ADMIN, words.index);
    const offers = (await post<{ data: TPlanOffer[] }>(request, 'planos/ofertas', {}, token)).data;
    const offer = offers.find((candidate) => candidate.codigo === 'pecuarista_anual');
    const sent = (
      await post<{ data: TPremiumRequest }>(
        request,
        'premium/solicitar',
        { id_oferta: offer?.id, forma_pagamento: 'pix' },
        token,
      )
    ).data;

    // The administrator refuses it from the request's dialog, giving the reason.
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await adminPage.goto('/login');
    await new LoginPage(adminPage).signIn(ADMIN.email, ADMIN.password);
    await expect(adminPage).not.toHaveURL(/\/login/);
    await adminPage.goto(`/adm/solicitacaoPremium?id=${sent.id}`);
    const dialog = adminPage.getByRole('dialog');
    const why = `Pix ${sent.id} ${language === 'pt' ? 'não compensado' : 'no acreditado'}`;
    await dialog.getByLabel(words.reasonLabel).fill(why);
    await dialog.getByRole('button', { name: words.refuse }).click();
    await expect(adminPage.getByText(words.refused)).toBeVisible();
    await adminContext.close();

    // The customer's bell shows the refusal and its reason; the e-mail says both in their language.
    await signInByApi(page, user);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('notification-badge')).toBeVisible({ timeout: 20_000 });
    await page.getByTestId('notification-bell').click();
    const notice = page
      .getByTestId('notification-panel')
      .getByTestId('notification-item')
      .filter({ hasText: words.refusedNotice });
    await expect(notice).toContainText(`${words.reason}: ${why}`);
    const mail = await waitForMail(user.email, words.refusedMail);
    expect(mail.body).toContain(`${words.reason}: ${why}`);
  });
}
