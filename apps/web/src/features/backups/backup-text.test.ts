import { describe, expect, it } from 'vitest';
import type { BackupStatus } from './api/backup-status';
import { hourText, latestText, scheduleText, sizeText } from './backup-text';

const base: BackupStatus = { hour: 2, keep: 14, folder: '/srv/cleaver/backups', latest: null };

describe('backup texts', () => {
  it('says when the backup runs, how many are kept and where', () => {
    expect(hourText(0)).toBe('12:00 am');
    expect(hourText(12)).toBe('12:00 pm');
    expect(hourText(23)).toBe('11:00 pm');
    expect(scheduleText(base)).toBe('Every night at 2:00 am, the newest 14 kept in /srv/cleaver/backups.');
  });

  it('says how the newest went, in Auckland time', () => {
    expect(latestText(base)).toBe('No nightly backup yet: the first is taken at 2:00 am.');
    const run = {
      day: '2026-12-03',
      startedAt: '2026-12-02T13:00:00Z',
      finishedAt: '2026-12-02T13:00:09Z',
      bytes: 1_718_758,
      error: null,
    };
    expect(latestText({ ...base, latest: { ...run, status: 'ok' } })).toBe(
      'Last backup 03/12/2026 at 2:00 am: 1.6 MB, OK.',
    );
    expect(latestText({ ...base, latest: { ...run, status: 'failed', error: 'disk full.' } })).toBe(
      'The backup of 03/12/2026 failed: disk full.',
    );
    expect(sizeText(2048)).toBe('2 kB');
  });
});
