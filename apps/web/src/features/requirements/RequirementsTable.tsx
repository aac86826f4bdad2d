import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { requirementCodeText, requirementNameText, unitText } from '@cocho/contracts';
import type { RequirementEntry, RequirementField, RequirementKey, SourceId } from '@cocho/engine';
import { formatNumber } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { DataTable } from '../../ui/data-table/DataTable';
import type { DataColumn } from '../../ui/data-table/DataTable';
import { RequirementCell } from './RequirementCell';
import {
  applyRequirementEdit,
  chooseAlternative,
  REQUIREMENT_DECIMALS,
  REQUIREMENT_GROUPS,
} from './requirements-table-model';
import { Text } from '../../ui/kit-text/Text';

export type RequirementsTableProps = {
  readonly requirements: readonly RequirementEntry[];
  readonly onChange: (requirements: RequirementEntry[]) => void;
  readonly isEditable?: boolean;
  /** Dims the values (the animal changed since they were calculated). */
  readonly isStale?: boolean;
  /**
   * Growing cattle on pasture (`findGrazingIntakeBasis`): formulation does not apply the NDF maximum
   * (docs/decisions/ndf-on-pasture.md), and the NDF row says so.
   */
  readonly isGrazing?: boolean;
};

const FIELDS: readonly RequirementField[] = ['min', 'ideal', 'max'];

type Row =
  | { readonly kind: 'group'; readonly id: string; readonly group: string }
  | {
      readonly kind: 'entry';
      readonly id: string;
      readonly entry: RequirementEntry;
      readonly isOpen: boolean;
    }
  | {
      readonly kind: 'child';
      readonly id: string;
      readonly entry: RequirementEntry;
      readonly child: RequirementEntry['children'][number];
      readonly isLast: boolean;
    };
/** Unit and source columns give way on phones; the unit then follows the name. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;
const NARROW_ONLY = { display: { xs: 'inline', sm: 'none' } } as const;

function SourceLabel({ sources }: { sources: readonly SourceId[] }) {
  const { t } = useTranslation('requirements');
  const unique = [...new Set(sources)];
  return (
    <Tooltip
      title={
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {unique.map((source) => (
            <li key={source}>{t(`modelSources:citation.${source}`)}</li>
          ))}
        </Box>
      }
    >
      <Text
        kind="small"
        sx={{ cursor: 'help', display: 'block', lineHeight: 1.35 }}
        data-testid="requirement-source"
      >
        {unique[0] ? t(`modelSources:label.${unique[0]}`) : ''}
        {unique.length > 1 ? ` +${unique.length - 1}` : ''}
      </Text>
    </Tooltip>
  );
}

/** Sub-items of lactation and pregnancy only matter when they apply (docs/product/calculation.md#records): zeros are not listed. */
const WHEN_APPLICABLE = new Set(['lactacao', 'gestacao', 'PL', 'PLCG']);
const visibleChildren = (entry: RequirementEntry) =>
  entry.children.filter((child) => !(WHEN_APPLICABLE.has(child.key) && child.value === 0));

/** Edit time stamped on the entry (docs/product/calculation.md#records: a modification time is stamped on edit). */
const nowMs = (): number => Date.now();

/**
 * The requirements table (docs/product/calculation.md#requirement-entry, docs/product/calculation.md#states, docs/product/calculation.md#validation): grouped rows with expandable
 * sub-items, the energy (NDT/EL/EM) and protein (PB/PM) alternatives as radio choices, minimum, ideal and
 * maximum editable in place following the engine's editing rules, "-" for an empty or zero bound, two
 * decimals, a marker on edited rows and the model behind each number.
 */
export function RequirementsTable({
  requirements,
  onChange,
  isEditable = true,
  isStale = false,
  isGrazing = false,
}: RequirementsTableProps) {
  const { t } = useTranslation('requirements');
  const language = useLanguage();
  const [expanded, setExpanded] = useState<ReadonlySet<RequirementKey>>(new Set());
  const byKey = new Map(requirements.map((entry) => [entry.key, entry]));

  const toggle = (key: RequirementKey) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const commit = (key: RequirementKey, field: RequirementField, text: string): boolean => {
    const next = applyRequirementEdit(requirements, key, field, text, language, nowMs());
    if (next === null) return false;
    if (next.some((entry, index) => entry !== requirements[index])) onChange(next);
    return true;
  };

  const rows: Row[] = REQUIREMENT_GROUPS.flatMap((group) => {
    const entries = group.members.flatMap((key) => byKey.get(key) ?? []);
    if (entries.length === 0) return [];
    return [
      { kind: 'group' as const, id: group.key, group: group.key },
      ...entries.flatMap((entry) => {
        const isOpen = expanded.has(entry.key);
        const children = isOpen ? visibleChildren(entry) : [];
        return [
          { kind: 'entry' as const, id: entry.key, entry, isOpen },
          ...children.map((child, index) => ({
            kind: 'child' as const,
            id: `${entry.key}-${child.key}`,
            entry,
            child,
            isLast: index === children.length - 1,
          })),
        ];
      }),
    ];
  });
  const isMutedEntry = (entry: RequirementEntry) =>
    isStale || (entry.alternative !== null && !entry.selected);
  const valueColumn = (field: RequirementField): DataColumn<Row> => ({
    id: field,
    header: t(`table.${field}`),
    align: 'right',
    // Room for a long value ("10.844,12" mg/day of manganese) on a phone: the table scrolls sideways in
    // its container rather than cutting the number.
    sx: { py: 0.25, px: { xs: 0.25, sm: 1 }, width: { xs: 80, sm: 120 }, minWidth: { xs: 80, sm: 112 } },
    cell: (row) => {
      if (row.kind === 'child')
        return field === 'ideal' ? (
          <Box sx={{ px: 1, fontVariantNumeric: 'tabular-nums' }}>
            {formatNumber(row.child.value, language, REQUIREMENT_DECIMALS)}
          </Box>
        ) : null;
      if (row.kind !== 'entry') return null;
      const { entry } = row;
      return (
        <RequirementCell
          value={entry[field]}
          field={field}
          language={language}
          label={`${requirementCodeText(entry.key, language)} – ${t(`table.${field}`)}`}
          isEdited={entry.changed}
          isMuted={isMutedEntry(entry)}
          isEditable={isEditable}
          testId={`requirement-${entry.key}-${field}`}
          onCommit={(text) => commit(entry.key, field, text)}
        />
      );
    },
  });
  const unitOf = (row: Row) =>
    row.kind === 'group' ? '' : unitText(row.kind === 'child' ? row.child.unit : row.entry.unit, language);

  const columns: DataColumn<Row>[] = [
    {
      id: 'expand',
      header: '',
      sx: { p: 0, width: { xs: 32, sm: 40 }, pl: { xs: 0, sm: 0.5 } },
      cell: (row) => {
        if (row.kind !== 'entry' || visibleChildren(row.entry).length === 0) return null;
        const { key } = row.entry;
        const name = requirementNameText(key, language);
        return (
          <IconButton
            size="small"
            onClick={() => toggle(key)}
            aria-expanded={row.isOpen}
            aria-label={t(row.isOpen ? 'table.collapse' : 'table.expand', { name })}
            data-testid={`requirement-expand-${key}`}
          >
            {row.isOpen ? <KeyboardArrowDown fontSize="small" /> : <KeyboardArrowRight fontSize="small" />}
          </IconButton>
        );
      },
    },
    {
      id: 'requirement',
      header: t('table.requirement'),
      sx: {
        py: 0.5,
        px: { xs: 0.5, sm: 2 },
        minWidth: { xs: 104, sm: 0 },
        maxWidth: { xs: 128, sm: 'none' },
      },
      cell: (row) => {
        if (row.kind === 'child') {
          const unit = unitOf(row);
          return (
            <Text kind="note" sx={{ pl: 1 }}>
              {t(`requirementNames:child.${row.child.key}`)}
              <Box component="span" sx={NARROW_ONLY}>
                {unit ? ` (${unit})` : ''}
              </Box>
            </Text>
          );
        }
        if (row.kind !== 'entry') return null;
        const { entry } = row;
        const key = entry.key;
        const name = requirementNameText(key, language);
        const code = requirementCodeText(key, language);
        return (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
            {entry.alternative !== null && (
              <Radio
                size="small"
                checked={entry.selected}
                disabled={!isEditable}
                onChange={() => onChange(chooseAlternative(requirements, key))}
                name={`alternative-${entry.alternative}`}
                value={key}
                slotProps={{
                  input: { 'aria-label': t('table.useAlternative', { name: `${code} – ${name}` }) },
                }}
                sx={{ p: 0.5, ml: -0.5 }}
                data-testid={`requirement-choose-${key}`}
              />
            )}
            <Box sx={{ minWidth: 0 }}>
              <Typography
                variant="body2"
                component="span"
                sx={{ fontWeight: 600, color: isMutedEntry(entry) ? 'text.secondary' : 'text.primary' }}
                data-testid="requirement-code"
              >
                {code}
              </Typography>
              <Text kind="small" component="div" sx={{ lineHeight: 1.3, overflowWrap: 'break-word' }}>
                {name}
                <Box component="span" sx={NARROW_ONLY}>
                  {` · ${unitOf(row)}`}
                </Box>
              </Text>
              {isGrazing && key === 'FDN' && !entry.changed && entry.max !== null && (
                <Tooltip title={t('table.maxNotAppliedOnPastureHelp')}>
                  <Typography
                    variant="caption"
                    component="div"
                    color="info.main"
                    tabIndex={0}
                    sx={{ lineHeight: 1.3, cursor: 'help' }}
                    data-testid={`requirement-max-not-applied-${key}`}
                  >
                    {t('table.maxNotAppliedOnPasture')}
                  </Typography>
                </Tooltip>
              )}
            </Box>
            {entry.changed && (
              <Tooltip title={t('table.edited')}>
                <EditOutlined
                  color="secondary"
                  sx={{ fontSize: 16, flexShrink: 0 }}
                  aria-label={t('table.edited')}
                  data-testid={`requirement-edited-${key}`}
                />
              </Tooltip>
            )}
          </Box>
        );
      },
    },
    {
      id: 'unit',
      header: t('table.unit'),
      sx: { ...WIDE_ONLY, whiteSpace: 'nowrap', py: 0.5 },
      cell: (row) => (
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {unitOf(row)}
        </Box>
      ),
    },
    ...FIELDS.map(valueColumn),
    {
      id: 'source',
      header: t('table.source'),
      sx: { ...WIDE_ONLY, py: 0.5, minWidth: 140, maxWidth: 220 },
      cell: (row) =>
        row.kind === 'group' ? null : (
          <SourceLabel sources={row.kind === 'child' ? [row.child.source] : row.entry.sources} />
        ),
    },
  ];

  return (
    <Box sx={{ opacity: isStale ? 0.6 : 1, transition: 'opacity 150ms' }}>
      <DataTable<Row>
        testId="requirements-table"
        ariaLabel={t('table.label')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        rowProps={(row): Record<`data-${string}`, string> =>
          row.kind === 'entry'
            ? {
                'data-testid': `requirement-row-${row.id}`,
                'data-selected': row.entry.selected ? 'true' : 'false',
              }
            : row.kind === 'child'
              ? { 'data-testid': `requirement-child-${row.id}` }
              : {}
        }
        rowSx={(row) =>
          row.kind === 'entry'
            ? {
                '&:hover': { bgcolor: 'action.hover' },
                '& > td': { borderBottomColor: row.isOpen ? 'transparent' : undefined },
              }
            : row.kind === 'child'
              ? {
                  bgcolor: 'action.hover',
                  '& > td': { borderBottomColor: row.isLast ? undefined : 'transparent', py: 0.5 },
                }
              : undefined
        }
        fullRow={(row) =>
          row.kind === 'group' ? (
            <>
              <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
                {t(`group.${row.group}`)}
              </Typography>
              {(row.group === 'energy' || row.group === 'protein') && (
                <Text kind="small" sx={{ ml: 1 }}>
                  {t('table.chooseOne')}
                </Text>
              )}
            </>
          ) : undefined
        }
      />
    </Box>
  );
}
