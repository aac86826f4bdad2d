/**
 * The requirements screen's result as a hand-over report (mode E): the animal, then the
 * daily requirements by group with minimum, ideal and maximum (edited values marked), and the engine's
 * warnings on the animal, in the report's language.
 */
import { unitText } from '@cocho/contracts';
import type { Animal, Language, RequirementEntry, RequirementWarning } from '@cocho/engine';
import { describeAnimal } from '../../export/describe-animal';
import { num } from '../../export/handover-report';
import type { HandoverReport, HandoverSection } from '../../export/handover-report';
import { createReportFormat, requirementName } from '../../export/report-text';
import type { Translate } from '../../export/report-text';
import { REQUIREMENT_DECIMALS, REQUIREMENT_GROUPS } from './requirements-table-model';

export type RequirementsReportInput = {
  readonly language: Language;
  readonly generatedAt: Date;
  readonly timeZone?: string;
  readonly animal: Animal;
  readonly requirements: readonly RequirementEntry[];
  readonly warnings: readonly RequirementWarning[];
  readonly liveWeightKg: number;
  readonly authorName: string | null;
};

/** A bound as the table shows it: an empty or zero minimum or maximum is no bound. */
const bound = (value: number | null) => (value === null || value === 0 ? null : value);

export function buildRequirementsReport(input: RequirementsReportInput, t: Translate): HandoverReport {
  const format = createReportFormat(input.language, input.timeZone);
  const known = new Set(REQUIREMENT_GROUPS.flatMap((group) => group.members));
  const groups = [
    ...REQUIREMENT_GROUPS.map((group) => ({
      title: t(`requirements:group.${group.key}`),
      entries: group.members.flatMap((key) => input.requirements.filter((entry) => entry.key === key)),
    })),
    {
      title: t('handover.otherRequirements'),
      entries: input.requirements.filter((entry) => !known.has(entry.key)),
    },
  ].filter((group) => group.entries.length > 0);
  const edited = input.requirements.some((entry) => entry.changed);
  const tables: HandoverSection[] = groups.map((group) => ({
    title: group.title,
    table: {
      header: [
        t('requirements:table.requirement'),
        t('requirements:table.unit'),
        t('requirements:table.min'),
        t('requirements:table.ideal'),
        t('requirements:table.max'),
      ],
      rows: group.entries.map((entry) => [
        `${requirementName(entry.key, input.language)}${entry.changed ? ' *' : ''}`,
        unitText(entry.unit, input.language),
        num(bound(entry.min), REQUIREMENT_DECIMALS),
        num(entry.ideal, REQUIREMENT_DECIMALS),
        num(bound(entry.max), REQUIREMENT_DECIMALS),
      ]),
    },
  }));
  const warnings = input.warnings.map((warning) =>
    t(`animal:warning.${warning.code}`, {
      min: warning.minKg ?? '',
      max: warning.maxKg ?? '',
      limit: warning.limit === undefined ? '' : format.number(warning.limit, 2),
    }),
  );
  return {
    kind: 'requirements',
    language: input.language,
    generatedAt: input.generatedAt,
    ...(input.timeZone === undefined ? {} : { timeZone: input.timeZone }),
    title: t('handover.title.requirements'),
    subject: null,
    details: input.authorName ? [t('author', { name: input.authorName })] : [],
    sections: [
      {
        title: t('section.animal'),
        facts: [
          ...describeAnimal(input.animal, t, format, 'requirements'),
          [t('requirements:page.liveWeight'), `${format.number(input.liveWeightKg, 1)} kg`],
        ],
      },
      ...(warnings.length > 0 ? [{ title: t('section.warnings'), notes: warnings }] : []),
      ...tables,
      ...(edited ? [{ title: t('section.notes'), notes: [t('handover.editedNote')] }] : []),
    ],
  };
}
