import { careFamilyBanks } from './role-bank-care.ts';
import { officeFamilyBanks } from './role-bank-office.ts';
import { workFamilyBanks } from './role-bank-work.ts';
import type { RoleFamily } from './role-families.ts';
import type { FamilyBank } from './role-template.ts';

/** Every family's role questions and questions for the employer, from the three banks. */
export const familyBanks: Record<RoleFamily, FamilyBank> = {
  ...careFamilyBanks,
  ...workFamilyBanks,
  ...officeFamilyBanks,
};
