import { DomainError } from '@cleaver/domain/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isRecordId(id: string | number): boolean {
  return UUID.test(String(id));
}

/** Ids are uuids; anything else cannot name a record, so it is simply not found. */
export function recordId(id: string | number): string {
  const text = String(id);
  if (!UUID.test(text)) throw new DomainError('NOT_FOUND');
  return text.toLowerCase();
}
