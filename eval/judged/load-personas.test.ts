import { describe, expect, it } from 'vitest';
import { homeOf, isRemoteOnly } from './judge-match.ts';
import { isHeldOut, loadPersonas } from './load-personas.ts';

const personas = loadPersonas();

describe('the judged personas (eval/personas/*.json)', () => {
  it('are at least 30 over at least 20 occupations, with the issue’s eight among them', () => {
    expect(personas.length).toBeGreaterThanOrEqual(30);
    const occupations = new Set(personas.map((persona) => persona.occupation));
    expect(occupations.size).toBeGreaterThanOrEqual(20);
    // Nurse, truck driver, accountant, electrician, teacher, cook, warehouse, software engineer.
    for (const soc of [
      '29-1141',
      '53-3032',
      '13-2011',
      '47-2111',
      '25-2021',
      '35-2010',
      '53-7060',
      '15-1252',
    ]) {
      expect(occupations.has(soc), soc).toBe(true);
    }
  });

  it('live in large, mid-size and small metros, placed exactly, or seek remote work only', () => {
    const sizes = new Map<string, number>();
    for (const persona of personas) {
      sizes.set(persona.metroSize, (sizes.get(persona.metroSize) ?? 0) + 1);
      if (persona.metroSize === 'remote') {
        expect(isRemoteOnly(persona), persona.id).toBe(true);
      } else {
        expect(homeOf(persona), persona.id).not.toBeNull();
      }
    }
    for (const size of ['large', 'mid', 'small', 'remote']) {
      expect(sizes.get(size) ?? 0, size).toBeGreaterThanOrEqual(2);
    }
  });

  it('hold out about a third, fixed by a hash of the id: this list changes only with the ids', () => {
    const heldOut = personas.filter((persona) => persona.heldOut).map((persona) => persona.id);
    expect(heldOut.sort()).toEqual([
      'accountant-chicago',
      'admin-assistant-minneapolis',
      'admin-assistant-philadelphia',
      'cna-albany',
      'cna-des-moines',
      'construction-laborer-las-vegas',
      'customer-service-remote',
      'electrician-apprentice-billings',
      'electrician-apprentice-knoxville',
      'electrician-houston',
      'forklift-operator-indianapolis',
      'groundskeeper-greenville',
      'hairstylist-savannah',
      'hairstylist-tulsa',
      'hvac-tech-tulsa',
      'maintenance-tech-grand-rapids',
      'mechanical-engineer-detroit',
      'medical-assistant-phoenix',
      'receptionist-burlington',
      'server-tucson',
      'software-engineer-bangor',
      'truck-driver-amarillo',
    ]);
    expect(heldOut.length / personas.length).toBeGreaterThan(0.3);
    expect(heldOut.length / personas.length).toBeLessThan(0.4);
    expect(isHeldOut('accountant-chicago')).toBe(true);
  });
});
