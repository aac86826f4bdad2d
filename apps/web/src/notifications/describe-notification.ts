/** The words of a notification record (docs/product/calculation.md#screens panel) in the user's language, from its kind and params. */
import type { TNotification } from '@cocho/contracts';
import type { TFunction } from 'i18next';
import { formatDate } from '../format/format';
import type { Language } from '@cocho/engine';

export type NotificationText = { primary: string; secondary: string | null };

const PERIOD_UNITS = ['dias', 'meses', 'infinito'] as const;

/** A shared record's kind by its `tipo_registro` (0 diet … 5 comparison). */
const SHARED_KINDS = ['diet', 'prediction', 'requirements', 'mixture', 'supplement', 'comparison'] as const;

/** The words of a decision notice: what was decided, then the reason of a refusal or a plan's last day. */
function describeNotice(
  params: Extract<TNotification, { tipo: 'aviso' }>['params'],
  t: TFunction<'notifications'>,
  language: Language,
): NotificationText {
  const values = { nome: params.nome ?? '', empresa: params.empresa ?? '' };
  const secondary = params.motivo
    ? t('aviso.reason', { motivo: params.motivo })
    : params.data_final
      ? t('aviso.until', { data: formatDate(`${params.data_final}T12:00:00Z`, language, 'UTC') })
      : null;
  return { primary: t(`aviso.${params.evento}`, values), secondary };
}

/** A company position's name (`acesso`), its number when it has none. */
const positionOf = (acesso: number, t: TFunction<'notifications'>) =>
  t(`vinculo_empresa.positions.${acesso}`, { defaultValue: String(acesso) });

export function describeNotification(
  item: TNotification,
  t: TFunction<'notifications'>,
  language: Language = 'pt',
): NotificationText {
  switch (item.tipo) {
    case 'compartilhamento': {
      const { params } = item;
      const values = { dono: params.dono_nome, nome: params.nome };
      return {
        primary: t(`compartilhamento.${SHARED_KINDS[params.tipo_registro]}`, values),
        secondary: params.pode_editar ? t('compartilhamento.canEdit') : t('compartilhamento.readOnly'),
      };
    }
    case 'mensagem':
      return { primary: item.params.titulo, secondary: item.params.mensagem };
    case 'solicitacao_premium': {
      const { params } = item;
      const unit = PERIOD_UNITS.find((known) => known === params.tempo_unidade);
      const period =
        unit === 'infinito'
          ? t('solicitacao_premium.period.infinito')
          : unit && params.tempo_quantidade !== null
            ? t(`solicitacao_premium.period.${unit}`, { count: params.tempo_quantidade })
            : null;
      return {
        primary: t('solicitacao_premium.title', { nome: params.nome }),
        secondary: [params.email, params.telefone, period].filter(Boolean).join(' · '),
      };
    }
    case 'alimento_pendente':
      return {
        primary: t('alimento_pendente.title', { nome: item.params.nome }),
        secondary: item.params.usuario_nome
          ? t('alimento_pendente.by', { usuario: item.params.usuario_nome })
          : null,
      };
    case 'empresa_alteracao': {
      const { params } = item;
      const values = {
        autor: params.autor_nome,
        empresa: params.empresa,
        usuario: params.usuario_nome ?? '',
      };
      return {
        primary:
          params.tipo_alteracao === 'empresa'
            ? t('empresa_alteracao.company', values)
            : t('empresa_alteracao.link', values),
        secondary: params.situacao
          ? t('empresa_alteracao.state', {
              situacao: t(`empresa_alteracao.states.${params.situacao}`, { defaultValue: params.situacao }),
            })
          : null,
      };
    }
    case 'novo_usuario':
      return {
        primary: item.params.liberado
          ? t('novo_usuario.recent', { nome: item.params.nome })
          : t('novo_usuario.awaiting', { nome: item.params.nome }),
        secondary: item.params.email,
      };
    case 'vinculo_empresa': {
      const { params } = item;
      return {
        primary: t('vinculo_empresa.title', { nome: params.nome, empresa: params.empresa }),
        secondary: `${t('vinculo_empresa.position', { cargo: positionOf(params.acesso, t) })} · ${params.email}`,
      };
    }
    case 'reporte':
      return {
        primary: item.params.nome
          ? t('reporte.title', { nome: item.params.nome, rota: item.params.rota })
          : t('reporte.titleNoUser', { rota: item.params.rota }),
        secondary: item.params.descricao,
      };
    case 'contato_empresa':
      return {
        primary: t('contato_empresa.title', {
          tecnico: item.params.tecnico_nome,
          empresa: item.params.empresa,
        }),
        secondary: t('contato_empresa.hint', { empresa: item.params.empresa }),
      };
    case 'patrocinio':
      return {
        primary: t('patrocinio.title', { nome: item.params.nome }),
        secondary: t('patrocinio.by', { empresa: item.params.empresa }),
      };
    case 'convite_empresa':
      return {
        primary: t('convite_empresa.title', { empresa: item.params.empresa }),
        secondary: t('convite_empresa.position', { cargo: positionOf(item.params.acesso, t) }),
      };
    case 'aviso':
      return describeNotice(item.params, t, language);
    case 'vinculo_usuario': {
      const { params } = item;
      return {
        primary: params.ativo
          ? t('vinculo_usuario.linked', { empresa: params.empresa })
          : t('vinculo_usuario.unlinked', { empresa: params.empresa }),
        secondary: t('vinculo_usuario.position', { cargo: positionOf(params.acesso, t) }),
      };
    }
  }
}
