/** Stored company feed and product rows → the wire shapes of packages/contracts/src/company-feeds.ts. */
import type { TCompanyFeed, TCompanyProduct, TSponsorshipState } from '@cocho/contracts';
import { SPONSORSHIP_STATES } from '@cocho/contracts';
import type { Selectable } from 'kysely';
import type { CompanyProductsTable } from '../../db/tables/feeds';
import { toWireFeed } from '../../feeds/feed-wire';
import type { FeedRow } from '../../feeds/repository';

function toSponsorshipState(value: string | null): TSponsorshipState | null {
  return SPONSORSHIP_STATES.find((state) => state === value) ?? null;
}

export function toCompanyFeed(row: FeedRow): TCompanyFeed {
  return {
    ...toWireFeed(row),
    // The version an edit is based on (empresa/alimentos/editar `base_updated_at`).
    updated_at: row.updated_at,
    patrocinio: toSponsorshipState(row.patrocinio),
    patrocinio_em: row.patrocinio_em,
  };
}

export function toCompanyProduct(row: Selectable<CompanyProductsTable>): TCompanyProduct {
  return {
    id: row.id,
    id_empresa: row.id_empresa,
    nome: row.nome,
    tipo: row.tipo,
    descricao: row.descricao,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
