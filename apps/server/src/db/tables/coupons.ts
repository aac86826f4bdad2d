/** Coupons and their activations (docs/product/shell.md#coupon, docs/product/calls.md#shell-calls cupom/*). */
import type { Generated } from 'kysely';

export type CouponsTable = {
  id: Generated<number>;
  /** As the administrator typed it. */
  codigo: string;
  /** Upper-case codigo, unique: codes compare case-insensitively. */
  codigo_normalizado: string;
  /** Plan type granted. */
  tipo: number;
  /** Days granted, today included; null grants an infinite plan. */
  dias: number | null;
  max_clientes: number | null;
  /** Last day it can be activated (YYYY-MM-DD), or null. */
  valido_ate: string | null;
  /** Most activations; null without a limit. */
  max_usos: number | null;
  usos: number;
  ativo: number;
  criado_por: number | null;
  created_at: string;
};

/** One activation per user and coupon (unique index). */
export type CouponActivationsTable = {
  id: Generated<number>;
  cupom_id: number;
  user_id: number;
  plano_id: number;
  created_at: string;
};

export type CouponsTables = {
  coupons: CouponsTable;
  coupon_activations: CouponActivationsTable;
};
