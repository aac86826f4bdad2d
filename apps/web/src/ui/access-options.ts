import type { TFunction } from 'i18next';
import { COMPANY_ACCESS_LEVELS } from '@cocho/contracts';

/** The company positions as select options (`company` namespace's `access.<level>`). */
export const accessOptions = (t: TFunction<'company'>) =>
  COMPANY_ACCESS_LEVELS.map((level) => ({ value: level, label: t(`access.${level}`) }));
