import { sampleDietRecord } from '@cocho/contracts/testing';

/**
 * A saved diet for the crash-safety and backup tests: the sample record (the default animal, one feed, not
 * calculated) named `nome`, as dieta/saveFD's `dieta` text.
 */
export function sampleDietText(nome: string): string {
  return JSON.stringify(sampleDietRecord({ nome }));
}
