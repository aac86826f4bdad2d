// Public API of @cocho/engine. One named re-export block per module folder.
export {
  KG_PER_UNIT,
  KG_PER_ARROBA,
  DAYS_PER_MONTH,
  DAYS_PER_YEAR,
  toKg,
  fromKg,
  pricePerKg,
  percentDmToGPerKg,
  gPerKgToPercentDm,
  kgToArroba,
  arrobaToKg,
  chooseDisplayUnit,
} from './units/units';
export type { Kg, MassUnit } from './units/units';
