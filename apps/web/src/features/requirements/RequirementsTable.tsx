import { Fragment, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
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
import { RequirementCell } from './RequirementCell';
import {
  applyRequirementEdit,
  chooseAlternative,
  REQUIREMENT_DECIMALS,
  REQUIREMENT_GROUPS,
} from './requirements-table-model';

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
/** Unit and source columns give way on phones; the unit then follows the name. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;
const NARROW_ONLY = { display: { xs: 'inline', sm: 'none' } } as const;
const COLUMN_COUNT = 7;

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
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ cursor: 'help', display: 'block', lineHeight: 1.35 }}
        data-testid="requirement-source"
      >
        {unique[0] ? t(`modelSources:label.${unique[0]}`) : ''}
        {unique.length > 1 ? ` +${unique.length - 1}` : ''}
      </Typography>
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

  const renderEntry = (entry: RequirementEntry) => {
    const key = entry.key;
    const name = requirementNameText(key, language);
    const code = requirementCodeText(key, language);
    const isOpen = expanded.has(key);
    const hasChildren = visibleChildren(entry).length > 0;
    const isAlternative = entry.alternative !== null;
    const isMuted = isStale || (isAlternative && !entry.selected);
    return (
      <Fragment key={key}>
        <TableRow
          hover
          data-testid={`requirement-row-${key}`}
          data-selected={entry.selected ? 'true' : 'false'}
          sx={{ '& > td': { borderBottomColor: isOpen ? 'transparent' : undefined } }}
        >
          <TableCell padding="none" sx={{ width: { xs: 32, sm: 40 }, pl: { xs: 0, sm: 0.5 } }}>
            {hasChildren && (
              <IconButton
                size="small"
                onClick={() => toggle(key)}
                aria-expanded={isOpen}
                aria-label={t(isOpen ? 'table.collapse' : 'table.expand', { name })}
                data-testid={`requirement-expand-${key}`}
              >
                {isOpen ? <KeyboardArrowDown fontSize="small" /> : <KeyboardArrowRight fontSize="small" />}
              </IconButton>
            )}
          </TableCell>
          <TableCell
            sx={{
              py: 0.5,
              px: { xs: 0.5, sm: 2 },
              minWidth: { xs: 104, sm: 0 },
              maxWidth: { xs: 128, sm: 'none' },
            }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
              {isAlternative && (
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
                  sx={{ fontWeight: 600, color: isMuted ? 'text.secondary' : 'text.primary' }}
                  data-testid="requirement-code"
                >
                  {code}
                </Typography>
                <Typography
                  variant="caption"
                  component="div"
                  color="text.secondary"
                  sx={{ lineHeight: 1.3, overflowWrap: 'break-word' }}
                >
                  {name}
                  <Box component="span" sx={NARROW_ONLY}>
                    {` · ${unitText(entry.unit, language)}`}
                  </Box>
                </Typography>
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
          </TableCell>
          <TableCell sx={{ ...WIDE_ONLY, color: 'text.secondary', whiteSpace: 'nowrap', py: 0.5 }}>
            {unitText(entry.unit, language)}
          </TableCell>
          {FIELDS.map((field) => (
            <RequirementCell
              key={field}
              value={entry[field]}
              field={field}
              language={language}
              label={`${code} – ${t(`table.${field}`)}`}
              isEdited={entry.changed}
              isMuted={isMuted}
              isEditable={isEditable}
              testId={`requirement-${key}-${field}`}
              onCommit={(text) => commit(key, field, text)}
            />
          ))}
          <TableCell sx={{ ...WIDE_ONLY, py: 0.5, minWidth: 140, maxWidth: 220 }}>
            <SourceLabel sources={entry.sources} />
          </TableCell>
        </TableRow>
        {isOpen &&
          visibleChildren(entry).map((child, index, children) => (
            <TableRow
              key={`${key}-${child.key}`}
              data-testid={`requirement-child-${key}-${child.key}`}
              sx={{
                bgcolor: 'action.hover',
                '& > td': {
                  borderBottomColor: index < children.length - 1 ? 'transparent' : undefined,
                  py: 0.5,
                },
              }}
            >
              <TableCell padding="none" />
              <TableCell
                sx={{
                  pl: { xs: 1.5, sm: 3 },
                  minWidth: { xs: 0, sm: 220 },
                  maxWidth: { xs: 112, sm: 'none' },
                }}
              >
                <Typography variant="body2" color="text.secondary">
                  {t(`requirementNames:child.${child.key}`)}
                  <Box component="span" sx={NARROW_ONLY}>
                    {unitText(child.unit, language) ? ` (${unitText(child.unit, language)})` : ''}
                  </Box>
                </Typography>
              </TableCell>
              <TableCell sx={{ ...WIDE_ONLY, color: 'text.secondary', whiteSpace: 'nowrap' }}>
                {unitText(child.unit, language)}
              </TableCell>
              <TableCell />
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', px: 2 }}>
                {formatNumber(child.value, language, REQUIREMENT_DECIMALS)}
              </TableCell>
              <TableCell />
              <TableCell sx={WIDE_ONLY}>
                <SourceLabel sources={[child.source]} />
              </TableCell>
            </TableRow>
          ))}
      </Fragment>
    );
  };

  return (
    <TableContainer sx={{ opacity: isStale ? 0.6 : 1, transition: 'opacity 150ms' }}>
      <Table size="small" aria-label={t('table.label')} data-testid="requirements-table" stickyHeader>
        <TableHead>
          <TableRow>
            <TableCell padding="none" />
            <TableCell>{t('table.requirement')}</TableCell>
            <TableCell sx={WIDE_ONLY}>{t('table.unit')}</TableCell>
            <TableCell align="right" sx={{ pr: { xs: 0.5, sm: 2 }, pl: { xs: 0.5, sm: 2 } }}>
              {t('table.min')}
            </TableCell>
            <TableCell align="right" sx={{ pr: { xs: 0.5, sm: 2 }, pl: { xs: 0.5, sm: 2 } }}>
              {t('table.ideal')}
            </TableCell>
            <TableCell align="right" sx={{ pr: { xs: 0.5, sm: 2 }, pl: { xs: 0.5, sm: 2 } }}>
              {t('table.max')}
            </TableCell>
            <TableCell sx={WIDE_ONLY}>{t('table.source')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {REQUIREMENT_GROUPS.map((group) => {
            const entries = group.members
              .map((key) => byKey.get(key))
              .filter((entry): entry is RequirementEntry => entry !== undefined);
            if (entries.length === 0) return null;
            return (
              <Fragment key={group.key}>
                <TableRow>
                  <TableCell
                    colSpan={COLUMN_COUNT}
                    sx={{ bgcolor: 'background.default', py: 0.75, borderBottom: 1, borderColor: 'divider' }}
                  >
                    <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
                      {t(`group.${group.key}`)}
                    </Typography>
                    {(group.key === 'energy' || group.key === 'protein') && (
                      <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                        {t('table.chooseOne')}
                      </Typography>
                    )}
                  </TableCell>
                </TableRow>
                {entries.map(renderEntry)}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
