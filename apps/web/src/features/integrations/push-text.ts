import { formatDate } from '@cleaver/domain/dates';
import type { PushState } from '@cleaver/domain/integrations';

const timeFormat = new Intl.DateTimeFormat('en-NZ', {
  timeZone: 'Pacific/Auckland',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h12',
});

/** An instant as staff read it on this screen, in Pacific/Auckland: '25/11/2026 1:05 pm'. */
export function formatWhen(iso: string): string {
  const parts = Object.fromEntries(
    timeFormat.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return `${formatDate(iso)} ${parts.hour}:${parts.minute} ${(parts.dayPeriod ?? '').toLowerCase()}`.trim();
}

/** A push's state in plain words. */
export const PUSH_STATE_LABELS: Record<PushState, string> = {
  WAITING: 'Waiting',
  SENDING: 'Sending',
  FAILED: 'Failed',
  DISMISSED: 'Dismissed',
};

/** When the push goes next, or why it will not go on its own. */
export function nextTryText(push: { state: PushState; nextAttemptAt?: string | null }): string {
  if (push.state === 'SENDING') return 'Sending now';
  if (push.state === 'FAILED') return 'Given up: Retry or Dismiss';
  if (push.state === 'DISMISSED') return 'Not sent: dismissed';
  return push.nextAttemptAt ? formatWhen(push.nextAttemptAt) : '';
}

/** Who gave a push up and when, in words: 'Dismissed by Aroha Admin, 25/11/2026 1:05 pm'. */
export function dismissedText(dismissal: { byName: string; at: string }): string {
  return `Dismissed by ${dismissal.byName || 'staff'}, ${formatWhen(dismissal.at)}`;
}

/** The system's name as the screen titles it. */
export const SYSTEM_LABELS = { PRODUCTION: 'Production system', ACCOUNTING: 'Accounting system' } as const;

/** A push named in full: 'Product update to the accounting system for Wagyu Rump'. */
export function pushTitle(push: { what: string; record?: { name: string } | null }): string {
  return push.record ? `${push.what} for ${push.record.name}` : push.what;
}
