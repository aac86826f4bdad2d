/**
 * Ads (docs/product/shell.md#ad, docs/product/shell.md#ads-state, docs/product/calls.md#shell-calls anuncios/*). The 30 % draw happens in the browser; the server answers an
 * ad only to users who get ads (`getsAds`). Choices: docs/decisions/ads.md.
 */
import { z } from 'zod';
import { ZLanguageIndex } from './auth';
import { defineCall } from './define-call';

/** Seconds before the ad can be closed, when the ad does not say (docs/product/shell.md#records tempo_pular, docs/product/shell.md#constants). */
export const DEFAULT_AD_SKIP_SECONDS = 30;

/** One ad (docs/product/shell.md#ad). */
export const ZAd = z.object({
  id: z.number().int(),
  titulo: z.string(),
  /** Where a click goes (opened in a new tab); an app path ("/seja-premium") or an absolute URL. */
  link: z.string(),
  /** YouTube embed address, or null. */
  youtube_src: z.string().nullable(),
  /** Image address, or null. */
  img_src: z.string().nullable(),
  idioma: ZLanguageIndex,
  tempo_pular: z.number().int().min(0),
});
export type TAd = z.infer<typeof ZAd>;

/** What the premium ad's iframe shows: an app page in embedded mode. */
export const ZPremiumAd = z.object({ src: z.string(), tempo_pular: z.number().int().min(0) });
export type TPremiumAd = z.infer<typeof ZPremiumAd>;

export const getAd = defineCall('anuncios/get', z.object({}), z.object({ data: ZAd.nullable() }), {
  auth: true,
});

/** `data` true means registered (docs/product/calls.md#shell-calls "data.data truthy means registered"); false for an unknown ad. */
export const registerAdClick = defineCall(
  'anuncios/registerClique',
  z.object({ id: z.number().int() }),
  z.object({ data: z.boolean() }),
  { auth: true },
);

export const getPremiumAd = defineCall(
  'anuncios/premium',
  z.object({}),
  z.object({ data: ZPremiumAd.nullable() }),
  { auth: true },
);

export const adCalls = { getAd, registerAdClick, getPremiumAd } as const;
