import { aucklandParts, formatDate } from '@cleaver/domain/dates';
import type { BackupStatus } from './api/backup-status';

/** '2:00 am', '12:00 pm'. */
export function hourText(hour: number): string {
  return `${hour % 12 === 0 ? 12 : hour % 12}:00 ${hour < 12 ? 'am' : 'pm'}`;
}

/** '1.6 MB'. */
export function sizeText(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} kB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** When it runs and how many are kept, in a sentence. */
export function scheduleText({ hour, keep, folder }: BackupStatus): string {
  return `Every night at ${hourText(hour)}, the newest ${keep} kept in ${folder}.`;
}

/** How the newest backup went, in a sentence. */
export function latestText({ latest, hour }: BackupStatus): string {
  if (!latest) return `No nightly backup yet: the first is taken at ${hourText(hour)}.`;
  const day = formatDate(latest.day);
  if (latest.status === 'ok') {
    const { hour, minute } = aucklandParts(latest.finishedAt ?? latest.startedAt);
    const time = `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;
    return `Last backup ${day} at ${time}: ${latest.bytes ? sizeText(latest.bytes) : 'written'}, OK.`;
  }
  if (latest.status === 'failed') return `The backup of ${day} failed: ${latest.error ?? 'no reason given'}`;
  return `The backup of ${day} is being written.`;
}
