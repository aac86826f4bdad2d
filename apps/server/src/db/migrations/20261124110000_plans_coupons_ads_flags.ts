/**
 * Plans and premium requests, coupons, ads and stored feature flags (docs/product/shell.md#records, docs/product/shell.md#states, docs/product/shell.md#roles).
 * Partial unique indexes keep the trial once per user and one pending premium request per user on both
 * dialects.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { addIdColumn } from '../migration-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('plan_offers'))
    .addColumn('codigo', 'text', (col) => col.notNull().unique())
    .addColumn('nome_pt', 'text', (col) => col.notNull())
    .addColumn('nome_en', 'text', (col) => col.notNull())
    .addColumn('nome_es', 'text', (col) => col.notNull())
    .addColumn('descricao_pt', 'text', (col) => col.notNull())
    .addColumn('descricao_en', 'text', (col) => col.notNull())
    .addColumn('descricao_es', 'text', (col) => col.notNull())
    .addColumn('tipo', 'integer', (col) => col.notNull())
    .addColumn('tempo_unidade', 'text', (col) => col.notNull())
    .addColumn('tempo_quantidade', 'integer')
    .addColumn('max_clientes', 'integer')
    .addColumn('preco_centavos', 'integer')
    .addColumn('moeda', 'text', (col) => col.notNull().defaultTo('BRL'))
    .addColumn('recorrente', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('ativo', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('ordem', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await addIdColumn(db, db.schema.createTable('plans'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tipo', 'integer', (col) => col.notNull())
    .addColumn('data_inicio', 'text', (col) => col.notNull())
    .addColumn('data_final', 'text')
    .addColumn('revogado', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('id_empresa', 'integer')
    .addColumn('numero_pedido', 'text')
    .addColumn('forma_pagamento', 'text')
    .addColumn('status_pagamento', 'text')
    .addColumn('origem', 'text', (col) => col.notNull())
    .addColumn('max_clientes', 'integer')
    .addColumn('recorrente', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('id_oferta', 'integer', (col) => col.references('plan_offers.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('plans_user_idx').on('plans').column('user_id').execute();
  await db.schema
    .createIndex('plans_trial_once_idx')
    .on('plans')
    .column('user_id')
    .unique()
    .where(sql.ref('origem'), '=', sql.lit('teste'))
    .execute();

  await addIdColumn(db, db.schema.createTable('premium_requests'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('id_oferta', 'integer', (col) => col.references('plan_offers.id'))
    .addColumn('forma_pagamento', 'text')
    .addColumn('mensagem', 'text')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('id_plano', 'integer', (col) => col.references('plans.id'))
    .addColumn('motivo', 'text')
    .addColumn('decidido_por', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('decidido_em', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('premium_requests_status_idx')
    .on('premium_requests')
    .column('status')
    .execute();
  await db.schema
    .createIndex('premium_requests_one_pending_idx')
    .on('premium_requests')
    .column('user_id')
    .unique()
    .where(sql.ref('status'), '=', sql.lit('pendente'))
    .execute();

  await addIdColumn(db, db.schema.createTable('coupons'))
    .addColumn('codigo', 'text', (col) => col.notNull())
    .addColumn('codigo_normalizado', 'text', (col) => col.notNull().unique())
    .addColumn('tipo', 'integer', (col) => col.notNull())
    .addColumn('dias', 'integer')
    .addColumn('max_clientes', 'integer')
    .addColumn('valido_ate', 'text')
    .addColumn('max_usos', 'integer')
    .addColumn('usos', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('ativo', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('criado_por', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await addIdColumn(db, db.schema.createTable('coupon_activations'))
    .addColumn('cupom_id', 'integer', (col) => col.notNull().references('coupons.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plano_id', 'integer', (col) => col.notNull().references('plans.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('coupon_activations_once_idx')
    .on('coupon_activations')
    .columns(['cupom_id', 'user_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('coupon_activations_user_idx')
    .on('coupon_activations')
    .column('user_id')
    .execute();

  await addIdColumn(db, db.schema.createTable('ads'))
    .addColumn('titulo', 'text', (col) => col.notNull())
    .addColumn('link', 'text', (col) => col.notNull())
    .addColumn('youtube_src', 'text')
    .addColumn('img_src', 'text')
    .addColumn('idioma', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('tempo_pular', 'integer', (col) => col.notNull().defaultTo(30))
    .addColumn('ativo', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('chave_seed', 'text', (col) => col.unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('ads_idioma_idx').on('ads').columns(['idioma', 'ativo']).execute();

  await addIdColumn(db, db.schema.createTable('ad_clicks'))
    .addColumn('anuncio_id', 'integer', (col) => col.notNull().references('ads.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('ad_clicks_ad_idx').on('ad_clicks').column('anuncio_id').execute();

  await db.schema
    .createTable('feature_flags')
    .addColumn('nome', 'text', (col) => col.primaryKey())
    .addColumn('ativo', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('profile_abilities')
    .addColumn('perfil', 'text', (col) => col.notNull())
    .addColumn('habilidade', 'text', (col) => col.notNull())
    .addColumn('concedida', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('profile_abilities_pk', ['perfil', 'habilidade'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'profile_abilities',
    'feature_flags',
    'ad_clicks',
    'ads',
    'coupon_activations',
    'coupons',
    'premium_requests',
    'plans',
    'plan_offers',
  ])
    await db.schema.dropTable(table).execute();
}
