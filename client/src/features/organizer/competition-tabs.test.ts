import { describe, expect, it } from 'vitest';
import { tabOfPath, visibleTabs } from './competition-tabs';

describe('the competition edit tabs', () => {
  it('show Registrations only at quals, Finalists only at finals and Certificates at either', () => {
    expect(visibleTabs({ stage: 'warmup' })).toEqual(['basic', 'results', 'announcements']);
    expect(visibleTabs({ stage: 'quals' })).toEqual([
      'basic',
      'registrations',
      'results',
      'certificates',
      'announcements',
    ]);
    expect(visibleTabs({ stage: 'finals' })).toEqual([
      'basic',
      'finalists',
      'results',
      'certificates',
      'announcements',
    ]);
  });

  it('read the tab from the address, Basic info at the competition itself', () => {
    expect(tabOfPath('/organizer/competitions/quals-2026', 'quals-2026')).toBe('basic');
    expect(tabOfPath('/organizer/competitions/quals-2026/finalists', 'quals-2026')).toBe('finalists');
    expect(tabOfPath('/organizer/competitions/quals-2026/nothing', 'quals-2026')).toBe('basic');
  });
});
